import { FoyerError, createConnectorEvents, THROWN, type ConnectedAccount, type Network, type WalletConnector, type WalletRpcRequest } from '@foyer/core/internal'
import { base58 } from '@scure/base'
import {
  SolanaSignAndSendTransaction,
  SolanaSignIn,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignInFeature,
  type SolanaSignMessageFeature,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardConnect, StandardDisconnect, StandardEvents, type StandardConnectFeature, type StandardDisconnectFeature, type StandardEventsFeature } from '@wallet-standard/features'
import { standardSignIn } from './signIn/solanaSignIn.ts'
import { walletStandardChain } from './solanaNetwork.ts'
import { walletError } from './walletErrors.ts'
import { readSolanaRpc, type SolanaWalletRpc } from './solana/solanaWalletRpc.ts'

export interface SolanaConnectorMeta {
  id: string
  type: WalletConnector['type']
  /** Overrides the wallet's own name (a legacy provider's). */
  name?: string
}

type SolanaFeatures = Partial<
  StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature & SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature & SolanaSignInFeature
>

/** Whether a Wallet Standard wallet can serve Solana: it connects and names a solana chain. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return StandardConnect in wallet.features && wallet.chains.some((chain) => chain.startsWith('solana:'))
}

/**
 * A Solana wallet through the Wallet Standard (`standard:connect`, `standard:events`,
 * `solana:signMessage`, `solana:signTransaction`, `solana:signAndSendTransaction`, and
 * `solana:signIn` where the wallet has it) as a Foyer connector. Its wallet RPC is WalletConnect's
 * Solana RPC (solana_signMessage, solana_signTransaction, solana_signAndSendTransaction), so one
 * request module serves both.
 * Solana accounts are the same on every cluster: switching networks asks the wallet nothing, it
 * only checks the wallet lists the cluster.
 */
export function walletStandardConnector(wallet: Wallet, meta: SolanaConnectorMeta): WalletConnector<'solana'> {
  const features = wallet.features as SolanaFeatures
  const events = createConnectorEvents()
  let account: WalletAccount | undefined
  let network: Network | undefined
  let stopWatching: (() => void) | undefined

  const solanaAccounts = (accounts: readonly WalletAccount[]) => accounts.filter((candidate) => candidate.chains.length === 0 || candidate.chains.some((chain) => chain.startsWith('solana:')))
  const feature = <K extends keyof SolanaFeatures>(name: K): NonNullable<SolanaFeatures[K]> => {
    const found = features[name]
    if (!found) throw new Error(`${wallet.name} does not offer ${name}`)
    return found as NonNullable<SolanaFeatures[K]>
  }
  const activeAccount = (): WalletAccount => {
    if (!account) throw new Error(`${wallet.name} is not connected`)
    return account
  }
  const connected = (accounts: readonly WalletAccount[], target: Network | undefined): ConnectedAccount | null => {
    const usable = solanaAccounts(accounts)
    if (usable.length === 0) return null
    account = usable[0]
    network = target
    watch()
    return { addresses: usable.map((candidate) => candidate.address), chainId: target?.id ?? '' }
  }
  const watch = () => {
    if (stopWatching || !features[StandardEvents]) return
    stopWatching = features[StandardEvents].on('change', ({ accounts }) => {
      if (!accounts || !account) return
      const usable = solanaAccounts(accounts)
      if (usable.length === 0) {
        forget()
        events.emit('disconnect')
        return
      }
      if (usable[0]!.address === account.address && usable.length === 1) return
      account = usable[0]
      events.emit(
        'accountsChanged',
        usable.map((candidate) => candidate.address),
      )
    })
  }
  const forget = () => {
    stopWatching?.()
    stopWatching = undefined
    account = undefined
  }

  const rpc: SolanaWalletRpc = {
    async signMessage(message) {
      const [output] = await feature(SolanaSignMessage).signMessage({ account: activeAccount(), message })
      return output!.signature
    },
    async signTransaction(transaction) {
      const [output] = await feature(SolanaSignTransaction).signTransaction({ account: activeAccount(), transaction, ...(network && { chain: walletStandardChain(network) }) })
      return output!.signedTransaction
    },
    async signAndSendTransaction(transaction, options) {
      if (!network) throw new Error('No Solana network is active to send the transaction on')
      const [output] = await feature(SolanaSignAndSendTransaction).signAndSendTransaction({ account: activeAccount(), transaction, chain: walletStandardChain(network), ...(options && { options }) })
      return output!.signature
    },
  }

  return {
    id: meta.id,
    name: meta.name ?? wallet.name,
    type: meta.type,
    chain: 'solana',
    // The Wallet Standard's icon is a data URI: the modal loads nothing from another origin for it.
    ...(wallet.icon.startsWith('data:image/') && { imageUrl: wallet.icon }),

    async connect({ network: target }) {
      const { accounts } = await feature(StandardConnect)
        .connect()
        .catch((error: unknown) => Promise.reject(walletError(error)))
      const result = connected(accounts, target)
      if (!result) throw new Error(`${wallet.name} connected without a Solana account`)
      return result
    },
    async reconnect({ network: target } = {}) {
      // silent: a wallet that still trusts this site answers its accounts without asking the visitor.
      const answer = await feature(StandardConnect)
        .connect({ silent: true })
        .catch(() => undefined)
      return answer ? connected(answer.accounts, target ?? network) : null
    },
    async disconnect() {
      forget()
      await features[StandardDisconnect]?.disconnect()
    },
    async switchNetwork(target) {
      const chain = walletStandardChain(target)
      if (!wallet.chains.includes(chain)) throw new FoyerError(THROWN.CHAIN_NOT_SUPPORTED)
      // The client makes it the active network once this resolves; the wallet has nothing to switch.
      network = target
    },
    async signMessage({ message }) {
      const signature = await rpc.signMessage(new TextEncoder().encode(message)).catch((error: unknown) => Promise.reject(walletError(error)))
      return base58.encode(signature)
    },
    // Sign In With Solana only where the wallet offers it: without signIn, core signs its own SIWS text through signMessage.
    ...(features[SolanaSignIn] && { signIn: standardSignIn(features[SolanaSignIn], wallet.name, activeAccount) }),
    async rpc(request: WalletRpcRequest) {
      return readSolanaRpc(request, rpc, { address: activeAccount().address }).catch((error: unknown) => Promise.reject(walletError(error)))
    },
    on: events.on,
  }
}
