import { FoyerError, createConnectorEvents, THROWN, type WalletConnector, type WalletRpcRequest } from '@foyer/core/internal'
import { base58 } from '@scure/base'
import { readSolanaRpc } from './solana/solanaWalletRpc.ts'
import { walletError } from './walletErrors.ts'

/**
 * The provider older Solana wallets inject (`window.phantom.solana`, `window.solana`): connect,
 * signMessage and events over bytes; its transaction methods take @solana/web3.js objects, which
 * Foyer does not load, so transactions go through the Wallet Standard registration such wallets
 * also make.
 */
export interface LegacySolanaProvider {
  isPhantom?: boolean
  publicKey?: { toBase58(): string } | null
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey: { toBase58(): string } }>
  disconnect(): Promise<void>
  signMessage(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<{ signature: Uint8Array }>
  on(event: 'accountChanged' | 'disconnect', listener: (publicKey?: { toBase58(): string } | null) => void): void
  off?(event: 'accountChanged' | 'disconnect', listener: (publicKey?: { toBase58(): string } | null) => void): void
  removeListener?(event: 'accountChanged' | 'disconnect', listener: (publicKey?: { toBase58(): string } | null) => void): void
}

export function isLegacySolanaProvider(value: unknown): value is LegacySolanaProvider {
  const candidate = value as Partial<LegacySolanaProvider> | null | undefined
  return typeof candidate?.connect === 'function' && typeof candidate.signMessage === 'function' && typeof candidate.on === 'function'
}

export function legacySolanaConnector(provider: LegacySolanaProvider, meta: { id: string; name: string }): WalletConnector<'solana'> {
  const events = createConnectorEvents()
  let address: string | undefined
  let listening = false
  const onAccount = (publicKey?: { toBase58(): string } | null) => {
    if (!publicKey) {
      address = undefined
      events.emit('disconnect')
      return
    }
    address = publicKey.toBase58()
    events.emit('accountsChanged', [address])
  }
  const onDisconnect = () => {
    address = undefined
    events.emit('disconnect')
  }
  const listen = () => {
    if (listening) return
    listening = true
    provider.on('accountChanged', onAccount)
    provider.on('disconnect', onDisconnect)
  }
  const stopListening = () => {
    if (!listening) return
    listening = false
    const off = (provider.off ?? provider.removeListener)?.bind(provider)
    off?.('accountChanged', onAccount)
    off?.('disconnect', onDisconnect)
  }
  const unsupported = (what: string) => Object.assign(new Error(`${meta.name}'s injected provider cannot ${what} without @solana/web3.js; use its Wallet Standard registration`), { code: 4200 })

  return {
    id: meta.id,
    name: meta.name,
    type: 'INJECTED',
    chain: 'solana',
    async connect({ network }) {
      const { publicKey } = await provider.connect().catch((error: unknown) => Promise.reject(walletError(error)))
      address = publicKey.toBase58()
      listen()
      return { addresses: [address], chainId: network?.id ?? '' }
    },
    async reconnect({ network } = {}) {
      const answer = await provider.connect({ onlyIfTrusted: true }).catch(() => undefined)
      if (!answer) return null
      address = answer.publicKey.toBase58()
      listen()
      return { addresses: [address], chainId: network?.id ?? '' }
    },
    async disconnect() {
      stopListening()
      address = undefined
      await provider.disconnect()
    },
    async switchNetwork() {
      // Its accounts are the same on every cluster; it sends nothing itself here.
      if (!address) throw new FoyerError(THROWN.CHAIN_NOT_SUPPORTED)
    },
    async signMessage({ message }) {
      const { signature } = await provider.signMessage(new TextEncoder().encode(message), 'utf8').catch((error: unknown) => Promise.reject(walletError(error)))
      return base58.encode(signature)
    },
    async rpc(request: WalletRpcRequest) {
      if (!address) throw new Error(`${meta.name} is not connected`)
      const wallet = {
        signMessage: async (message: Uint8Array) => (await provider.signMessage(message)).signature,
        signTransaction: async () => Promise.reject(unsupported('sign a transaction')),
        signAndSendTransaction: async () => Promise.reject(unsupported('send a transaction')),
      }
      return readSolanaRpc(request, wallet, { address }).catch((error: unknown) => Promise.reject(walletError(error)))
    },
    on: events.on,
  }
}
