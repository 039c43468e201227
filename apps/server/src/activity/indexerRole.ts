import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseRole } from '../kernel/db/databaseTypes.ts'

/** The database role of the one process that runs the activity indexer. */
export const INDEXER_ROLE = 'activity-indexer'

export interface IndexerRoleOptions {
  /** Asks the database for the role (`database.takeRole(INDEXER_ROLE)`). */
  takeRole: () => Promise<DatabaseRole | undefined>
  /** Starts the indexer; called each time this process takes the role. */
  start: () => { stop(): Promise<void> }
  /** How long a process without the role waits before asking again. */
  takeoverIntervalMs: number
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
}

/**
 * Runs the activity indexer in exactly one of the server processes sharing a database: the one
 * holding the indexer's role. The others ask again every `takeoverIntervalMs` and the first to
 * ask after the holder stops (or dies) takes over; a holder that loses its role (its connection
 * to the database failed) stops its indexer and asks again like the others.
 */
export function runIndexerWithRole(options: IndexerRoleOptions): { stop(): Promise<void> } {
  const { log } = options
  let stopping = false
  let wake = () => {}
  let stopped!: () => void
  const stopRequested = new Promise<void>((resolve) => (stopped = resolve))
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  const running = (async () => {
    let toldStandby = false
    while (!stopping) {
      let role: DatabaseRole | undefined
      try {
        role = await options.takeRole()
      } catch (error) {
        log.warn({ err: error }, `the activity indexer's role cannot be asked for (the database does not answer); asking again in ${options.takeoverIntervalMs} ms`)
      }
      if (stopping) {
        await role?.release()
        break
      }
      if (!role) {
        if (!toldStandby) log.info('another server process runs the activity indexer; this one takes over if it stops')
        toldStandby = true
        await pause(options.takeoverIntervalMs)
        continue
      }
      toldStandby = false
      log.info('this server process runs the activity indexer')
      const indexer = options.start()
      const lost = await Promise.race([role.lost.then(() => true), stopRequested.then(() => false)])
      await indexer.stop()
      await role.release().catch(() => {})
      if (lost) log.warn("the activity indexer stopped: this process lost the indexer's role (its database connection failed); it asks for it again")
    }
  })()

  return {
    async stop() {
      stopping = true
      stopped()
      wake()
      await running
    },
  }
}
