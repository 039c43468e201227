/** The fixtures' start bound (scripts/testing/fixtureTime.ts): a hung fixture fails naming itself; a started one passes through. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FIXTURE_HOOK_MS, FIXTURE_START_MS, startedWithin } from '../../scripts/testing/fixtureTime.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('a fixture start bound', () => {
  it('answers what the fixture answers when it starts in time', async () => {
    await expect(startedWithin('the devnet', Promise.resolve('started'))).resolves.toBe('started')
  })

  it('fails naming the fixture and the bound when the fixture hangs', async () => {
    vi.useFakeTimers()
    const hanging = startedWithin('opening PGlite and migrating', new Promise(() => {}), 20_000)
    const outcome = expect(hanging).rejects.toThrow(/^opening PGlite and migrating did not finish starting within 20 s/)
    await vi.advanceTimersByTimeAsync(20_000)
    await outcome
  })

  it("passes the fixture's own failure through", async () => {
    await expect(startedWithin('anvil', Promise.reject(new Error('anvil exited during startup')))).rejects.toThrow('anvil exited during startup')
  })

  it('leaves a hook time for two fixtures in a row, so the fixture says it hung before Vitest does', () => {
    expect(FIXTURE_HOOK_MS).toBeGreaterThan(2 * FIXTURE_START_MS)
  })
})
