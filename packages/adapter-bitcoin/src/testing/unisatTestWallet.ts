import { base64, hex } from '@scure/base'
import type { BitcoinNetworkName } from '../bitcoinNetwork.ts'
import type { UnisatProvider } from '../unisatConnector.ts'
import { bitcoinTestAccount } from './testKeys.ts'
import { testWalletState, type BitcoinTestWalletOptions, type BitcoinTestWalletState } from './testWalletState.ts'

export interface UnisatTestWallet extends Required<Omit<UnisatProvider, 'on' | 'removeListener'>>, BitcoinTestWalletState {
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
  /** Puts the wallet where UniSat puts itself (`window.unisat`) or where OKX puts its bitcoin object (`window.okxwallet.bitcoin`). */
  install(target: object, at?: 'unisat' | 'okxwallet.bitcoin'): void
  /** The visitor switches to another account of the seed (an accountsChanged event). */
  switchAccount(account: number): void
  /** The visitor switches the wallet's network (a networkChanged event). */
  switchNetworkFromWallet(network: BitcoinNetworkName): void
  listenerCount(): number
}

/** UniSat's chain names; the test wallet names regtest too (UniSat has none), which the connector does not know and reads by address. */
const CHAINS: Readonly<Record<BitcoinNetworkName, string>> = {
  mainnet: 'BITCOIN_MAINNET',
  testnet: 'BITCOIN_TESTNET',
  testnet4: 'BITCOIN_TESTNET4',
  signet: 'BITCOIN_SIGNET',
  regtest: 'BITCOIN_REGTEST',
}

/**
 * An in-memory UniSat-style wallet (`window.unisat`, `window.okxwallet.bitcoin`): one payment
 * account (P2WPKH), `getChain`/`switchChain` and `getNetwork`/`switchNetwork` (every network but
 * regtest can be switched to, as in UniSat), `signMessage(message, type)` through the test's signer,
 * `sendBitcoin`, `signPsbt` (hex) and `pushPsbt`, and `accountsChanged`/`networkChanged` events.
 * Refusals reject with code 4001, failures with a plain error.
 */
export function createUnisatTestWallet(options: BitcoinTestWalletOptions): UnisatTestWallet {
  const state = testWalletState(options)
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  let accountIndex = options.account ?? 0

  const payment = () => (accountIndex === (options.account ?? 0) ? state.keys() : bitcoinTestAccount(options.seed, state.activeNetwork(), accountIndex)).payment
  const shared = () => (state.authorized && !state.flags.noAccounts ? [payment().address] : [])
  const ask = (method: string, params?: unknown) => {
    state.calls.push({ method, params })
    if (state.flags.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    if (state.flags.fail) throw new Error('The wallet failed: internal error')
  }
  const emit = (event: string, ...args: unknown[]) => {
    // Wallets tell their page after the change, not within the call that made it.
    queueMicrotask(() => {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    })
  }
  const switchTo = (network: BitcoinNetworkName) => {
    if (network === 'regtest') throw Object.assign(new Error('Unsupported chain: BITCOIN_REGTEST'), { code: 4200 })
    state.network = network
    emit('networkChanged', network === 'mainnet' ? 'livenet' : 'testnet')
    emit('accountsChanged', shared())
  }

  const wallet = Object.assign(state, {
    async requestAccounts() {
      ask('requestAccounts')
      state.authorized = true
      return shared()
    },
    async getAccounts() {
      state.calls.push({ method: 'getAccounts' })
      return shared()
    },
    async getPublicKey() {
      state.calls.push({ method: 'getPublicKey' })
      return state.authorized ? (accountIndex === (options.account ?? 0) ? state.keys() : bitcoinTestAccount(options.seed, state.activeNetwork(), accountIndex)).payment.publicKey : ''
    },
    async getNetwork() {
      return state.activeNetwork() === 'mainnet' ? 'livenet' : 'testnet'
    },
    async switchNetwork(network: 'livenet' | 'testnet') {
      ask('switchNetwork', network)
      switchTo(network === 'livenet' ? 'mainnet' : 'testnet')
      return network
    },
    async getChain() {
      const name = state.activeNetwork()
      return { enum: CHAINS[name], name: `Bitcoin ${name}`, network: name === 'mainnet' ? 'livenet' : 'testnet' }
    },
    async switchChain(chain: string) {
      ask('switchChain', chain)
      const name = (Object.keys(CHAINS) as BitcoinNetworkName[]).find((candidate) => CHAINS[candidate] === chain)
      if (!name) throw Object.assign(new Error(`Unknown chain ${chain}`), { code: 4200 })
      switchTo(name)
      return { enum: chain }
    },
    async signMessage(message: string, type: 'ecdsa' | 'bip322-simple' = 'ecdsa') {
      ask('signMessage', { message, type })
      const key = payment()
      return state.signMessageWith(key.privateKey, key.address, message, type === 'ecdsa' ? 'ecdsa' : 'bip322')
    },
    async signPsbt(psbtHex: string, psbtOptions?: Record<string, unknown>) {
      ask('signPsbt', { psbtHex, options: psbtOptions })
      const keys = accountIndex === (options.account ?? 0) ? state.keys() : bitcoinTestAccount(options.seed, state.activeNetwork(), accountIndex)
      return hex.encode(base64.decode(state.signPsbtWith(base64.encode(hex.decode(psbtHex)), { payment: keys.payment.privateKey, ordinals: keys.ordinals.privateKey })))
    },
    async pushPsbt(psbtHex: string) {
      ask('pushPsbt', psbtHex)
      return state.send({ from: payment().address, psbt: base64.encode(hex.decode(psbtHex)) })
    },
    async sendBitcoin(toAddress: string, satoshis: number) {
      ask('sendBitcoin', { toAddress, satoshis })
      return state.send({ from: payment().address, recipients: [{ address: toAddress, amount: String(satoshis) }] })
    },
    async disconnect() {
      state.calls.push({ method: 'disconnect' })
      state.authorized = false
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener)
    },
    install(target: object, at: 'unisat' | 'okxwallet.bitcoin' = 'unisat') {
      const window = target as Record<string, unknown>
      if (at === 'unisat') window.unisat = wallet
      else window.okxwallet = { ...((window.okxwallet as object | undefined) ?? {}), bitcoin: wallet }
    },
    switchAccount(account: number) {
      accountIndex = account
      emit('accountsChanged', shared())
    },
    switchNetworkFromWallet(network: BitcoinNetworkName) {
      state.network = network
      emit('networkChanged', network === 'mainnet' ? 'livenet' : 'testnet')
    },
    listenerCount: () => [...listeners.values()].reduce((count, set) => count + set.size, 0),
  })
  return wallet
}
