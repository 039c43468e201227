import pg from 'pg'
import type { OpenDatabaseOptions } from './databaseTypes.ts'

const RECONNECT_AFTER_MS = 1_000

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to queries); when it
 * fails it is opened again after a second, until the listener is stopped.
 */
export function postgresListener(url: string, options: OpenDatabaseOptions) {
  return async (channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> => {
    let stopped = false
    let client: pg.Client | undefined
    let retry: NodeJS.Timeout | undefined
    const connect = async (): Promise<void> => {
      const opened = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true })
      client = opened
      const again = () => {
        if (stopped || client !== opened) return
        client = undefined
        retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_AFTER_MS)
      }
      opened.on('error', (error) => {
        options.onBackgroundError?.(error)
        again()
      })
      opened.on('end', again)
      opened.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
      })
      try {
        await opened.connect()
        await opened.query(`listen ${pg.escapeIdentifier(channel)}`)
      } catch (error) {
        again()
        await opened.end().catch(() => {})
        throw error
      }
    }
    await connect()
    return async () => {
      stopped = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    }
  }
}
