import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { TargetMessage, TargetUrls } from './relayTargets.ts'

export interface RunningTargets {
  urls: TargetUrls
  /** CPU time (user + system, in ms) the server process has used so far. */
  cpuMs(): Promise<number>
  stop(): Promise<void>
}

/** Forks relayTargets.ts and waits for its URLs. */
export async function startTargets(): Promise<RunningTargets> {
  const child = fork(fileURLToPath(new URL('./relayTargets.ts', import.meta.url)), [], {
    // FOYER_BENCH_CPU_PROFILE=<dir> writes a V8 CPU profile of the servers' process there.
    execArgv: ['--import', 'tsx', ...(process.env.FOYER_BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.FOYER_BENCH_CPU_PROFILE}`] : [])],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const urls = await new Promise<TargetUrls>((resolve, reject) => {
    const onMessage = (message: TargetMessage) => {
      if (message.kind !== 'urls') return
      child.off('message', onMessage)
      resolve(message.urls)
    }
    child.on('message', onMessage)
    child.once('exit', (code) => reject(new Error(`The relay bench servers exited (code ${code}) before they were up`)))
  })
  return {
    urls,
    cpuMs() {
      return new Promise((resolve) => {
        const onMessage = (message: TargetMessage) => {
          if (message.kind !== 'cpu') return
          child.off('message', onMessage)
          resolve((message.userMicros + message.systemMicros) / 1000)
        }
        child.on('message', onMessage)
        child.send({ kind: 'cpu' })
      })
    },
    async stop() {
      child.disconnect()
      await exited
    },
  }
}
