import { createConnectorEvents, type ConnectedAccount, type Network, type WalletConnector, type WalletRpcRequest } from '@foyer/core/internal'
import { hex } from '@scure/base'
import type { InjectedAccount, InjectedExtension, InjectedWindowProvider } from './injectedWeb3.ts'
import type { PolkadotAccount, SignerPayloadJSON } from './polkadot/requestTypes.ts'
import { decodeSs58, encodeSs58, ss58Key } from './polkadot/ss58.ts'
import { ss58PrefixOf } from './polkadotNetwork.ts'
import { unsupported, walletError } from './walletErrors.ts'

export interface InjectedConnectorMeta {
  /** `polkadot:<key>`, the extension's key in `window.injectedWeb3`. */
  id: string
  name: string
  imageUrl?: string
  /** The page's name, which the extension shows when it asks the visitor to trust the page. */
  appName: string
}

/** The key types of Polkadot accounts: Talisman's and SubWallet's `ethereum` accounts belong to eip155, and `ecdsa` Substrate accounts are left out (spec §6: eoa sr25519/ed25519). */
const POLKADOT_KEY_TYPES: ReadonlySet<string> = new Set(['sr25519', 'ed25519'])

/**
 * An injected Polkadot extension (Polkadot.js and the wallets that copy its API) as a Foyer
 * connector. `enable(appName)` connects; its sr25519 and ed25519 accounts, named as the visitor named
 * them, are the connection's (the first is the account), written with the page network's SS58
 * prefix; accounts tied to another chain are left out. The extension has no network of its own: it
 * signs for any chain, so a network switch rewrites the addresses only. Its account subscription
 * follows changes made in it. The wallet RPC is WalletConnect's polkadot RPC
 * (`polkadot_signMessage`, `polkadot_signTransaction`), answered through the extension's signer
 * (`signRaw` of the message's bytes, `signPayload`), plus `polkadot_getAccounts` for the names.
 */
export function injectedConnector(provider: InjectedWindowProvider, meta: InjectedConnectorMeta): WalletConnector<'polkadot'> {
  const events = createConnectorEvents()
  let extension: InjectedExtension | undefined
  let accounts: PolkadotAccount[] = []
  /** Each account's address as the extension wrote it (the generic prefix, mostly), by its account id: the extension is asked in its own words. */
  let ownAddresses = new Map<string, string>()
  let network: Network | undefined
  let stopWatching: (() => void) | undefined

  const fail = (error: unknown) => Promise.reject(walletError(error, meta.name))
  /** The extension's accounts that are Polkadot accounts usable on the network, written with its prefix. */
  const polkadotAccounts = (injected: readonly InjectedAccount[], on: Network | undefined): { found: PolkadotAccount[]; own: Map<string, string> } => {
    const prefix = ss58PrefixOf(on)
    const genesis = on ? String(on.id) : undefined
    const found: PolkadotAccount[] = []
    const own = new Map<string, string>()
    for (const account of injected) {
      const type = account.type ?? 'sr25519'
      const decoded = POLKADOT_KEY_TYPES.has(type) ? decodeSs58(account.address) : undefined
      if (!decoded) continue
      if (account.genesisHash && genesis && !account.genesisHash.toLowerCase().replace(/^0x/, '').startsWith(genesis)) continue
      found.push({ address: encodeSs58(decoded.publicKey, prefix), ...(account.name && { name: account.name }), type: type as PolkadotAccount['type'] })
      own.set(ss58Key(account.address), account.address)
    }
    return { found, own }
  }
  const connected = (): { extension: InjectedExtension; account: PolkadotAccount } => {
    const [account] = accounts
    if (!extension || !account) throw new Error(`${meta.name} is not connected`)
    return { extension, account }
  }
  const answer = (): ConnectedAccount => ({ addresses: accounts.map((account) => account.address), chainId: network ? network.id : '' })
  /** The extension's form of an address of the connection: the one it shared, whichever prefix the page wrote it in. */
  const ownAddress = (address: unknown): string => {
    const own = typeof address === 'string' ? ownAddresses.get(ss58Key(address)) : undefined
    if (!own) throw new TypeError(`address must be one of the connected accounts (${accounts.map((candidate) => candidate.address).join(', ')})`)
    return own
  }

  const adopt = async (enabled: InjectedExtension, wanted: Network | undefined): Promise<ConnectedAccount> => {
    const { found, own } = polkadotAccounts(await enabled.accounts.get(), wanted)
    if (found.length === 0) throw new Error(`${meta.name} shares no Polkadot account with this page${wanted ? ` on ${wanted.name}` : ''}: add one, or allow one for this site, in ${meta.name}`)
    extension = enabled
    accounts = found
    ownAddresses = own
    network = wanted
    watch(enabled)
    return answer()
  }
  const watch = (enabled: InjectedExtension) => {
    if (stopWatching) return
    stopWatching = enabled.accounts.subscribe((injected) => {
      if (!extension) return
      const { found, own } = polkadotAccounts(injected, network)
      if (found.length === 0) {
        forget()
        events.emit('disconnect')
        return
      }
      const changed = found.map((account) => account.address).join() !== accounts.map((account) => account.address).join()
      accounts = found
      ownAddresses = own
      if (changed)
        events.emit(
          'accountsChanged',
          found.map((account) => account.address),
        )
    })
  }
  const forget = () => {
    stopWatching?.()
    stopWatching = undefined
    extension = undefined
    accounts = []
    ownAddresses = new Map()
  }

  const rpc = async (request: WalletRpcRequest): Promise<unknown> => {
    const params = (request.params ?? {}) as Record<string, unknown>
    switch (request.method) {
      case 'polkadot_signMessage': {
        const { extension: enabled } = connected()
        const address = ownAddress(params.address)
        if (typeof params.message !== 'string') throw new TypeError('params.message must be a string')
        if (!enabled.signer.signRaw) throw unsupported(meta.name, 'sign a message')
        const signed = await enabled.signer.signRaw({ address, data: `0x${hex.encode(new TextEncoder().encode(params.message))}`, type: 'bytes' })
        return { signature: signed.signature }
      }
      case 'polkadot_signTransaction': {
        const { extension: enabled } = connected()
        const address = ownAddress(params.address)
        const payload = params.transactionPayload as SignerPayloadJSON
        if (!enabled.signer.signPayload) throw unsupported(meta.name, 'sign a transaction')
        const signed = await enabled.signer.signPayload({ ...payload, address })
        return { signature: signed.signature }
      }
      case 'polkadot_getAccounts':
        connected()
        return accounts.map((account) => ({ ...account }))
      default:
        throw unsupported(meta.name, `answer ${request.method}: it is not a method of the polkadot namespace's wallets`)
    }
  }

  return {
    id: meta.id,
    name: meta.name,
    type: 'INJECTED',
    chain: 'polkadot',
    ...(meta.imageUrl && { imageUrl: meta.imageUrl }),

    async connect({ network: wanted }) {
      const enabled = await provider.enable(meta.appName).catch(fail)
      return adopt(enabled, wanted).catch(fail)
    },
    async reconnect({ network: wanted } = {}) {
      // An extension that trusts the page enables it without asking; one that does not would ask, so this runs for a remembered connection only.
      try {
        return await adopt(await provider.enable(meta.appName), wanted)
      } catch {
        return null
      }
    },
    async disconnect() {
      // Extensions keep trusting the page until the visitor revokes it there; the page forgets the connection.
      forget()
    },
    async switchNetwork(target) {
      const { extension: enabled } = connected()
      const before = accounts.map((account) => account.address).join()
      const { found, own } = polkadotAccounts(await enabled.accounts.get().catch(fail), target)
      if (found.length === 0) throw new Error(`${meta.name} shares no Polkadot account for ${target.name}: allow one for this site in ${meta.name}`)
      network = target
      accounts = found
      ownAddresses = own
      if (found.map((account) => account.address).join() !== before)
        events.emit(
          'accountsChanged',
          found.map((account) => account.address),
        )
    },
    async signMessage({ message, address }) {
      const signed = (await rpc({ method: 'polkadot_signMessage', params: { address: address || connected().account.address, message } }).catch(fail)) as { signature: string }
      return signed.signature
    },
    rpc: (request) => rpc(request).catch(fail),
    on: events.on,
  }
}
