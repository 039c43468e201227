import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../../src/caip.ts'
import { createHoldingsCache } from '../../src/balances/holdingsCache.ts'
import type { Holding } from '../../src/balances/readHoldings.ts'

const CHAIN: CaipNetworkId = 'eip155:31337'
const ALICE = '0x00000000000000000000000000000000000a11ce'
const BOB = '0x0000000000000000000000000000000000000b0b'

/** A cache over a counting stand-in for the chain's nodes, on a clock the test moves. */
function countedCache(forceUpdateIntervalMs = 5_000) {
  const reads: string[] = []
  let clock = 1_000_000
  const cache = createHoldingsCache(
    async (_chainId, owner) => (reads.push(owner), [] as Holding[]),
    (_chainId, owner) => owner.toLowerCase(),
    { forceUpdateIntervalMs, now: () => clock },
  )
  const get = (owner: string, forceUpdate: boolean) => cache.get(CHAIN, owner, { forceUpdate })
  return { reads, get, advance: (ms: number) => (clock += ms) }
}

describe('forceUpdate=true on the balance cache', () => {
  it('reads the chain again at most once per interval (5 s) per account; within it the cache answers', async () => {
    const { reads, get, advance } = countedCache()
    await get(ALICE, false)
    expect(reads).toEqual([ALICE])
    await get(ALICE, true)
    expect(reads).toEqual([ALICE, ALICE])
    for (let again = 0; again < 5; again++) {
      advance(900)
      await get(ALICE, true)
    }
    expect(reads).toEqual([ALICE, ALICE])
    advance(500)
    await get(ALICE, true)
    expect(reads).toEqual([ALICE, ALICE, ALICE])
  })

  it('is counted per account: one account forcing its updates does not hold back another’s', async () => {
    const { reads, get } = countedCache()
    await get(ALICE, true)
    await get(ALICE.toUpperCase().replace('0X', '0x'), true)
    await get(BOB, true)
    expect(reads).toEqual([ALICE, BOB])
  })

  it('an interval of 0 lets every forced update through', async () => {
    const { reads, get } = countedCache(0)
    await get(ALICE, true)
    await get(ALICE, true)
    expect(reads).toHaveLength(2)
  })
})
