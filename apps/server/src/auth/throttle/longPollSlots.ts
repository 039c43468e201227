import { HttpError } from '../../kernel/http/httpError.ts'

/** Long polls (device and Farcaster waits) one client holds open at once, in this process. */
export interface LongPollSlots {
  /** Takes a slot for the client, or throws 429 when it holds its limit; release it when the wait ends. */
  take(client: string): () => void
  /** Slots held now, all clients together (tests, metrics). */
  readonly held: number
}

/**
 * A wait costs a socket and a database poll a second for up to 25 s: 500 of them from one client
 * took the server to 58 % CPU. Each client gets `perClient` at once; the frame needs one.
 */
export function longPollSlots(perClient: number): LongPollSlots {
  const open = new Map<string, number>()
  let held = 0
  return {
    take(client) {
      const count = open.get(client) ?? 0
      if (count >= perClient) {
        throw new HttpError(429, `Too many login waits are open from this address (${perClient} at most): finish or close the others first`)
      }
      open.set(client, count + 1)
      held++
      let released = false
      return () => {
        if (released) return
        released = true
        held--
        const left = (open.get(client) ?? 1) - 1
        if (left === 0) open.delete(client)
        else open.set(client, left)
      }
    },
    get held() {
      return held
    },
  }
}
