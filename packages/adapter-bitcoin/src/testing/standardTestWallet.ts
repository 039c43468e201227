import type { BitcoinConnectFeature } from '@exodus/bitcoin-wallet-standard-features'
import { base64, hex } from '@scure/base'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature, StandardEventsListeners } from '@wallet-standard/features'
import type { BitcoinNetworkName } from '../bitcoinNetwork.ts'
import type { BitcoinSignMessageFeature } from '../walletStandardConnector.ts'
import { bitcoinTestAccount, type BitcoinTestKey } from './testKeys.ts'
import { STANDARD_CHAINS, TEST_ICON, testWalletState, type BitcoinTestWalletOptions, type BitcoinTestWalletState } from './testWalletState.ts'

export interface StandardBitcoinTestWallet extends Wallet, BitcoinTestWalletState {
  /** The visitor switches the wallet's network: its accounts become that network's (a change event). */
  switchNetworkFromWallet(network: BitcoinNetworkName): void
  /** The visitor switches to another account of the seed (a change event). */
  switchAccount(account: number): void
  /** The wallet forgets the site on its side (a change event without accounts). */
  disconnectFromWallet(): void
  listenerCount(): number
}

/**
 * An in-memory Wallet Standard Bitcoin wallet (as Phantom and Magic Eden register): `bitcoin:connect`
 * answers its payment and ordinals accounts in the order asked, `standard:events`,
 * `standard:disconnect`, and `bitcoin:signMessage` through the test's signer (labelled ECDSA by the
 * connector, as the feature is defined). A refusal rejects with words and no code, as such wallets do.
 */
export function createStandardBitcoinTestWallet(options: BitcoinTestWalletOptions): StandardBitcoinTestWallet {
  const state = testWalletState(options)
  let accountIndex = options.account ?? 0
  const keys = () => (accountIndex === (options.account ?? 0) ? state.keys() : bitcoinTestAccount(options.seed, state.activeNetwork(), accountIndex))
  const listeners = new Set<StandardEventsListeners['change']>()
  const accountOf = (key: BitcoinTestKey): WalletAccount => ({
    address: key.address,
    publicKey: hex.decode(key.publicKey),
    chains: [STANDARD_CHAINS[state.activeNetwork()]],
    features: ['bitcoin:signMessage'],
  })
  const current = (): WalletAccount[] => (state.flags.noAccounts ? [] : [accountOf(keys().payment), accountOf(keys().ordinals)])
  const emit = () => {
    for (const listener of [...listeners]) listener({ accounts: state.authorized ? current() : [] })
  }
  const answer = (method: string, params?: unknown) => {
    state.calls.push({ method, params })
    if (state.flags.reject) throw new Error('User rejected the request')
    if (state.flags.fail) throw new Error('The wallet failed: internal error')
  }

  const features = {
    'bitcoin:connect': {
      version: '1.0.0',
      connect: async (input) => {
        answer('bitcoin:connect', input)
        state.authorized = true
        const [payment, ordinals] = current()
        // In the order of the purposes asked.
        const byPurpose = { payment, ordinals }
        return { accounts: input.purposes.flatMap((purpose) => (byPurpose[purpose] ? [byPurpose[purpose]] : [])) }
      },
    } satisfies BitcoinConnectFeature['bitcoin:connect'],
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        state.calls.push({ method: 'standard:disconnect' })
        state.authorized = false
      },
    } satisfies StandardDisconnectFeature['standard:disconnect'],
    'standard:events': {
      version: '1.0.0',
      on: (_event, listener) => {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    } satisfies StandardEventsFeature['standard:events'],
    'bitcoin:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs) => {
        answer('bitcoin:signMessage', inputs)
        return inputs.map(({ account, message }) => {
          const held = keys()
          const key = [held.payment, held.ordinals].find((candidate) => candidate.address === account.address)
          if (!key) throw new Error(`${account.address} is not an account of this wallet`)
          const text = new TextDecoder().decode(message)
          return { signedMessage: message, signature: base64.decode(state.signMessageWith(key.privateKey, key.address, text, 'ecdsa')) }
        })
      },
    } satisfies BitcoinSignMessageFeature['bitcoin:signMessage'],
  }

  const wallet = Object.assign(state, {
    version: '1.0.0' as const,
    name: options.name ?? 'Test Bitcoin Standard Wallet',
    icon: TEST_ICON,
    chains: ['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:regtest'] as IdentifierString[],
    features: features as unknown as Wallet['features'],
    switchNetworkFromWallet(network: BitcoinNetworkName) {
      state.network = network
      emit()
    },
    switchAccount(account: number) {
      accountIndex = account
      emit()
    },
    disconnectFromWallet() {
      state.authorized = false
      emit()
    },
    listenerCount: () => listeners.size,
  })
  // The accounts it shares with the site, read anew each time (a getter Object.assign would have read once).
  Object.defineProperty(wallet, 'accounts', { get: () => (state.authorized ? current() : []), enumerable: true })
  return wallet as typeof wallet & { readonly accounts: readonly WalletAccount[] }
}
