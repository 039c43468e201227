/**
 * How long to wait before reconnect attempt `attempt` (0 = the first after a drop).
 *
 * The first retry comes after 100 ms, as 2.21.8 does (design note §3.6): a relay restart or a
 * dropped socket is usually over by then. Later attempts double up to a cap of a few seconds and
 * get ±20 % jitter, so a thousand clients dropped by one relay restart do not come back in step.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const FIRST_MS = 100
  const CAP_MS = 5000
  if (attempt <= 0) return FIRST_MS
  const base = Math.min(CAP_MS, FIRST_MS * 2 ** attempt)
  return Math.round(base * (0.8 + 0.4 * random()))
}
