/** Lifetimes of the Sign protocol, in seconds (design note §4.3). */

export const PROPOSAL_TTL_SECONDS = 300
/** A pairing that carried a proposal stays around this long after it was answered. */
export const ACTIVE_PAIRING_TTL_SECONDS = 300
export const SESSION_TTL_SECONDS = 604_800
export const REQUEST_EXPIRY_DEFAULT_SECONDS = 300
export const REQUEST_EXPIRY_MIN_SECONDS = 300
export const REQUEST_EXPIRY_MAX_SECONDS = 604_800
/** How long this client waits for the peer's answer to a protocol request other than wc_sessionRequest. */
export const PEER_ANSWER_TIMEOUT_SECONDS = 300
/** How often expired pairings, proposals, sessions and requests are swept. */
export const EXPIRY_CHECK_INTERVAL_MS = 5_000

/** Seconds since the epoch. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/** 2.21.8's rule: expired once now reaches the expiry (no grace). */
export function isExpired(expirySeconds: number): boolean {
  return Date.now() >= expirySeconds * 1000
}
