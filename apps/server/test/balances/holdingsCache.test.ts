import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../../src/caip.ts'
import { createHoldingsCache } from '../../src/balances/holdingsCache.ts'
import type { Holding } from '../../src/balances/holding.ts'

const CHAIN: CaipNetworkId = 'eip155:31337'
const ALICE = '0x00000000000000000000000000000000000a11ce'
const BOB = '0x0000000000000000000000000000000000000b0b'

/** A cache over a counting stand-in for the chain's nodes, on a clock the test moves. */
function countedCache(forceUpdateIntervalMs = 5_000) {
  const reads: string[] = []
  /** What the chain holds for each owner now (the stand-in reads it). */
  const chain = new Map<string, Holding[]>()
  /** The waits the cache asked for, each released by the test. */
  const waits: { ms: number; release: () => void }[] = []
  let clock = 1_000_000
  const cache = createHoldingsCache(
    async (_chainId, owner) => (reads.push(owner), chain.get(owner) ?? []),
    (_chainId, owner) => owner.toLowerCase(),
    { forceUpdateIntervalMs, now: () => clock, wait: (ms) => new Promise<void>((release) => waits.push({ ms, release })) },
  )
  const get = (owner: string, forceUpdate: boolean) => cache.get(CHAIN, owner, { forceUpdate })
  return { reads, chain, waits, get, advance: (ms: number) => (clock += ms) }
}

const SOL: Holding = { name: 'Solana', symbol: 'SOL', decimals: 9, amount: 1_000_000_000n }

describe('forceUpdate=true on the balance cache', () => {
  it('reads the chain again at most once per interval (5 s) per account: a forced update within it waits for its end, and all that wait share one read', async () => {
    const { reads, waits, get, advance } = countedCache()
    await get(ALICE, false)
    expect(reads).toEqual([ALICE])
    await get(ALICE, true)
    expect(reads).toEqual([ALICE, ALICE])
    advance(900)
    const waiting = [get(ALICE, true), get(ALICE, true), get(ALICE, true)]
    await Promise.resolve()
    expect(
      waits.map((wait) => wait.ms),
      'one wait, until the interval ends',
    ).toEqual([4_100])
    expect(reads, 'nothing read while the interval lasts').toEqual([ALICE, ALICE])
    advance(4_100)
    waits[0]!.release()
    await Promise.all(waiting)
    expect(reads, 'then one read for all three').toEqual([ALICE, ALICE, ALICE])
    advance(5_000)
    await get(ALICE, true)
    expect(reads, 'a forced update after the interval reads at once').toEqual([ALICE, ALICE, ALICE, ALICE])
    expect(waits).toHaveLength(1)
  })

  it('a transaction that lands just after a forced read still shows: the next forced update answers what the chain holds, not the cached holdings', async () => {
    const { chain, waits, get, advance } = countedCache()
    expect(await get(ALICE, true), 'sent: read at once, before the transaction is in a block').toEqual([])
    chain.set(ALICE, [SOL])
    advance(1_000)
    const mined = get(ALICE, true)
    await Promise.resolve()
    advance(waits[0]!.ms)
    waits[0]!.release()
    expect(await mined, 'mined: the forced update waited out the interval and read the chain').toEqual([SOL])
    expect(await get(ALICE, false), 'and the cache holds it').toEqual([SOL])
  })

  it('is counted per account (in any letter case): one account forcing its updates does not hold back another’s', async () => {
    const { reads, waits, get } = countedCache()
    await get(ALICE, true)
    void get(ALICE.toUpperCase().replace('0X', '0x'), true)
    await get(BOB, true)
    expect(reads).toEqual([ALICE, BOB])
    expect(waits, 'only Alice’s second forced update waits').toHaveLength(1)
  })

  it('an interval of 0 lets every forced update through', async () => {
    const { reads, get } = countedCache(0)
    await get(ALICE, true)
    await get(ALICE, true)
    expect(reads).toHaveLength(2)
  })
})
