import { DEFAULT_FEATURES, type WalletFeature } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { featureRow } from '../src/walletFeatures/featureRow.ts'
import { WALLET_FEATURES } from '../src/walletFeatures/walletFeatureViews.ts'

const ids = (served: WalletFeature[], options = DEFAULT_FEATURES) => featureRow(WALLET_FEATURES, options, new Set(served)).map((feature) => feature.id)

describe('the Account view’s wallet feature row (spec §2: onramp, swaps, receive, send)', () => {
  it('shows every served feature in the spec’s order, each opening its own view', () => {
    expect(featureRow(WALLET_FEATURES, DEFAULT_FEATURES, new Set(['send', 'receive', 'swaps', 'onramp'])).map(({ id, view }) => [id, view])).toEqual([
      ['onramp', 'WalletOnramp'],
      ['swaps', 'WalletSwap'],
      ['receive', 'WalletReceive'],
      ['send', 'WalletSend'],
    ])
  })

  it('a feature not served (or not known to be yet) is absent, never a dead button', () => {
    expect(ids(['receive'])).toEqual(['receive'])
    expect(ids(['receive', 'send', 'onramp'])).toEqual(['onramp', 'receive', 'send'])
    expect(ids([])).toEqual([])
  })

  it('a feature the host turned off has no button', () => {
    const all: WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']
    expect(ids(all, { ...DEFAULT_FEATURES, onramp: false, swaps: false, receive: false, send: false })).toEqual([])
    expect(ids(all, { ...DEFAULT_FEATURES, onramp: false, swaps: false, receive: false })).toEqual(['send'])
    expect(ids(all, { ...DEFAULT_FEATURES, swaps: false })).toEqual(['onramp', 'receive', 'send'])
  })

  it('Receive is served everywhere; the others ask the namespace’s module (and the server)', async () => {
    const receive = WALLET_FEATURES.find((feature) => feature.id === 'receive')!
    expect(receive.served({} as never, 'bip122', 'bip122:000000000019d6689c085ae165831e93')).toBe(true)
  })
})
