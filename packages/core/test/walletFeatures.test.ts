import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../src/options.ts'
import { walletFeatureRow } from '../src/walletFeatures/walletFeatures.ts'

describe('the Account view’s wallet feature row (spec §2: onramp, swaps, receive, send)', () => {
  it('shows Buy (onramp) and Send where they are built (eip155, solana) and Receive in every namespace; features not built yet (another namespace’s buy or send) or not served (swaps) are absent, not dead', () => {
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(walletFeatureRow(DEFAULT_FEATURES, namespace, { onramp: true })).toEqual([
        { feature: 'onramp', view: 'WalletOnramp' },
        { feature: 'receive', view: 'WalletReceive' },
        { feature: 'send', view: 'WalletSend' },
      ])
    }
    for (const namespace of ['polkadot', 'bip122'] as const) {
      expect(walletFeatureRow(DEFAULT_FEATURES, namespace, { onramp: true, swaps: true })).toEqual([{ feature: 'receive', view: 'WalletReceive' }])
    }
  })

  it('a feature the host turned off has no button', () => {
    const everything = { onramp: true, swaps: true, send: true }
    expect(walletFeatureRow({ ...DEFAULT_FEATURES, onramp: false, swaps: false, receive: false, send: false }, 'eip155', everything)).toEqual([])
    expect(walletFeatureRow({ ...DEFAULT_FEATURES, onramp: false, swaps: false, receive: false }, 'eip155', everything)).toEqual([{ feature: 'send', view: 'WalletSend' }])
    expect(walletFeatureRow({ ...DEFAULT_FEATURES, onramp: false }, 'solana', everything).map((entry) => entry.feature)).toEqual(['receive', 'send'])
  })

  it('no Send where the namespace’s adapter brings no way to send (its request module has no sends)', () => {
    expect(walletFeatureRow(DEFAULT_FEATURES, 'solana', { send: false, onramp: true })).toEqual([
      { feature: 'onramp', view: 'WalletOnramp' },
      { feature: 'receive', view: 'WalletReceive' },
    ])
  })

  it('Swap (eip155 only) sits between onramp and Receive, where the server swaps on the active network; not known or not served, it is absent', () => {
    expect(walletFeatureRow(DEFAULT_FEATURES, 'eip155', { swaps: true, onramp: true })).toEqual([
      { feature: 'onramp', view: 'WalletOnramp' },
      { feature: 'swaps', view: 'WalletSwap' },
      { feature: 'receive', view: 'WalletReceive' },
      { feature: 'send', view: 'WalletSend' },
    ])
    expect(walletFeatureRow(DEFAULT_FEATURES, 'eip155', { swaps: false, onramp: true }).map((entry) => entry.feature)).toEqual(['onramp', 'receive', 'send'])
    expect(walletFeatureRow(DEFAULT_FEATURES, 'solana', { swaps: true, onramp: true }).map((entry) => entry.feature)).toEqual(['onramp', 'receive', 'send'])
    expect(walletFeatureRow({ ...DEFAULT_FEATURES, swaps: false }, 'eip155', { swaps: true, onramp: true }).map((entry) => entry.feature)).toEqual(['onramp', 'receive', 'send'])
  })

  it('Buy only where the server names an onramp provider; not known yet, or none, it is absent', () => {
    expect(walletFeatureRow(DEFAULT_FEATURES, 'eip155', { onramp: false }).map((entry) => entry.feature)).toEqual(['receive', 'send'])
    expect(walletFeatureRow(DEFAULT_FEATURES, 'solana').map((entry) => entry.feature)).toEqual(['receive', 'send'])
    expect(walletFeatureRow(DEFAULT_FEATURES, 'solana', { onramp: true }).map((entry) => entry.feature)).toEqual(['onramp', 'receive', 'send'])
  })

  it('no active namespace, no row', () => {
    expect(walletFeatureRow(DEFAULT_FEATURES, undefined)).toEqual([])
  })
})
