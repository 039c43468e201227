/**
 * One implementation's pairing and request figures, measured in a process of its own: each
 * implementation starts from the same cold process, and 2.21.8's global state (its Core cache on
 * globalThis, IS_VITEST, timers that outlive its sockets) stays out of the bench process.
 * argv: implementation, relay URL, pairings, requests. Sends SessionFigures over IPC, then exits.
 */
import type { Implementation } from './benchPeers.ts'
import { measureSessions } from './sessionBench.ts'

const [implementation, relayUrl, pairings, requests] = process.argv.slice(2) as [Implementation, string, string, string]
try {
  process.send!({ figures: await measureSessions(implementation, relayUrl, Number(pairings), Number(requests)) })
} catch (error) {
  process.send!({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
}
// 2.21.8 leaves timers running after its transport is closed; they would keep this process up for a minute.
process.disconnect()
process.exit(0)
