import { numberToHex, type Address } from 'viem'
import type { Eip1193Provider } from '../eip1193Connector.ts'
import { ANNOUNCE_EVENT, REQUEST_EVENT, type DiscoveryTarget, type Eip6963ProviderInfo } from '../discovery.ts'
import { ProviderRpcError } from '../errors.ts'
import { assetDiscoveryCapabilities, readChainAssets, type AssetChain } from './chainAssets.ts'

export type { AssetChain, Eip7811Asset } from './chainAssets.ts'

/**
 * Feature flags of the in-memory wallet, in the spirit of wagmi's mock connector. They stay
 * mutable on `wallet.features`, so a test can change the wallet's mind between two requests.
 * A failure flag is `true` (a generic -32603 error) or the EIP-1193 code to fail with.
 */
export interface TestWalletFeatures {
  /** eth_requestAccounts answers 4001. */
  rejectConnect?: boolean
  /** personal_sign and eth_signTypedData_v4 answer 4001. */
  rejectSign?: boolean
  failSwitch?: boolean | number
  failAddChain?: boolean | number
  failRevoke?: boolean
  /** Wrap error codes as `{ code: -32603, data: { originalError: { code } } }`, as some wallets do. */
  nestErrors?: boolean
  /** With `assetDiscovery`: wallet_getAssets fails (true: -32603, or this code). */
  failAssets?: boolean | number
  /** With `assetDiscovery`: wallet_getAssets answers balances as decimal numbers, not the EIP's hex strings. */
  malformedAssets?: boolean
}

export interface TestWalletOptions extends TestWalletFeatures {
  /** Default: anvil's first two dev accounts. */
  accounts?: string[]
  /** Default 1. */
  chainId?: number
  /** Chain ids the wallet knows; switching to others answers 4902 until added. Default: [chainId]. */
  chains?: number[]
  /** Start already authorised for the site (what `reconnect` finds). */
  connected?: boolean
  /**
   * Chains (by id) the wallet discovers assets on: it then answers EIP-5792's wallet_getCapabilities
   * with `assetDiscovery` for them and EIP-7811's wallet_getAssets read from their nodes. Without it
   * (the default) it knows neither method (4200), as most wallets today.
   */
  assetDiscovery?: Readonly<Record<number, AssetChain>>
}

export interface TestWallet extends Required<Pick<Eip1193Provider, 'on' | 'removeListener'>> {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  features: TestWalletFeatures
  /** Every request received, in order. */
  requests: { method: string; params?: unknown }[]
  accounts: string[]
  chainId: number
  chains: Set<number>
  connected: boolean
  /** Emits a provider event as the wallet would (accountsChanged, chainChanged, disconnect…). */
  emit(event: string, ...args: unknown[]): void
  /** How many listeners the wallet has for an event (to check a connector stopped listening). */
  listenerCount(event: string): number
}

export const TEST_ACCOUNTS = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8']

/**
 * An in-memory EIP-1193 provider for tests: no keys, every answer scripted; it reads a chain only
 * for the assets it discovers (`assetDiscovery`).
 */
export function createTestWallet(options: TestWalletOptions = {}): TestWallet {
  const { accounts = TEST_ACCOUNTS, chainId = 1, chains = [chainId], connected = false, assetDiscovery, ...features } = options
  const listeners = new Map<string, Set<(...args: any[]) => void>>()
  const failure = (flag: boolean | number | undefined, message: string) => {
    const code = flag === true ? -32603 : Number(flag)
    if (!wallet.features.nestErrors) return new ProviderRpcError(code, message)
    return new ProviderRpcError(-32603, 'Internal JSON-RPC error.', { data: { originalError: { code, message } } })
  }
  const rejected = () => failure(4001, 'User rejected the request.')

  const handlers: Record<string, (params: any[]) => unknown> = {
    eth_chainId: () => numberToHex(wallet.chainId),
    eth_accounts: () => (wallet.connected ? [...wallet.accounts] : []),
    eth_requestAccounts: () => {
      if (wallet.features.rejectConnect) throw rejected()
      if (!wallet.connected) {
        wallet.connected = true
        wallet.emit('accountsChanged', [...wallet.accounts])
      }
      return [...wallet.accounts]
    },
    personal_sign: ([data, address]) => {
      if (wallet.features.rejectSign) throw rejected()
      return fakeSignature(`${data}:${address}`)
    },
    eth_signTypedData_v4: ([address, typedData]) => {
      if (wallet.features.rejectSign) throw rejected()
      return fakeSignature(`${address}:${typedData}`)
    },
    wallet_switchEthereumChain: ([{ chainId: hex }]) => {
      if (wallet.features.failSwitch) throw failure(wallet.features.failSwitch, 'Switch failed.')
      const next = Number(hex)
      if (!wallet.chains.has(next)) throw failure(4902, `Unrecognized chain ID "${hex}".`)
      if (next !== wallet.chainId) {
        wallet.chainId = next
        wallet.emit('chainChanged', hex)
      }
      return null
    },
    wallet_addEthereumChain: ([chain]) => {
      if (wallet.features.failAddChain) throw failure(wallet.features.failAddChain, 'Adding the chain failed.')
      wallet.chains.add(Number(chain.chainId))
      return null
    },
    ...(assetDiscovery && {
      wallet_getCapabilities: () => assetDiscoveryCapabilities(Object.keys(assetDiscovery).map(Number)),
      wallet_getAssets: async ([request]) => {
        const account = String(request?.account ?? '')
        if (!wallet.connected || !wallet.accounts.some((own) => own.toLowerCase() === account.toLowerCase())) throw failure(4100, 'The account is not authorised.')
        if (wallet.features.failAssets) throw failure(wallet.features.failAssets, 'Reading the assets failed.')
        const filter: string[] | undefined = request?.chainFilter
        const chainIds = filter ? filter.map(Number) : Object.keys(assetDiscovery).map(Number)
        const assets = await readChainAssets(assetDiscovery, account as Address, chainIds)
        if (!wallet.features.malformedAssets) return assets
        return Object.fromEntries(Object.entries(assets).map(([chain, list]) => [chain, list.map((asset) => ({ ...asset, balance: BigInt(asset.balance).toString() }))]))
      },
    }),
    wallet_revokePermissions: () => {
      if (wallet.features.failRevoke) throw failure(4200, 'The method is not supported.')
      wallet.connected = false
      wallet.emit('accountsChanged', [])
      return null
    },
  }

  const wallet: TestWallet = {
    features,
    requests: [],
    accounts: [...accounts],
    chainId,
    chains: new Set(chains),
    connected,
    async request({ method, params }) {
      wallet.requests.push(params === undefined ? { method } : { method, params })
      const handler = handlers[method]
      if (!handler) throw failure(4200, `The method "${method}" is not supported.`)
      return handler(Array.isArray(params) ? params : [])
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
  return wallet
}

/**
 * Announces a provider through EIP-6963 on `target` now and on every request, like a wallet
 * extension does. Returns a function that stops answering.
 */
export function announceTestWallet(
  target: Pick<DiscoveryTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>,
  wallet: Eip1193Provider,
  info: Partial<Eip6963ProviderInfo> = {},
): () => void {
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: info.uuid ?? crypto.randomUUID(),
      name: info.name ?? 'Test Wallet',
      icon: info.icon ?? TEST_WALLET_ICON,
      rdns: info.rdns ?? 'dev.foyer.testwallet',
    }),
    provider: wallet,
  })
  const announce = () => void target.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail }))
  target.addEventListener(REQUEST_EVENT, announce)
  announce()
  return () => target.removeEventListener(REQUEST_EVENT, announce)
}

const TEST_WALLET_ICON = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23888'/%3E%3C/svg%3E"

// A 65-byte-looking signature that depends on what was signed, so tests can tell two apart.
function fakeSignature(seed: string): string {
  let hash = 2166136261
  for (let index = 0; index < seed.length; index++) hash = Math.imul(hash ^ seed.charCodeAt(index), 16777619)
  return `0x${(hash >>> 0).toString(16).padStart(8, '0').repeat(17).slice(0, 130)}`
}
