import type { FoyerClient, InternalFoyerClient } from './client.ts'
import type { ConnectorEvents, WalletConnector } from './connector.ts'
import type { ChainNamespace } from './types.ts'
import type { WalletRpcRequest } from './namespaceRequests.ts'

type ProviderEvent = keyof ConnectorEvents
type ProviderListener = (...args: never[]) => void

/**
 * The connected wallet as a provider in EIP-1193's shape: `request({ method, params })` carries one
 * call of the namespace's wallet RPC over whichever connection the visitor made (an injected wallet,
 * WalletConnect, the embedded wallet, whose signing still asks the visitor in its frame), and
 * `accountsChanged`, `chainChanged`, `disconnect` report the wallet's side. A numeric chain id is
 * reported as 0x-hex, as EIP-1193 has it.
 */
export interface WalletProvider {
  request(request: WalletRpcRequest): Promise<unknown>
  on(event: 'accountsChanged', listener: (accounts: string[]) => void): void
  on(event: 'chainChanged', listener: (chainId: string) => void): void
  on(event: 'disconnect', listener: () => void): void
  removeListener(event: ProviderEvent, listener: ProviderListener): void
}

const providers = new WeakMap<WalletConnector, WalletProvider>()

/** The provider of a connector: one per connector, so a host can compare and keep it. */
export function walletProviderOf(connector: WalletConnector): WalletProvider {
  let provider = providers.get(connector)
  if (provider) return provider
  const subscriptions = new Map<ProviderListener, Map<ProviderEvent, () => void>>()
  provider = {
    request: (request) => connector.rpc(request),
    on(event: ProviderEvent, listener: ProviderListener) {
      const byEvent = subscriptions.get(listener) ?? new Map<ProviderEvent, () => void>()
      subscriptions.set(listener, byEvent)
      if (byEvent.has(event)) return
      const call = listener as (...args: unknown[]) => void
      const unsubscribe =
        event === 'chainChanged'
          ? connector.on('chainChanged', (chainId) => call(typeof chainId === 'number' ? `0x${chainId.toString(16)}` : chainId))
          : event === 'accountsChanged'
            ? connector.on('accountsChanged', (accounts) => call(accounts))
            : connector.on('disconnect', () => call())
      byEvent.set(event, unsubscribe)
    },
    removeListener(event, listener) {
      const byEvent = subscriptions.get(listener)
      byEvent?.get(event)?.()
      byEvent?.delete(event)
    },
  }
  providers.set(connector, provider)
  return provider
}

/**
 * The connected wallet of a namespace (the active one by default) as a provider; undefined while
 * none is connected there. A function beside the client, not a method on it, so a page that never
 * asks for a provider does not load this module.
 */
export function walletProvider(client: FoyerClient, namespace?: ChainNamespace): WalletProvider | undefined {
  // Every FoyerClient is one createFoyerClient made: its stores are there, out of the host's type.
  const { ctx } = client as InternalFoyerClient
  const target = namespace ?? ctx.chains.get().activeNamespace
  const session = target && ctx.sessions.get(target)
  return session ? walletProviderOf(session.connector) : undefined
}
