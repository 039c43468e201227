import { RPC_ERROR_CODES, THROWN, createConnectorEvents, isUserRejection, type ConnectedAccount, type Network, type WalletConnector, type WalletRpcRequest } from '@foyer/core/internal'
import { ProviderRpcError, errorCode, toProviderError } from './errors.ts'

/** The EIP-1193 surface Foyer uses; event methods are optional, as some providers lack them. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: any[]) => void): unknown
  removeListener?(event: string, listener: (...args: any[]) => void): unknown
}

/** What describes the wallet behind the provider. */
export type ConnectorMeta = Pick<WalletConnector, 'id' | 'name' | 'type'> & Partial<Pick<WalletConnector, 'imageUrl' | 'imageId' | 'explorerId' | 'info'>>

/** A connector over an EIP-1193 provider; `provider` stays reachable for requests beyond the contract. */
export interface Eip1193Connector extends WalletConnector<'eip155'> {
  provider: Eip1193Provider
}

// MetaMask emits this while it reconnects to its RPC; the wallet is still connected.
const PROVIDER_RECONNECTING = 1013

/** Wraps any EIP-1193 provider (injected, announced, or a test double) in Foyer's connector contract. */
export function eip1193Connector(provider: Eip1193Provider, meta: ConnectorMeta): Eip1193Connector {
  const events = createConnectorEvents()
  const onAccountsChanged = (accounts: unknown) => {
    const addresses = toAddresses(accounts)
    if (addresses.length === 0) onDisconnect()
    else events.emit('accountsChanged', addresses)
  }
  const onChainChanged = (chainId: unknown) => events.emit('chainChanged', Number(chainId))
  const onDisconnect = (error?: unknown) => {
    if (errorCode(error) === PROVIDER_RECONNECTING) return
    forward(false)
    events.emit('disconnect')
  }
  const handlers = { accountsChanged: onAccountsChanged, chainChanged: onChainChanged, disconnect: onDisconnect }
  let forwarding = false
  const forward = (on: boolean) => {
    if (forwarding === on) return
    forwarding = on
    for (const [event, handler] of Object.entries(handlers)) {
      if (on) provider.on?.(event, handler)
      else provider.removeListener?.(event, handler)
    }
  }

  const request = (method: string, params?: WalletRpcRequest['params']) =>
    provider.request(params ? { method, params } : { method }).catch((error: unknown) => {
      throw toProviderError(error)
    })
  const readAccount = async (method: string): Promise<ConnectedAccount> => ({
    addresses: toAddresses(await request(method)),
    chainId: Number(await request('eth_chainId')),
  })

  const connector: Eip1193Connector = {
    ...meta,
    chain: 'eip155',
    provider,

    async connect({ network } = {}) {
      const account = await readAccount('eth_requestAccounts')
      if (network && Number(network.id) !== account.chainId) {
        // A declined or failed switch still leaves the wallet connected: report its real chain
        // and let the UI offer the switch again (UnsupportedChain).
        await connector.switchNetwork(network).catch(() => undefined)
        account.chainId = Number(await request('eth_chainId'))
      }
      forward(true)
      return account
    },

    async reconnect() {
      const account = await readAccount('eth_accounts')
      if (account.addresses.length === 0) return null
      forward(true)
      return account
    },

    async disconnect() {
      forward(false)
      await request('wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => undefined)
    },

    async switchNetwork(network) {
      const chainId = `0x${Number(network.id).toString(16)}`
      try {
        await request('wallet_switchEthereumChain', [{ chainId }])
      } catch (error) {
        if (errorCode(error) !== RPC_ERROR_CODES.UNRECOGNIZED_CHAIN) throw error
        await addChain(chainId, network)
        await request('wallet_switchEthereumChain', [{ chainId }])
      }
    },

    async signMessage({ message, address }) {
      return String(await request('personal_sign', [utf8ToHex(message), address]))
    },

    rpc: ({ method, params }) => request(method, params),

    on: events.on,
  }

  async function addChain(chainId: string, network: Network) {
    const explorer = network.blockExplorers?.default.url
    try {
      await request('wallet_addEthereumChain', [
        {
          chainId,
          chainName: network.name,
          rpcUrls: [...(network.rpcUrls.chainDefault ?? network.rpcUrls.default).http],
          nativeCurrency: network.nativeCurrency,
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ])
    } catch (error) {
      if (isUserRejection(error)) throw error
      throw new ProviderRpcError(errorCode(error) ?? RPC_ERROR_CODES.UNRECOGNIZED_CHAIN, THROWN.CHAIN_NOT_SUPPORTED, {
        cause: error,
      })
    }
  }

  return connector
}

// Written here rather than imported from viem (as the hex chain id above): viem's encoders
// bring its error classes, ~1.5 KB gzip of the host's first load.
function utf8ToHex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

function toAddresses(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}
