import type { WalletConnector } from '@foyer/core/internal'
import { base64, hex } from '@scure/base'
import { decodeBitcoinAddress } from './bip122/bitcoinAddress.ts'
import type { BitcoinAddressEntry, BitcoinMessageProtocol } from './bip122/requestTypes.ts'
import { bitcoinConnector, type BitcoinConnectorMeta, type WalletAnswer } from './bitcoinConnector.ts'
import { BITCOIN_NETWORKS } from './bitcoinNetwork.ts'
import { unsupported } from './walletErrors.ts'

/**
 * A WBIP004 provider (`window.btc_providers` names them; Xverse's `XverseProviders.BitcoinProvider`,
 * Leather's `LeatherProvider`): JSON-RPC requests by method name, answered with a JSON-RPC response
 * (`{ result }` or `{ error: { code, message } }`); Xverse's also takes listeners.
 */
export interface Wbip004Provider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(listener: { eventName: string; cb: (event: Wbip004Event) => void }): () => void
}

/** What `window.btc_providers` lists: a provider's id is where it is found on `window`, a dotted path. */
export interface Wbip004ProviderInfo {
  id: string
  name: string
  icon?: string
}

/** Xverse's events: another account, another network (with the accounts there), or the wallet ended the connection. */
export interface Wbip004Event {
  type?: 'accountChange' | 'networkChange' | 'disconnect'
  addresses?: unknown[]
  bitcoin?: { name?: string }
}

export interface Wbip004ConnectorMeta extends Omit<BitcoinConnectorMeta, 'type'> {
  type?: BitcoinConnectorMeta['type']
  /**
   * Leather's request API differs from Xverse's (sats-connect's) in three shapes: amounts are
   * strings, PSBTs are hex (`hex`, `signAtIndex`), and its addresses carry a type, not a purpose.
   */
  dialect?: 'leather'
}

export function isWbip004Provider(value: unknown): value is Wbip004Provider {
  return typeof (value as Partial<Wbip004Provider> | null | undefined)?.request === 'function'
}

/** sats-connect's network names (Xverse's `getAddresses` and `wallet_getNetwork` answer them). */
const NETWORK_NAMES: Readonly<Record<string, string>> = {
  Mainnet: BITCOIN_NETWORKS.mainnet,
  Testnet: BITCOIN_NETWORKS.testnet,
  Testnet4: BITCOIN_NETWORKS.testnet4,
  Signet: BITCOIN_NETWORKS.signet,
  Regtest: BITCOIN_NETWORKS.regtest,
}
const PROTOCOLS: Readonly<Record<BitcoinMessageProtocol, string>> = { bip322: 'BIP322', ecdsa: 'ECDSA' }

/**
 * A WBIP004 wallet (Xverse, Leather) as a Foyer connector: `getAddresses` for its payment and
 * ordinals addresses, `signMessage { address, message, protocol }` (BIP-322 unless ECDSA is
 * asked for; Leather signs BIP-322 only), `sendTransfer { recipients }`, `signPsbt`; Xverse's
 * `wallet_getAccount` restores a connection silently and its events follow changes made in the
 * wallet. The page cannot switch its network: a wallet on another network is a WrongNetworkError.
 */
export function wbip004Connector(provider: Wbip004Provider, meta: Wbip004ConnectorMeta): WalletConnector<'bip122'> {
  const leather = meta.dialect === 'leather'

  const call = async (method: string, params?: unknown): Promise<Record<string, unknown>> => {
    const response = (await provider.request(method, params).catch((failure: unknown) => Promise.reject(rpcError(failure)))) as Record<string, unknown> | null
    if (response && typeof response === 'object' && 'error' in response && response.error) throw response.error
    const result = response && typeof response === 'object' && 'result' in response ? response.result : response
    return (result ?? {}) as Record<string, unknown>
  }
  const answerOf = (result: Record<string, unknown>): WalletAnswer => {
    const addresses = addressEntries(Array.isArray(result) ? result : result.addresses)
    const networkId = networkIdOf(result.network)
    return { addresses, ...(networkId && { networkId }) }
  }

  return bitcoinConnector(
    { id: meta.id, name: meta.name, type: meta.type ?? 'ANNOUNCED', ...(meta.imageUrl && { imageUrl: meta.imageUrl }) },
    {
      async connect() {
        const answer = answerOf(await call('getAddresses', { purposes: ['payment', 'ordinals'], message: 'Connect your Bitcoin account' }))
        if (answer.networkId || leather) return answer
        // An Xverse that did not say its network with the addresses says it when asked (testnet4 and signet share tb1 addresses).
        const networkId = networkIdOf(await call('wallet_getNetwork', null).catch(() => undefined))
        return networkId ? { ...answer, networkId } : answer
      },
      async reconnect() {
        // Xverse answers the accounts it already shares without asking; Leather has no such method, so it is connected anew.
        if (leather) return undefined
        return answerOf(await call('wallet_getAccount', null))
      },
      async disconnect() {
        // WBIP004 has no disconnect: the wallet keeps trusting the site until the visitor revokes it there.
      },
      watch(onChange) {
        if (typeof provider.addListener !== 'function') return undefined
        const follow = (event: Wbip004Event) => {
          if (event.type === 'disconnect') return onChange(null)
          const answer = answerOf({ addresses: event.addresses, ...(event.bitcoin && { network: { bitcoin: event.bitcoin } }) })
          // Without the new addresses the account is unknown: the connection ends, the visitor connects again.
          onChange(answer.addresses.length > 0 ? answer : null)
        }
        const stops = ['accountChange', 'networkChange', 'disconnect'].map((eventName) => provider.addListener!({ eventName, cb: follow }))
        return () => stops.forEach((stop) => stop())
      },
      async signMessage({ message, address, protocol }) {
        if (leather) {
          if (protocol === 'ecdsa') throw unsupported(meta.name, 'sign a message in the legacy ECDSA format (only BIP-322)')
          const paymentType = decodeBitcoinAddress(address)?.type === 'p2tr' ? 'p2tr' : 'p2wpkh'
          const { signature } = await call('signMessage', { message, paymentType })
          return { signature: signatureText(signature, meta.name), protocol: 'bip322' }
        }
        const asked = protocol ?? 'bip322'
        const answer = await call('signMessage', { address, message, protocol: PROTOCOLS[asked] })
        const said = typeof answer.protocol === 'string' ? answer.protocol.toLowerCase() : undefined
        return { signature: signatureText(answer.signature, meta.name), protocol: said === 'bip322' || said === 'ecdsa' ? said : asked }
      },
      async sendTransfer(recipients) {
        const amounts = recipients.map(({ address, amount }) => ({ address, amount: leather ? amount : satoshiNumber(amount) }))
        return txidOf((await call('sendTransfer', { recipients: amounts })).txid, meta.name)
      },
      async signPsbt({ psbt, signInputs, broadcast }) {
        if (leather) {
          const answer = await call('signPsbt', { hex: hex.encode(base64.decode(psbt)), ...(signInputs && { signAtIndex: signInputs.map((input) => input.index) }), broadcast })
          if (typeof answer.hex !== 'string') throw new Error(`${meta.name} answered signPsbt without the signed PSBT`)
          return { psbt: base64.encode(hex.decode(answer.hex)), ...(typeof answer.txid === 'string' && { txid: answer.txid }) }
        }
        // sats-connect's signInputs: each address with the indexes it signs.
        let byAddress: Record<string, number[]> | undefined
        for (const input of signInputs ?? []) {
          byAddress ??= {}
          byAddress[input.address] = [...(byAddress[input.address] ?? []), input.index]
        }
        const answer = await call('signPsbt', { psbt, ...(byAddress && { signInputs: byAddress }), broadcast })
        if (typeof answer.psbt !== 'string') throw new Error(`${meta.name} answered signPsbt without the signed PSBT`)
        return { psbt: answer.psbt, ...(typeof answer.txid === 'string' && { txid: answer.txid }) }
      },
    },
  )
}

/**
 * The Bitcoin addresses of a getAddresses answer, by purpose: Xverse names it (`payment`,
 * `ordinals`; `stacks` and others are left out), Leather gives a type (`p2wpkh` pays, `p2tr` holds
 * ordinals) and a symbol (`STX` left out).
 */
function addressEntries(list: unknown): BitcoinAddressEntry[] {
  if (!Array.isArray(list)) return []
  const entries: BitcoinAddressEntry[] = []
  for (const item of list as Record<string, unknown>[]) {
    const address = item?.address
    if (typeof address !== 'string' || !decodeBitcoinAddress(address)) continue
    if (item.symbol !== undefined && item.symbol !== 'BTC') continue
    const named = item.purpose
    if (named !== undefined && named !== 'payment' && named !== 'ordinals') continue
    const type = item.addressType ?? item.type
    const purpose = named ?? (type === 'p2tr' ? 'ordinals' : 'payment')
    if (entries.some((entry) => entry.purpose === purpose)) continue
    entries.push({ address, ...(typeof item.publicKey === 'string' && item.publicKey && { publicKey: item.publicKey }), purpose })
  }
  return entries
}

/** The network a sats-connect answer names (`{ bitcoin: { name: 'Testnet4' } }`), as a CAIP-2 reference. */
function networkIdOf(network: unknown): string | undefined {
  const named = (network as { bitcoin?: { name?: unknown } } | null | undefined)?.bitcoin?.name
  return typeof named === 'string' ? NETWORK_NAMES[named] : undefined
}

/** Xverse's amounts are numbers of satoshis: exact up to 2^53, above every amount of bitcoin there is. */
function satoshiNumber(amount: string): number {
  const value = Number(amount)
  if (!Number.isSafeInteger(value)) throw new TypeError(`amount ${amount} is more satoshis than a wallet can be asked for`)
  return value
}

function signatureText(value: unknown, walletName: string): string {
  if (typeof value !== 'string' || value.length === 0) throw new Error(`${walletName} answered signMessage without a signature`)
  return value
}

function txidOf(value: unknown, walletName: string): string {
  if (typeof value !== 'string' || !/^[0-9a-f]{64}$/i.test(value)) throw new Error(`${walletName} answered sendTransfer without a transaction id`)
  return value.toLowerCase()
}

/** A refused request: WBIP004 wallets reject with the JSON-RPC response itself (`{ error: { code, message } }`). */
function rpcError(failure: unknown): unknown {
  const inner = (failure as { error?: unknown } | null)?.error
  return inner && typeof inner === 'object' ? inner : failure
}
