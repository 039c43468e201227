/**
 * JSON-RPC ids as 2.21.8 makes them (design note §3.3): time-based so ids from one client never
 * repeat across restarts, with a random tail so two processes in the same millisecond differ.
 * Within this process each id is also above the last one: a random tail alone repeats (a burst of
 * 1201 subscribes in a few milliseconds collided, and a pending request was overwritten and hung).
 */

let lastPayloadId = 0

/** Id of a `wc_*` request inside an envelope: Date.now()*1000 + [0,1000), a safe JSON number. */
export function payloadId(): number {
  const candidate = Date.now() * 1000 + Math.floor(Math.random() * 1000)
  lastPayloadId = candidate > lastPayloadId ? candidate : lastPayloadId + 1
  return lastPayloadId
}

let lastRelayRequestId = 0n

/**
 * Id of a request to the relay: Date.now()*10^6 + [0,10^6), 19 digits, sent as a JSON string
 * because it does not fit a double. Computed with BigInt so no digit is lost.
 */
export function relayRequestId(): string {
  const candidate = BigInt(Date.now()) * 1_000_000n + BigInt(Math.floor(Math.random() * 1_000_000))
  lastRelayRequestId = candidate > lastRelayRequestId ? candidate : lastRelayRequestId + 1n
  return lastRelayRequestId.toString()
}
