import { createConnectorEvents, FoyerError, THROWN, type ConnectedAccount, type Network, type WalletConnector, type WalletRpcRequest } from '@foyer/core/internal'
import { bitcoinAddressKey, decodeBitcoinAddress, type BitcoinAddressChain } from './bip122/bitcoinAddress.ts'
import { readBitcoinRpc, type BitcoinWalletCalls } from './bip122/bitcoinWalletRpc.ts'
import type { BitcoinAddressEntry, BitcoinMessageProtocol, BitcoinRecipient, BitcoinSignInput } from './bip122/requestTypes.ts'
import { addressFitsNetwork, BITCOIN_NETWORKS } from './bitcoinNetwork.ts'
import { unsupported, walletError, WrongNetworkError } from './walletErrors.ts'

/** A wallet's accounts as one of its API styles answers them. */
export interface WalletAnswer {
  /** Its addresses: the payment one (the account) and the ordinals one where it shares it. */
  addresses: BitcoinAddressEntry[]
  /** The network's CAIP-2 reference where the wallet says which network it is on (UniSat's getChain, Xverse's network). */
  networkId?: string
}

/**
 * One Bitcoin wallet API style (Wallet Standard, WBIP004, UniSat's object) as the shared connector
 * uses it; each answer is the wallet's own, refusals included (the connector maps them).
 */
export interface BitcoinWalletSide {
  connect(network: Network | undefined): Promise<WalletAnswer>
  /** The accounts where the wallet still trusts the site, asking the visitor nothing; undefined where it does not. */
  reconnect(network: Network | undefined): Promise<WalletAnswer | undefined>
  disconnect(): Promise<void>
  /** Whether the wallet serves the network at all (a Wallet Standard wallet lists its chains); absent: it may. */
  serves?(network: Network): boolean
  /** Where the page can switch the wallet's network (UniSat-style wallets): answers its accounts there. Absent: the visitor switches in the wallet. */
  switchNetwork?(network: Network): Promise<WalletAnswer>
  /** Follows changes made in the wallet: its new accounts, or null when it no longer shares one. Answers how to stop. */
  watch(onChange: (answer: WalletAnswer | null) => void): (() => void) | undefined
  signMessage(input: { message: string; address: string; protocol?: BitcoinMessageProtocol }): Promise<{ signature: string; protocol: BitcoinMessageProtocol }>
  sendTransfer?(recipients: BitcoinRecipient[]): Promise<string>
  signPsbt?(input: { psbt: string; signInputs?: BitcoinSignInput[]; broadcast: boolean }): Promise<{ psbt: string; txid?: string }>
}

export interface BitcoinConnectorMeta {
  /** `bip122:<wallet>`, the same whichever API style reaches the wallet. */
  id: string
  name: string
  type: WalletConnector['type']
  imageUrl?: string
}

/** Where a wallet that says nothing of its network is taken to be, by its address: each chain's best-known network. */
const CHAIN_NETWORKS: Readonly<Record<BitcoinAddressChain, string>> = {
  mainnet: BITCOIN_NETWORKS.mainnet,
  testnet: BITCOIN_NETWORKS.testnet,
  regtest: BITCOIN_NETWORKS.regtest,
  'any-test': BITCOIN_NETWORKS.testnet,
}

/**
 * A Bitcoin wallet as a Foyer connector, whichever API style reaches it: the payment address is the
 * account (WalletConnect's and spec §6's rule), the ordinals address is kept for `getAccountAddresses`.
 * A Bitcoin account is one network's: its address says which (bc1, tb1, bcrt1). A wallet is reported
 * on the page's network where its account fits it, else on the network it says or its address names
 * (the client then shows the unsupported-network view); only UniSat-style wallets are switched from
 * the page, the others answer a WrongNetworkError that tells the visitor to switch in the wallet.
 */
export function bitcoinConnector(meta: BitcoinConnectorMeta, side: BitcoinWalletSide): WalletConnector<'bip122'> {
  const events = createConnectorEvents()
  let addresses: BitcoinAddressEntry[] = []
  /** The network the wallet is on (its CAIP-2 reference), and whether the wallet said so itself. */
  let chainId: string | undefined
  let toldNetwork = false
  /** The network the page asked for (connect, switchNetwork). */
  let pageNetwork: Network | undefined
  let stopWatching: (() => void) | undefined

  const paymentOf = (entries: readonly BitcoinAddressEntry[]) => entries.find((entry) => entry.purpose === 'payment') ?? entries[0]
  const chainOf = (address: string): BitcoinAddressChain => {
    const decoded = decodeBitcoinAddress(address)
    if (!decoded) throw new Error(`${meta.name} answered "${address}", which is not a Bitcoin address`)
    return decoded.chain
  }
  /** The network the answer is on: the one the wallet says, else the page's where the account fits it, else its address's. */
  const networkIdOf = (answer: WalletAnswer, wanted: Network | undefined): string => {
    if (answer.networkId) return answer.networkId
    const chain = chainOf(paymentOf(answer.addresses)!.address)
    return wanted && addressFitsNetwork(chain, wanted) ? String(wanted.id) : CHAIN_NETWORKS[chain]
  }
  const adopt = (answer: WalletAnswer, wanted: Network | undefined): ConnectedAccount => {
    const payment = paymentOf(answer.addresses)
    if (!payment) throw new Error(`${meta.name} connected without a Bitcoin payment address`)
    addresses = answer.addresses
    chainId = networkIdOf(answer, wanted)
    toldNetwork = answer.networkId !== undefined
    pageNetwork = wanted
    watch()
    return {
      addresses: [payment.address],
      chainId,
      accounts: answer.addresses.map((entry) => ({ address: entry.address, type: entry.purpose === 'ordinals' ? 'ordinal' : 'payment', ...(entry.publicKey && { publicKey: entry.publicKey }) })),
    }
  }
  const watch = () => {
    if (stopWatching) return
    stopWatching = side.watch((answer) => {
      if (addresses.length === 0) return
      if (!answer || !paymentOf(answer.addresses)) {
        forget()
        events.emit('disconnect')
        return
      }
      const before = { payment: paymentOf(addresses)!.address, chainId }
      try {
        adopt(answer, pageNetwork)
      } catch {
        // An answer that is no Bitcoin account: the connection is over.
        forget()
        events.emit('disconnect')
        return
      }
      // The network first: the client records the new account on it.
      if (chainId !== before.chainId) events.emit('chainChanged', chainId!)
      const payment = paymentOf(addresses)!.address
      if (bitcoinAddressKey(payment) !== bitcoinAddressKey(before.payment)) events.emit('accountsChanged', [payment])
    })
  }
  const forget = () => {
    stopWatching?.()
    stopWatching = undefined
    addresses = []
    chainId = undefined
    toldNetwork = false
    pageNetwork = undefined
  }
  const connected = () => {
    const payment = paymentOf(addresses)
    if (!payment) throw new Error(`${meta.name} is not connected`)
    return payment
  }
  /**
   * A transfer goes where the wallet is: a receiver of another network (the page's, where the wallet
   * moved away from it) is refused before the wallet is asked. The network a connector reports is
   * the page's (the client follows it), so this is the one check left.
   */
  const receivableByWallet = (recipients: readonly BitcoinRecipient[]) => {
    const walletChain = chainOf(connected().address)
    for (const { address } of recipients) {
      const chain = decodeBitcoinAddress(address)?.chain
      if (chain && !addressFitsNetwork(chain, { id: chainId ?? '' })) throw new WrongNetworkError(meta.name, walletChain, chain === 'any-test' ? 'testnet' : chain)
    }
  }

  const calls: BitcoinWalletCalls = {
    signMessage: (input) => side.signMessage(input),
    async sendTransfer(recipients) {
      if (!side.sendTransfer) throw unsupported(meta.name, 'send a transfer it builds itself; its transactions go through a PSBT')
      receivableByWallet(recipients)
      return side.sendTransfer(recipients)
    },
    async signPsbt(input) {
      if (!side.signPsbt) throw unsupported(meta.name, 'sign a PSBT through Foyer yet')
      return side.signPsbt(input)
    },
  }

  return {
    id: meta.id,
    name: meta.name,
    type: meta.type,
    chain: 'bip122',
    ...(meta.imageUrl && { imageUrl: meta.imageUrl }),

    async connect({ network: wanted }) {
      let answer = await side.connect(wanted).catch((error: unknown) => Promise.reject(walletError(error)))
      // Like an EVM wallet asked for the page's chain: a wallet that can switch is asked once; one that stays is reported where it is.
      if (wanted && side.switchNetwork && paymentOf(answer.addresses) && networkIdOf(answer, wanted) !== String(wanted.id)) answer = await side.switchNetwork(wanted).catch(() => answer)
      return adopt(answer, wanted)
    },
    async reconnect({ network: wanted } = {}) {
      const answer = await side.reconnect(wanted).catch(() => undefined)
      return answer && paymentOf(answer.addresses) ? adopt(answer, wanted) : null
    },
    async disconnect() {
      forget()
      await side.disconnect()
    },
    async switchNetwork(target) {
      const payment = connected()
      if (side.serves && !side.serves(target)) throw new FoyerError(THROWN.CHAIN_NOT_SUPPORTED)
      if (side.switchNetwork) {
        const before = { payment: payment.address, chainId, pageNetwork }
        const answer = await side.switchNetwork(target).catch((error: unknown) => Promise.reject(walletError(error)))
        adopt(answer, target)
        const switched = chainId === String(target.id)
        if (!switched) pageNetwork = before.pageNetwork
        // The network first: the client records the new account on it.
        if (chainId !== before.chainId) events.emit('chainChanged', chainId!)
        if (bitcoinAddressKey(connected().address) !== bitcoinAddressKey(before.payment)) events.emit('accountsChanged', [connected().address])
        if (!switched) throw new WrongNetworkError(meta.name, chainOf(connected().address), target)
        return
      }
      // The wallet's account stays where it is: it serves the target only where it is on it already.
      const chain = chainOf(payment.address)
      const fits = chainId === String(target.id) || (!toldNetwork && addressFitsNetwork(chain, target))
      if (!fits) throw new WrongNetworkError(meta.name, chain, target)
      pageNetwork = target
      chainId = String(target.id)
    },
    async signMessage({ message, address }) {
      const signed = await side.signMessage({ message, address: address || connected().address }).catch((error: unknown) => Promise.reject(walletError(error)))
      return signed.signature
    },
    async rpc(request: WalletRpcRequest) {
      return readBitcoinRpc(request, calls, addresses).catch((error: unknown) => Promise.reject(walletError(error)))
    },
    on: events.on,
  }
}
