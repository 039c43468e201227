/**
 * Relays in processes of their own (relayProcessMain.ts): two of them sharing one Redis are two
 * servers of one relay address, the way it is deployed behind a load balancer. Nothing but Redis
 * is shared between them, so a test cannot pass through state one process keeps in memory.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { FIXTURE_START_MS } from '../../scripts/testing/fixtureTime.ts'
import type { RelayOptions, RunningRelay } from './relayServer.ts'

const MAIN = fileURLToPath(new URL('./relayProcessMain.ts', import.meta.url))

export interface RelayProcess extends RunningRelay {
  /** Ends the process at once (SIGKILL): its sockets drop without a close frame, like a crash. */
  kill(): Promise<void>
}

/** A relay process transpiles the server with tsx as it starts: 58 s was seen at a load of 19 on 2 cores. */
export async function startRelayProcess(options: RelayOptions, startTimeoutMs = FIXTURE_START_MS): Promise<RelayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const port = await new Promise<number>((resolve, reject) => {
    let stdout = ''
    const timer = setTimeout(() => fail(`did not start within ${startTimeoutMs} ms`), startTimeoutMs)
    function fail(why: string) {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`relay process ${why}${stderr ? `:\n${stderr}` : ''}`))
    }
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const match = /listening (\d+)/.exec(stdout)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.once('exit', (code, signal) => fail(`exited (${signal ?? `code ${code}`}) before listening`))
  })

  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    port,
    close: () => stop('SIGTERM'),
    kill: () => stop('SIGKILL'),
  }
}
