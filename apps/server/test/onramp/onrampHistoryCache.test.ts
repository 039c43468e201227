import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../../src/namespaces/eip155/eip155ChainConfig.ts'
import type { Catalogue } from '../../src/onramp/onrampCatalogue.ts'
import { onrampHistory } from '../../src/onramp/onrampHistory.ts'
import type { OnrampProvider, ProviderPurchase } from '../../src/onramp/onrampProvider.ts'
import type { OnrampService } from '../../src/onramp/onrampService.ts'

const BUYER = '0x00000000000000000000000000000000000B0b05'
const PURCHASE: ProviderPurchase = {
  id: 'p1',
  status: 'success',
  network: 'foyer',
  chainId: '31337',
  symbol: 'ETH',
  amount: '0.5',
  walletAddress: BUYER,
  txHash: `0x${'ab'.repeat(32)}`,
  createdAt: '2026-01-02T03:04:05.000Z',
}
const CHAINS = [{ caipNetworkId: 'eip155:31337', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, tokens: [] }] as unknown as ChainConfig[]
const silent = { warn: () => undefined }

/** The history's provider asks over a stand-in provider that counts its asks and may fail, on a clock the test moves. */
function countedHistory(cacheMs = 30_000) {
  const asks: string[] = []
  let failing = false
  let clock = 1_000_000
  const provider = {
    id: 'coinbase',
    purchases: async (partnerUserId: string) => {
      asks.push(partnerUserId)
      if (failing) throw new Error('provider down')
      return [PURCHASE]
    },
  } as unknown as OnrampProvider
  const service = { providers: [provider], catalogue: async () => ({ purchaseCurrencies: [] }) as unknown as Catalogue } as unknown as OnrampService
  const history = onrampHistory(service, CHAINS, silent, { cacheMs, now: () => clock })
  return {
    asks,
    ask: (account = BUYER) => history('coinbase', account, ['eip155:31337']),
    advance: (ms: number) => (clock += ms),
    fail: (value: boolean) => (failing = value),
  }
}

describe("the history's onramp purchases are kept briefly per (provider, account)", () => {
  it('two requests for the same account within 30 s: one ask of the provider, the same purchases answered', async () => {
    const { asks, ask } = countedHistory()
    const first = await ask()
    expect(first.map((transaction) => transaction.id)).toEqual([`eip155:31337:${PURCHASE.txHash}`])
    expect(await ask(BUYER.toUpperCase().replace('0X', '0x'))).toEqual(first)
    expect(asks).toEqual([BUYER.toLowerCase()])
  })

  it('asks again once the 30 s are over, and for another account at once', async () => {
    const { asks, ask, advance } = countedHistory()
    await ask()
    await ask('0x000000000000000000000000000000000000a11c')
    advance(29_999)
    await ask()
    expect(asks).toHaveLength(2)
    advance(1)
    await ask()
    expect(asks).toHaveLength(3)
  })

  it('a failed ask is not kept: the next request asks again', async () => {
    const { asks, ask, fail } = countedHistory()
    fail(true)
    expect(await ask()).toEqual([])
    fail(false)
    expect(await ask()).toHaveLength(1)
    expect(asks).toHaveLength(2)
  })
})
