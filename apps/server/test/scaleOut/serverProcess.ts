/**
 * A built server process (`node <build>/foyer.js serve`) as an operator runs it, its JSON log lines
 * (pino, on stdout) kept for the test to read.
 */
import { spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { FIXTURE_START_MS, startedWithin } from '../../../../scripts/testing/fixtureTime.ts'

export interface ServerProcess {
  name: string
  port: number
  /** Every log line's `msg`, in order. */
  messages(): string[]
  /** Resolves when a line with this `msg` has been logged; fails naming the process if it exits first or after `ms`. */
  logged(message: string, ms?: number): Promise<void>
  /** Kills the process with the signal and resolves once it has exited, with the signal it died of. */
  kill(signal: NodeJS.Signals): Promise<NodeJS.Signals | null>
}

/** Runs a `foyer` command of the build to its end and answers what it printed; fails with its output otherwise. */
export function runFoyer(build: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv }): string {
  const result = spawnSync(process.execPath, [join(build, 'foyer.js'), ...args], { ...options, encoding: 'utf8', timeout: FIXTURE_START_MS })
  if (result.status !== 0) throw new Error(`foyer ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`)
  return result.stdout.trim()
}

/** Starts `foyer serve` and resolves once it listens (its port read from its log). */
export async function startServerProcess(name: string, build: string, options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<ServerProcess> {
  const child = spawn(process.execPath, [join(build, 'foyer.js'), 'serve'], { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: Record<string, unknown>[] = []
  let output = ''
  const waiting = new Set<() => void>()
  const wake = () => {
    for (const resolve of waiting) resolve()
    waiting.clear()
  }
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
  void exited.then(wake)
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  let partial = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
    const parts = (partial + chunk).split('\n')
    partial = parts.pop()!
    for (const line of parts) if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>)
    wake()
  })
  const messages = () => lines.map((line) => String(line.msg))

  /** Waits until `found` answers a value, checking on each new line; fails when the process has exited. */
  const until = async <T>(what: string, found: () => T | undefined, ms: number): Promise<T> =>
    startedWithin(
      `server process ${name}: ${what}`,
      (async () => {
        for (;;) {
          const value = found()
          if (value !== undefined) return value
          if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server process ${name} exited (${child.exitCode ?? child.signalCode}) before ${what}:\n${output.slice(-4000)}`)
          await new Promise<void>((resolve) => waiting.add(resolve))
        }
      })(),
      ms,
    )

  const port = await until(
    'listening',
    () => {
      const listening = messages()
        .map((message) => /^Server listening at http:\/\/127\.0\.0\.1:(\d+)$/.exec(message))
        .find(Boolean)
      return listening ? Number(listening[1]) : undefined
    },
    FIXTURE_START_MS,
  )
  return {
    name,
    port,
    messages,
    logged: async (message, ms = FIXTURE_START_MS) => void (await until(`logging "${message}"`, () => (messages().includes(message) ? true : undefined), ms)),
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}
