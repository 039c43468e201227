import { createServer } from 'node:net'
import type { ActivityLog } from '../src/activity/chainFollower.ts'

/** A logger that keeps what the indexer reports, to assert on it. */
export function recordingLog() {
  const lines: { level: 'info' | 'warn'; message: string; details: object }[] = []
  const log: ActivityLog = {
    info: (details, message) => void lines.push({ level: 'info', message, details }),
    warn: (details, message) => void lines.push({ level: 'warn', message, details }),
  }
  return { log, lines }
}

/** A loopback port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
