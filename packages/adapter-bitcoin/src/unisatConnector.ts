import type { Network, WalletConnector } from '@foyer/core/internal'
import { base64, hex } from '@scure/base'
import type { BitcoinAddressEntry } from './bip122/requestTypes.ts'
import { bitcoinConnector, type BitcoinConnectorMeta, type WalletAnswer } from './bitcoinConnector.ts'
import { BITCOIN_NETWORKS, bitcoinNetworkName, type BitcoinNetworkName } from './bitcoinNetwork.ts'
import { unsupported } from './walletErrors.ts'

/**
 * The object API UniSat injects (`window.unisat`) and OKX copies (`window.okxwallet.bitcoin`):
 * methods on the object, events through `on`/`removeListener`. `getChain`/`switchChain` are UniSat's
 * newer network API (testnet4, signet), `getNetwork`/`switchNetwork` its older one (livenet, testnet).
 */
export interface UnisatProvider {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey?(): Promise<string>
  getNetwork?(): Promise<string>
  switchNetwork?(network: 'livenet' | 'testnet'): Promise<unknown>
  getChain?(): Promise<{ enum: string; name?: string; network?: string }>
  switchChain?(chain: string): Promise<unknown>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt?(psbtHex: string, options?: { autoFinalized?: boolean; toSignInputs?: { index: number; address?: string; sighashTypes?: number[] }[] }): Promise<string>
  pushPsbt?(psbtHex: string): Promise<string>
  sendBitcoin?(toAddress: string, satoshis: number, options?: Record<string, unknown>): Promise<string>
  disconnect?(): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

export function isUnisatProvider(value: unknown): value is UnisatProvider {
  const candidate = value as Partial<UnisatProvider> | null | undefined
  return typeof candidate?.requestAccounts === 'function' && typeof candidate.getAccounts === 'function' && typeof candidate.signMessage === 'function'
}

/** UniSat's chain names (getChain, switchChain) by network; regtest and custom signets have none. */
const CHAINS: Partial<Record<BitcoinNetworkName, string>> = {
  mainnet: 'BITCOIN_MAINNET',
  testnet: 'BITCOIN_TESTNET',
  testnet4: 'BITCOIN_TESTNET4',
  signet: 'BITCOIN_SIGNET',
}
/** UniSat's older network names (getNetwork, switchNetwork). */
const NETWORKS: Partial<Record<BitcoinNetworkName, 'livenet' | 'testnet'>> = { mainnet: 'livenet', testnet: 'testnet' }
/** Events after which the wallet's accounts are read again. */
const EVENTS = ['accountsChanged', 'networkChanged', 'chainChanged'] as const

/**
 * A UniSat-style wallet (UniSat, OKX's bitcoin object) as a Foyer connector: `requestAccounts`
 * (the account is its one address; `getAccounts` restores it silently), `getChain`/`getNetwork`
 * for its network and `switchChain`/`switchNetwork` to switch it from the page (mainnet, testnet,
 * testnet4, signet: the wallet has no regtest), `signMessage` (`bip322-simple`, or `ecdsa` when
 * asked), `sendBitcoin` (one recipient), `signPsbt` and `pushPsbt`, and its `accountsChanged` and
 * `networkChanged` events.
 */
export function unisatConnector(provider: UnisatProvider, meta: Omit<BitcoinConnectorMeta, 'type'> & { type?: BitcoinConnectorMeta['type'] }): WalletConnector<'bip122'> {
  /** The wallet's accounts and network as it answers them now; undefined where it shares no account. */
  const current = async (accounts?: string[]): Promise<WalletAnswer | undefined> => {
    const [address] = accounts ?? (await provider.getAccounts())
    if (!address) return undefined
    const publicKey = await provider.getPublicKey?.().catch(() => undefined)
    const entry: BitcoinAddressEntry = { address, ...(publicKey && { publicKey }), purpose: 'payment' }
    const networkId = await networkIdOf()
    return { addresses: [entry], ...(networkId && { networkId }) }
  }
  const networkIdOf = async (): Promise<string | undefined> => {
    if (provider.getChain) {
      const chain = await provider.getChain().catch(() => undefined)
      const name = (Object.keys(CHAINS) as BitcoinNetworkName[]).find((candidate) => CHAINS[candidate] === chain?.enum)
      if (name) return BITCOIN_NETWORKS[name]
    }
    // The older API tells mainnet only for sure ("testnet" is any test network): otherwise the address says.
    const network = await provider.getNetwork?.().catch(() => undefined)
    return network === 'livenet' ? BITCOIN_NETWORKS.mainnet : undefined
  }
  // No account shared: an answer without addresses, which the connector refuses in its words.
  const connectedAnswer = async (accounts?: string[]): Promise<WalletAnswer> => (await current(accounts)) ?? { addresses: [] }

  return bitcoinConnector(
    { id: meta.id, name: meta.name, type: meta.type ?? 'INJECTED', ...(meta.imageUrl && { imageUrl: meta.imageUrl }) },
    {
      connect: async () => connectedAnswer(await provider.requestAccounts()),
      reconnect: () => current(),
      async disconnect() {
        await provider.disconnect?.()
      },
      async switchNetwork(network: Network) {
        const name = bitcoinNetworkName(network.id)
        const chain = name && CHAINS[name]
        const older = name && NETWORKS[name]
        if (chain && provider.switchChain) await provider.switchChain(chain)
        else if (older && provider.switchNetwork) await provider.switchNetwork(older)
        // Where it cannot go (regtest, a custom network), the answer is where it stays: the connector says the network is wrong.
        return connectedAnswer()
      },
      watch(onChange) {
        const { on, removeListener } = provider
        if (typeof on !== 'function') return undefined
        // Each event is followed by a fresh read; a read that ends after a later event's is dropped.
        let reads = 0
        const follow = () => {
          const read = ++reads
          void current()
            .catch(() => undefined)
            .then((answer) => read === reads && onChange(answer ?? null))
        }
        for (const event of EVENTS) on.call(provider, event, follow)
        return () => {
          for (const event of EVENTS) removeListener?.call(provider, event, follow)
        }
      },
      async signMessage({ message, protocol }) {
        const type = protocol === 'ecdsa' ? 'ecdsa' : 'bip322-simple'
        const signature = await provider.signMessage(message, type)
        if (typeof signature !== 'string' || signature.length === 0) throw new Error(`${meta.name} answered signMessage without a signature`)
        return { signature, protocol: type === 'ecdsa' ? 'ecdsa' : 'bip322' }
      },
      async sendTransfer(recipients) {
        if (!provider.sendBitcoin) throw unsupported(meta.name, 'send a transfer it builds itself')
        const [recipient, ...more] = recipients
        if (!recipient || more.length > 0) throw unsupported(meta.name, 'send to several recipients at once (sendBitcoin takes one)')
        const satoshis = Number(recipient.amount)
        if (!Number.isSafeInteger(satoshis)) throw new TypeError(`amount ${recipient.amount} is more satoshis than a wallet can be asked for`)
        const txid = await provider.sendBitcoin(recipient.address, satoshis)
        if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/i.test(txid)) throw new Error(`${meta.name} answered sendBitcoin without a transaction id`)
        return txid.toLowerCase()
      },
      async signPsbt({ psbt, signInputs, broadcast }) {
        if (!provider.signPsbt) throw unsupported(meta.name, 'sign a PSBT')
        const toSignInputs = signInputs?.map(({ index, address, sighashTypes }) => ({ index, address, ...(sighashTypes && { sighashTypes }) }))
        // A PSBT that is sent must be final; one handed back stays open for other signers.
        const signed = await provider.signPsbt(hex.encode(base64.decode(psbt)), { autoFinalized: broadcast, ...(toSignInputs && { toSignInputs }) })
        if (!broadcast) return { psbt: base64.encode(hex.decode(signed)) }
        if (!provider.pushPsbt) throw unsupported(meta.name, 'broadcast a PSBT')
        const txid = await provider.pushPsbt(signed)
        return { psbt: base64.encode(hex.decode(signed)), txid }
      },
    },
  )
}
