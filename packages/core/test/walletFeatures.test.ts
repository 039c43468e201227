import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../src/options.ts'
import { walletFeatureRow } from '../src/walletFeatures/walletFeatures.ts'

describe('the Account view’s wallet feature row (spec §2: onramp, swaps, receive, send)', () => {
  it('shows Receive in every namespace and Send where it is built (eip155, solana); features not built yet (onramp, swaps, another namespace’s send) are absent, not dead', () => {
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(walletFeatureRow(DEFAULT_FEATURES, namespace)).toEqual([
        { feature: 'receive', view: 'WalletReceive' },
        { feature: 'send', view: 'WalletSend' },
      ])
    }
    for (const namespace of ['polkadot', 'bip122'] as const) {
      expect(walletFeatureRow(DEFAULT_FEATURES, namespace)).toEqual([{ feature: 'receive', view: 'WalletReceive' }])
    }
  })

  it('a feature the host turned off has no button', () => {
    expect(walletFeatureRow({ ...DEFAULT_FEATURES, receive: false, send: false }, 'eip155')).toEqual([])
    expect(walletFeatureRow({ ...DEFAULT_FEATURES, receive: false }, 'eip155')).toEqual([{ feature: 'send', view: 'WalletSend' }])
  })

  it('no Send where the namespace’s adapter brings no way to send (its request module has no sends)', () => {
    expect(walletFeatureRow(DEFAULT_FEATURES, 'solana', false)).toEqual([{ feature: 'receive', view: 'WalletReceive' }])
  })

  it('no active namespace, no row', () => {
    expect(walletFeatureRow(DEFAULT_FEATURES, undefined)).toEqual([])
  })
})
