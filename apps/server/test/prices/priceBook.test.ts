import { describe, expect, it } from 'vitest'
import { createPriceBook, MAX_STALE_MS, type ChainPrices } from '../../src/prices/priceBook.ts'
import { NATIVE_ASSET, pricedAsset, PriceSourceError, type FiatPrices, type PricedAsset, type PriceSource } from '../../src/prices/priceSource.ts'
import { FAILURE_COOLDOWN_MS, FAILURE_LOG_WINDOW_MS } from '../../src/prices/upstreamHealth.ts'
import { fixedPrices } from '../../src/prices/fixedPrices.ts'

const MAINNET = 'eip155:1' as const
const BASE = 'eip155:8453' as const
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const USDC_CHECKSUMMED = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const TTL_MS = 60_000

/** A price source under the test's control: it records each fetch, and answers or fails as told. */
function scriptedSource(upstream = 'CoinGecko at http://127.0.0.1') {
  const fetches: PricedAsset[][] = []
  let answer: (assets: readonly PricedAsset[]) => Promise<ReadonlyMap<PricedAsset, FiatPrices>> = async (assets) => new Map(assets.map((asset) => [asset, { usd: asset === NATIVE_ASSET ? 3000 : 1 }]))
  const source: PriceSource = {
    upstream,
    ttlMs: TTL_MS,
    fetch: (assets) => {
      fetches.push([...assets])
      return answer(assets)
    },
  }
  return { source, fetches, answerWith: (next: typeof answer) => void (answer = next) }
}

function recordingLog() {
  const lines: { level: string; message: string; details: Record<string, unknown> }[] = []
  const record = (level: string) => (details: object, message: string) => void lines.push({ level, message, details: details as Record<string, unknown> })
  return { log: { warn: record('warn'), info: record('info') }, lines }
}

function bookOver(chains: ChainPrices[]) {
  let time = 1_000_000
  const { log, lines } = recordingLog()
  const book = createPriceBook(chains, { log, now: () => time })
  return { book, lines, advance: (ms: number) => void (time += ms) }
}

const failing = async (): Promise<never> => {
  throw new PriceSourceError('answered HTTP 503')
}

describe('the price book', () => {
  it("answers a chain's configured assets from its source, keyed by lowercase address", async () => {
    const { source } = scriptedSource()
    const { book } = bookOver([{ chainId: MAINNET, source, tokenAddresses: [USDC_CHECKSUMMED] }])
    expect(await book.pricesOf(MAINNET, [NATIVE_ASSET, USDC_CHECKSUMMED])).toEqual(
      new Map([
        [NATIVE_ASSET, { usd: 3000 }],
        [USDC, { usd: 1 }],
      ]),
    )
  })

  it('never asks its source about an address the chain does not list, nor about a chain it does not serve', async () => {
    const { source, fetches } = scriptedSource()
    const { book } = bookOver([{ chainId: MAINNET, source, tokenAddresses: [USDC] }])
    expect(await book.pricesOf(MAINNET, [`0x${'11'.repeat(20)}`, USDC])).toEqual(new Map([[USDC, { usd: 1 }]]))
    expect(await book.pricesOf(BASE, [USDC])).toEqual(new Map())
    expect(fetches).toEqual([[USDC]])
  })

  it('keeps prices for the source’s ttl, then asks again', async () => {
    const { source, fetches } = scriptedSource()
    const { book, advance } = bookOver([{ chainId: MAINNET, source, tokenAddresses: [USDC] }])
    await book.pricesOf(MAINNET, [NATIVE_ASSET, USDC])
    advance(TTL_MS - 1)
    await book.pricesOf(MAINNET, [NATIVE_ASSET, USDC])
    expect(fetches).toHaveLength(1)
    advance(1)
    await book.pricesOf(MAINNET, [USDC])
    expect(fetches).toEqual([[NATIVE_ASSET, USDC], [USDC]])
  })

  it('remembers that the source has no price for an asset, so it does not ask on every request', async () => {
    const { source, fetches, answerWith } = scriptedSource()
    answerWith(async () => new Map())
    const { book } = bookOver([{ chainId: MAINNET, source, tokenAddresses: [USDC] }])
    expect(await book.pricesOf(MAINNET, [USDC])).toEqual(new Map())
    expect(await book.pricesOf(MAINNET, [USDC])).toEqual(new Map())
    expect(fetches).toHaveLength(1)
  })

  it('shares a fetch under way between concurrent requests', async () => {
    const { source, fetches, answerWith } = scriptedSource()
    let release: () => void = () => undefined
    answerWith((assets) => new Promise((resolve) => (release = () => resolve(new Map(assets.map((asset) => [asset, { usd: 2 }]))))))
    const { book } = bookOver([{ chainId: MAINNET, source, tokenAddresses: [USDC] }])
    const first = book.pricesOf(MAINNET, [NATIVE_ASSET, USDC])
    const second = book.pricesOf(MAINNET, [USDC])
    await Promise.resolve()
    release()
    expect(await Promise.all([first, second])).toEqual([
      new Map([
        [NATIVE_ASSET, { usd: 2 }],
        [USDC, { usd: 2 }],
      ]),
      new Map([[USDC, { usd: 2 }]]),
    ])
    expect(fetches).toEqual([[NATIVE_ASSET, USDC]])
  })

  it('answers without prices when the source fails, and never throws', async () => {
    const { source, answerWith } = scriptedSource()
    answerWith(failing)
    const { book } = bookOver([{ chainId: MAINNET, source, tokenAddresses: [USDC] }])
    await expect(book.pricesOf(MAINNET, [NATIVE_ASSET, USDC])).resolves.toEqual(new Map())
  })

  it('leaves a failing source alone for the cooldown, then asks again', async () => {
    const { source, fetches, answerWith } = scriptedSource()
    answerWith(failing)
    const { book, advance } = bookOver([{ chainId: MAINNET, source, tokenAddresses: [] }])
    await book.pricesOf(MAINNET, [NATIVE_ASSET])
    advance(FAILURE_COOLDOWN_MS - 1)
    await book.pricesOf(MAINNET, [NATIVE_ASSET])
    expect(fetches).toHaveLength(1)
    advance(1)
    await book.pricesOf(MAINNET, [NATIVE_ASSET])
    expect(fetches).toHaveLength(2)
  })

  it('logs a failing source once a window, with how many failures it did not log, and logs its return', async () => {
    const { source, answerWith } = scriptedSource()
    answerWith(failing)
    const { book, lines, advance } = bookOver([{ chainId: MAINNET, source, tokenAddresses: [] }])
    for (let elapsed = 0; elapsed < FAILURE_LOG_WINDOW_MS; elapsed += FAILURE_COOLDOWN_MS) {
      await book.pricesOf(MAINNET, [NATIVE_ASSET])
      advance(FAILURE_COOLDOWN_MS)
    }
    await book.pricesOf(MAINNET, [NATIVE_ASSET])
    answerWith(async () => new Map([[NATIVE_ASSET, { usd: 3100 }]]))
    advance(FAILURE_COOLDOWN_MS)
    expect(await book.pricesOf(MAINNET, [NATIVE_ASSET])).toEqual(new Map([[NATIVE_ASSET, { usd: 3100 }]]))

    expect(lines.map((line) => [line.level, line.details])).toEqual([
      ['warn', { upstream: 'CoinGecko at http://127.0.0.1', reason: 'answered HTTP 503', unloggedFailures: 0 }],
      ['warn', { upstream: 'CoinGecko at http://127.0.0.1', reason: 'answered HTTP 503', unloggedFailures: 5 }],
      ['info', { upstream: 'CoinGecko at http://127.0.0.1' }],
    ])
    expect(lines[0]!.message).toBe('prices: CoinGecko at http://127.0.0.1 answered HTTP 503; balances and history are answered without its prices until it answers (logged at most once a minute)')
  })

  it('shares one failure window between chains that ask the same service', async () => {
    const mainnet = scriptedSource()
    const base = scriptedSource()
    mainnet.answerWith(failing)
    base.answerWith(failing)
    const { book, lines } = bookOver([
      { chainId: MAINNET, source: mainnet.source, tokenAddresses: [] },
      { chainId: BASE, source: base.source, tokenAddresses: [] },
    ])
    await book.pricesOf(MAINNET, [NATIVE_ASSET])
    await book.pricesOf(BASE, [NATIVE_ASSET])
    expect(lines).toHaveLength(1)
    expect(base.fetches, 'Base is not asked while the service cools down').toEqual([])
  })

  it(`shows the last price while the source fails, up to ${MAX_STALE_MS / 60_000} minutes past its ttl`, async () => {
    const { source, answerWith } = scriptedSource()
    const { book, advance } = bookOver([{ chainId: MAINNET, source, tokenAddresses: [] }])
    await book.pricesOf(MAINNET, [NATIVE_ASSET])
    answerWith(failing)
    advance(TTL_MS)
    expect(await book.pricesOf(MAINNET, [NATIVE_ASSET])).toEqual(new Map([[NATIVE_ASSET, { usd: 3000 }]]))
    advance(MAX_STALE_MS - 1)
    expect(await book.pricesOf(MAINNET, [NATIVE_ASSET])).toEqual(new Map([[NATIVE_ASSET, { usd: 3000 }]]))
    advance(1)
    expect(await book.pricesOf(MAINNET, [NATIVE_ASSET])).toEqual(new Map())
  })
})

describe('fixed prices', () => {
  it('quote the chain’s own numbers in every currency by the reference rates; an asset without a number has none', async () => {
    const source = fixedPrices({ nativePriceUsd: 3000, tokens: [{ address: USDC_CHECKSUMMED, priceUsd: 1 }] })
    expect(source.ttlMs).toBe(Infinity)
    expect(await source.fetch([NATIVE_ASSET, USDC, pricedAsset(`0x${'22'.repeat(20)}`)])).toEqual(
      new Map([
        [NATIVE_ASSET, { usd: 3000, eur: 2760, gbp: 2370 }],
        [USDC, { usd: 1, eur: 0.92, gbp: 0.79 }],
      ]),
    )
    expect(await fixedPrices({ tokens: [] }).fetch([NATIVE_ASSET])).toEqual(new Map())
  })
})
