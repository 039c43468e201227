import { walletProvider, type AccountState, type FoyerClient, type Network, type WalletProvider } from '@foyer/core'
import type { InternalFoyerClient } from '@foyer/core/internal'
import { createConnector } from 'wagmi'
import { getAddress, ProviderDisconnectedError, SwitchChainError, UserRejectedRequestError, type Address } from 'viem'

/** How long `isAuthorized` waits for Foyer to restore a stored connection at start. */
const RESTORE_WAIT_MS = 10_000

/**
 * A wagmi connector for a Foyer instance (what `createFoyer` answers, or anything with its
 * `client`): `createConfig({ chains, connectors: [foyerConnector(foyer)], transports })`.
 *
 * Foyer's connection is the one that counts. When a visitor connects through the modal, by any
 * method (an injected wallet, WalletConnect, the embedded wallet), wagmi is told and `useAccount()`
 * shows it; wagmi's actions go through that connection's provider; `connect()` from wagmi opens the
 * modal and resolves once the visitor has connected (a closed modal is a UserRejectedRequestError);
 * disconnecting on either side disconnects both, and a reload restores both.
 *
 * It works with wagmi's defaults: wagmi discovers EIP-6963 wallets itself
 * (`multiInjectedProviderDiscovery`) and would add a connector of its own for each, which takes
 * the connection whenever the wallet announces its accounts — after a connection made in Foyer's
 * modal, or at a reload — so that wagmi would talk to the wallet around Foyer. This connector names
 * every announced wallet in its `rdns`, which tells wagmi that Foyer serves it: wagmi adds none.
 */
export function foyerConnector(foyer: { client: FoyerClient }) {
  // Every FoyerClient is one createFoyerClient made: the connector follows its stores, out of a host's type.
  const client = foyer.client as InternalFoyerClient
  let stopWatching: (() => void) | undefined

  const account = (): AccountState | undefined => client.ctx.chains.get().chains.eip155?.accountState
  const connectedAddress = (): Address | undefined => {
    const state = account()
    return state?.status === 'connected' && state.address ? getAddress(state.address) : undefined
  }
  const activeChainId = (): number | undefined => {
    const id = client.ctx.chains.get().chains.eip155?.networkState.caipNetwork?.id
    return id === undefined ? undefined : Number(id)
  }

  const current = (): WalletProvider => {
    const provider = walletProvider(client, 'eip155')
    if (!provider) throw new ProviderDisconnectedError(new Error('Foyer has no connected eip155 wallet: connect first'))
    return provider
  }
  const connectionProvider: WalletProvider = {
    request: (request) => current().request(request),
    on: (event: 'accountsChanged' | 'chainChanged' | 'disconnect', listener: never) => current().on(event as 'disconnect', listener),
    removeListener: (event, listener) => walletProvider(client, 'eip155')?.removeListener(event, listener),
  }

  return createConnector<WalletProvider>((config) => ({
    id: 'foyer',
    name: 'Foyer',
    type: 'foyer',
    rdns: announcedWallets(),

    async setup() {
      // Foyer's stores tell wagmi what happened in the modal or in the wallet.
      let last = { address: connectedAddress(), chainId: activeChainId() }
      stopWatching?.()
      stopWatching = client.ctx.chains.subscribe(() => {
        const now = { address: connectedAddress(), chainId: activeChainId() }
        const before = last
        last = now
        if (!before.address && now.address) config.emitter.emit('connect', { accounts: [now.address], chainId: now.chainId ?? config.chains[0].id })
        else if (before.address && !now.address) config.emitter.emit('disconnect')
        else if (now.address && (now.address !== before.address || now.chainId !== before.chainId)) {
          config.emitter.emit('change', { accounts: [now.address], ...(now.chainId !== undefined && { chainId: now.chainId }) })
        }
      })
    },

    async connect(parameters = {}) {
      const address = connectedAddress() ?? (parameters.isReconnecting ? undefined : await connectThroughModal(client))
      if (!address) throw new UserRejectedRequestError(new Error('No Foyer connection to restore'))
      let chainId = activeChainId() ?? config.chains[0].id
      if (parameters.chainId !== undefined && parameters.chainId !== chainId) chainId = (await this.switchChain!({ chainId: parameters.chainId })).id
      // wagmi's own `withCapabilities` form is not offered: Foyer reports addresses.
      return { accounts: [address] as never, chainId }
    },

    async disconnect() {
      if (connectedAddress()) await client.disconnect('eip155')
    },

    async getAccounts() {
      const address = connectedAddress()
      return address ? [address] : []
    },

    async getChainId() {
      return activeChainId() ?? config.chains[0].id
    },

    // One provider for the connector's life, carrying each call over the connection of the moment:
    // wagmi asks for it before a connection exists (reconnecting at start) and keeps it.
    async getProvider() {
      return connectionProvider
    },

    async isAuthorized() {
      await restored(client)
      return connectedAddress() !== undefined
    },

    async switchChain({ chainId }) {
      const network = client.ctx.chains.get().networks.find((candidate: Network) => candidate.chainNamespace === 'eip155' && Number(candidate.id) === chainId)
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      if (!network || !chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not one of the app's networks in both Foyer and wagmi`))
      try {
        await client.switchNetwork(network)
      } catch (error) {
        throw new SwitchChainError(error as Error)
      }
      return chain
    },

    // Foyer's connection reports the wallet's events through its stores (setup); these are wagmi's hooks for providers that emit them.
    onAccountsChanged(accounts) {
      if (accounts.length === 0) config.emitter.emit('disconnect')
      else config.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address)) })
    },
    onChainChanged(chainId) {
      config.emitter.emit('change', { chainId: Number(chainId) })
    },
    onDisconnect() {
      config.emitter.emit('disconnect')
    },
  }))
}

/**
 * The reverse-DNS ids of the page's EIP-6963 wallets, in an array that grows as later ones announce
 * themselves (wagmi reads a connector's `rdns` again on each announcement). Wallets answer the
 * request event at once, so those present are in it when wagmi sets the connector up; on the
 * server, where there are none, it stays empty.
 */
function announcedWallets(): string[] {
  const rdns: string[] = []
  if (typeof window === 'undefined') return rdns
  window.addEventListener('eip6963:announceProvider', (event) => {
    const id = (event as CustomEvent<{ info?: { rdns?: unknown } }>).detail?.info?.rdns
    if (typeof id === 'string' && !rdns.includes(id)) rdns.push(id)
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return rdns
}

/** Opens the modal and answers the address the visitor connects with; a UserRejectedRequestError if they close it first. */
function connectThroughModal(client: InternalFoyerClient): Promise<Address> {
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = []
    const finish = (outcome: () => void) => {
      stops.forEach((stop) => stop())
      outcome()
    }
    stops.push(
      client.ctx.chains.subscribe(() => {
        const state = client.ctx.chains.get().chains.eip155?.accountState
        if (state?.status === 'connected' && state.address) finish(() => resolve(getAddress(state.address!)))
      }),
      client.ctx.modal.subscribe(() => {
        if (!client.ctx.modal.get().open) finish(() => reject(new UserRejectedRequestError(new Error('The visitor closed the Foyer modal without connecting'))))
      }),
    )
    client.open()
  })
}

/** Resolves once Foyer has settled a connection it was restoring at start (or at once when it is not restoring one). */
function restored(client: InternalFoyerClient): Promise<void> {
  const settled = () => client.ctx.chains.get().chains.eip155?.accountState.status !== 'connecting'
  if (settled()) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(done, RESTORE_WAIT_MS)
    const stop = client.ctx.chains.subscribe(() => {
      if (settled()) done()
    })
    function done() {
      clearTimeout(timer)
      stop()
      resolve()
    }
  })
}
