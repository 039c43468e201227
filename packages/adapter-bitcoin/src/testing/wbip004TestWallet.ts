import { base64, hex } from '@scure/base'
import type { BitcoinNetworkName } from '../bitcoinNetwork.ts'
import type { Wbip004Event, Wbip004Provider, Wbip004ProviderInfo } from '../wbip004Connector.ts'
import { bitcoinTestAccount } from './testKeys.ts'
import { SATS_CONNECT_NAMES, TEST_ICON, testWalletState, type BitcoinTestWalletOptions, type BitcoinTestWalletState } from './testWalletState.ts'

export interface Wbip004TestWalletOptions extends BitcoinTestWalletOptions {
  /** Answer as Leather does (amounts as strings, PSBTs as hex, addresses by type, no events, refusals thrown) instead of as Xverse does. */
  dialect?: 'leather'
}

export interface Wbip004TestWallet extends Wbip004Provider, BitcoinTestWalletState {
  /** Its entry in `window.btc_providers`. */
  info: Wbip004ProviderInfo
  /** Puts the provider where its id says on the target (`window`) and lists it in `btc_providers` (Leather: also `LeatherProvider`). */
  install(target: object): void
  /** The visitor switches the wallet's network (Xverse: a networkChange event with the new accounts). */
  switchNetworkFromWallet(network: BitcoinNetworkName): void
  /** The visitor switches to another account of the seed (Xverse: an accountChange event). */
  switchAccount(account: number): void
  /** The wallet ends the connection on its side (Xverse: a disconnect event). */
  disconnectFromWallet(): void
  listenerCount(): number
}

/** JSON-RPC's error codes as sats-connect names them. */
const USER_REJECTION = -32000
const ACCESS_DENIED = -32002
const INTERNAL_ERROR = -32603
const METHOD_NOT_FOUND = -32601
const INVALID_PARAMS = -32602

/**
 * An in-memory WBIP004 wallet: `request(method, params)` answered with JSON-RPC responses as Xverse's
 * BitcoinProvider answers them (`getAddresses` with purposes and the network, `wallet_getAccount`
 * where it trusts the site, `wallet_getNetwork`, `signMessage { address, message, protocol }`,
 * `sendTransfer` with numbers, `signPsbt` in base64, `addListener` events), or as Leather's does with
 * `dialect: 'leather'`. Refusals are -32000, failures -32603.
 */
export function createWbip004TestWallet(options: Wbip004TestWalletOptions): Wbip004TestWallet {
  const state = testWalletState(options)
  const leather = options.dialect === 'leather'
  const name = options.name ?? (leather ? 'Leather' : 'Test Xverse')
  const id = leather ? 'LeatherProvider' : `${name.replace(/[^A-Za-z0-9]/g, '')}Providers.BitcoinProvider`
  const listeners = new Map<string, Set<(event: Wbip004Event) => void>>()
  let sequence = 0
  let accountIndex = options.account ?? 0

  const keys = () => (accountIndex === (options.account ?? 0) ? state.keys() : bitcoinTestAccount(options.seed, state.activeNetwork(), accountIndex))
  const addresses = () => {
    if (state.flags.noAccounts) return []
    const { payment, ordinals } = keys()
    if (leather)
      return [
        { symbol: 'BTC', type: 'p2wpkh', address: payment.address, publicKey: payment.publicKey, derivationPath: payment.path },
        { symbol: 'BTC', type: 'p2tr', address: ordinals.address, publicKey: ordinals.publicKey, derivationPath: ordinals.path },
        { symbol: 'STX', address: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM' },
      ]
    return [
      { address: payment.address, publicKey: payment.publicKey, purpose: 'payment', addressType: 'p2wpkh', walletType: 'software' },
      { address: ordinals.address, publicKey: ordinals.publicKey, purpose: 'ordinals', addressType: 'p2tr', walletType: 'software' },
      { address: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM', publicKey: '', purpose: 'stacks', addressType: 'stacks', walletType: 'software' },
    ]
  }
  const network = () => ({ bitcoin: { name: SATS_CONNECT_NAMES[state.activeNetwork()] }, stacks: { name: 'testnet' } })
  const keyOf = (address: unknown) => {
    const { payment, ordinals } = keys()
    const key = [payment, ordinals].find((candidate) => candidate.address === address)
    if (!key) throw Object.assign(new Error(`${String(address)} is not an address of this wallet`), { code: INVALID_PARAMS })
    return key
  }
  const emit = (event: Wbip004Event) => {
    for (const listener of [...(listeners.get(event.type!) ?? [])]) listener(event)
  }

  /** One method's result; a thrown `{ code, message }` becomes the error response. */
  const answer = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    if (state.flags.reject && method !== 'wallet_getAccount' && method !== 'wallet_getNetwork') throw { code: USER_REJECTION, message: 'User rejected request' }
    if (state.flags.fail) throw { code: INTERNAL_ERROR, message: 'Internal error: the wallet failed' }
    switch (method) {
      case 'getAddresses':
        state.authorized = true
        return leather ? { addresses: addresses() } : { addresses: addresses(), network: network() }
      case 'wallet_getAccount':
        if (leather) break
        if (!state.authorized) throw { code: ACCESS_DENIED, message: 'Access denied: the site is not connected' }
        return { id: 'test-account', addresses: addresses(), walletType: 'software', network: network() }
      case 'wallet_getNetwork':
        if (leather) break
        return network()
      case 'signMessage': {
        if (leather) {
          const key = params.paymentType === 'p2tr' ? keys().ordinals : keys().payment
          return { signature: state.signMessageWith(key.privateKey, key.address, String(params.message), 'bip322'), address: key.address, message: params.message }
        }
        const key = keyOf(params.address)
        const protocol = params.protocol === 'ECDSA' ? 'ecdsa' : 'bip322'
        return { signature: state.signMessageWith(key.privateKey, key.address, String(params.message), protocol), messageHash: '', address: key.address, protocol: protocol.toUpperCase() }
      }
      case 'sendTransfer': {
        const recipients = params.recipients as { address: string; amount: unknown }[]
        if (!Array.isArray(recipients) || recipients.some((recipient) => typeof recipient.amount !== (leather ? 'string' : 'number')))
          throw { code: INVALID_PARAMS, message: `amount must be a ${leather ? 'string' : 'number'}` }
        const txid = await state.send({ from: keys().payment.address, recipients: recipients.map(({ address, amount }) => ({ address, amount: String(amount) })) })
        return { txid }
      }
      case 'signPsbt': {
        const psbt = leather ? base64.encode(hex.decode(String(params.hex))) : String(params.psbt)
        const signed = state.signPsbtWith(psbt, { payment: keys().payment.privateKey, ordinals: keys().ordinals.privateKey })
        const txid = params.broadcast ? await state.send({ from: keys().payment.address, psbt: signed }) : undefined
        return leather ? { hex: hex.encode(base64.decode(signed)), ...(txid && { txid }) } : { psbt: signed, ...(txid && { txid }) }
      }
    }
    throw { code: METHOD_NOT_FOUND, message: `Method not found: ${method}` }
  }

  const provider: Wbip004Provider = {
    async request(method, params) {
      state.calls.push({ method, params })
      const id = `${++sequence}`
      try {
        return { jsonrpc: '2.0', id, result: await answer(method, (params ?? {}) as Record<string, unknown>) }
      } catch (failure) {
        const error = failure instanceof Error ? { code: (failure as { code?: number }).code ?? INTERNAL_ERROR, message: failure.message } : failure
        // Xverse answers an error response; Leather rejects with it.
        if (leather) throw { jsonrpc: '2.0', id, error }
        return { jsonrpc: '2.0', id, error }
      }
    },
    ...(!leather && {
      addListener({ eventName, cb }: { eventName: string; cb: (event: Wbip004Event) => void }) {
        const set = listeners.get(eventName) ?? new Set()
        listeners.set(eventName, set)
        set.add(cb)
        return () => void set.delete(cb)
      },
    }),
  }

  const info: Wbip004ProviderInfo = { id, name, icon: TEST_ICON }
  return Object.assign(state, provider, {
    info,
    install(target: object) {
      const window = target as Record<string, unknown> & { btc_providers?: Wbip004ProviderInfo[] }
      const path = id.split('.')
      let holder = window as Record<string, unknown>
      for (const step of path.slice(0, -1)) holder = (holder[step] ??= {}) as Record<string, unknown>
      holder[path.at(-1)!] = provider
      window.btc_providers = [...(window.btc_providers ?? []), info]
    },
    switchNetworkFromWallet(next: BitcoinNetworkName) {
      state.network = next
      emit({ type: 'networkChange', bitcoin: network().bitcoin, addresses: addresses() })
    },
    switchAccount(account: number) {
      accountIndex = account
      emit({ type: 'accountChange', addresses: addresses() })
    },
    disconnectFromWallet() {
      state.authorized = false
      emit({ type: 'disconnect' })
    },
    listenerCount: () => [...listeners.values()].reduce((count, set) => count + set.size, 0),
  })
}
