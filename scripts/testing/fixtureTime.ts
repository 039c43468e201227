/**
 * How long the tests' fixtures (a devnet, a database and its migrations, a server, a relay process,
 * a browser) may take to start, sized for a machine several times slower than a quiet 2-core one:
 * CI has been seen at a load of 10–16 on 2 cores, where a PGlite start plus migrations took over 15 s.
 * A bound is only reached when something hangs, so a generous one costs nothing on a healthy run.
 * `FOYER_TEST_TIME_SCALE=N` gives every bound N times longer (a slower machine still).
 *
 * Each vitest config's hookTimeout is larger than FIXTURE_START_MS, so a fixture that hangs fails
 * with its own message (which fixture, how long), not Vitest's "Hook timed out".
 */

function timeScale(): number {
  const raw = process.env.FOYER_TEST_TIME_SCALE
  if (raw === undefined || raw === '') return 1
  const scale = Number(raw)
  if (!Number.isFinite(scale) || scale < 1) throw new Error(`FOYER_TEST_TIME_SCALE must be a number ≥ 1 (got "${raw}")`)
  return scale
}

const SCALE = timeScale()

/** The bound on one fixture's start: a minute and a half, scaled. */
export const FIXTURE_START_MS = 90_000 * SCALE
/** Vitest's hookTimeout for projects whose hooks start fixtures (a hook may start two in a row). */
export const FIXTURE_HOOK_MS = 2 * FIXTURE_START_MS + 30_000 * SCALE
/** Vitest's testTimeout for projects whose tests talk to chains, servers or browsers. */
export const INTEGRATION_TEST_MS = 60_000 * SCALE
/** Vitest's testTimeout for unit tests (pure code, fake timers, in-memory doubles). */
export const UNIT_TEST_MS = 30_000 * SCALE

/** Answers what `start` answers, or fails naming the fixture when it takes longer than `ms`. */
export async function startedWithin<T>(fixture: string, start: Promise<T>, ms: number = FIXTURE_START_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${fixture} did not finish starting within ${Math.round(ms / 1000)} s (an overloaded machine? FOYER_TEST_TIME_SCALE=2 doubles every fixture bound)`)), ms)
  })
  try {
    return await Promise.race([start, late])
  } finally {
    clearTimeout(timer)
  }
}
