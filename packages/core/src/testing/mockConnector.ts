/**
 * A wallet connection for tests, implementing the WalletConnector contract in memory (in the
 * spirit of wagmi's mock connector): flags make it reject, fail or forget the site, and the test
 * plays the wallet's side (switch chain, change accounts, disconnect). Flags stay mutable on
 * `connector.flags`, so a wallet can change its mind between two calls.
 */
import type { ChainAdapter } from '../chainAdapter.ts'
import type { ConnectedAccount, ConnectorEvents, ToldAccount, WalletConnector } from '../connector.ts'
import { createConnectorEvents } from '../connectorEvents.ts'
import type { NamespaceModule } from '../namespaceModule.ts'
import type { WalletRpcRequest } from '../namespaceRequests.ts'
import { CHAIN_NAMESPACES, type ChainNamespace, type ConnectorType, type Network } from '../types.ts'

export interface MockConnectorFlags {
  /** The visitor says no to everything: connect, switch, signatures and requests reject with 4001. */
  reject?: boolean
  /** Only the connection is refused (4001). */
  rejectConnect?: boolean
  /** Only signatures and requests are refused (4001): the connection and switches go through. */
  rejectRequests?: boolean
  /** The wallet breaks: that call throws a plain error. */
  fail?: 'connect' | 'reconnect' | 'switch' | 'disconnect' | 'sign' | 'request'
  /** The wallet no longer authorises this site: reconnect answers null. */
  forgotSite?: boolean
}

export interface MockConnectorOptions extends MockConnectorFlags {
  id?: string
  name?: string
  type?: ConnectorType
  chain?: ChainNamespace
  explorerId?: string
  rdns?: string
  /** The wallet's addresses, the active one first. */
  addresses?: string[]
  /** The network `id` the wallet starts on. Default 1. */
  chainId?: number | string
  /** What the wallet tells of its addresses on connect (their kinds, public keys), as a Bitcoin wallet does. */
  accounts?: ToldAccount[]
  /** The networks (CAIP-2) it approves for the connection, as a WalletConnect session does; absent: any. */
  approvedNetworks?: string[]
  /** What the wallet answers an RPC request; default MOCK_RPC_ANSWER. */
  answer?: (request: WalletRpcRequest) => unknown
}

/** What every request is answered with unless the test says otherwise: 32 bytes of 0xcd. */
export const MOCK_RPC_ANSWER = `0x${'cd'.repeat(32)}`
/** What signMessage answers: 65 bytes of 0xab. */
export const MOCK_SIGNATURE = `0x${'ab'.repeat(65)}`

/** The error a refusing wallet throws: EIP-1193 code 4001. */
export class UserRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

export interface MockConnector extends WalletConnector {
  flags: MockConnectorFlags
  /** Every contract call, in order. */
  calls: { method: string; args: unknown[] }[]
  /** Emits a wallet event as a real wallet would. */
  emit<E extends keyof ConnectorEvents>(event: E, ...args: Parameters<ConnectorEvents[E]>): void
  /** The wallet switches chain on its own side. */
  switchChainFromWallet(chainId: number | string): void
  /** The wallet ends the connection on its own side. */
  disconnectFromWallet(): void
  listenerCount(): number
}

export function mockConnector(options: MockConnectorOptions = {}): MockConnector {
  const { id, name, type, chain, explorerId, rdns, addresses, chainId: startChainId, answer, accounts, approvedNetworks, ...flags } = options
  const events = createConnectorEvents()
  const calls: MockConnector['calls'] = []
  let chainId = startChainId ?? 1
  let authorised = false

  const account = (): ConnectedAccount => ({
    addresses: [...(addresses ?? [])],
    chainId,
    ...(accounts && { accounts: accounts.map((told) => ({ ...told })) }),
    ...(approvedNetworks && { approvedNetworks: [...approvedNetworks] }),
  })
  const record = (method: string, ...args: unknown[]) => calls.push({ method, args })
  const refuses = (what: 'connect' | 'switch' | 'request') => connector.flags.reject || (what === 'connect' && connector.flags.rejectConnect) || (what === 'request' && connector.flags.rejectRequests)
  const failure = (call: NonNullable<MockConnectorFlags['fail']>) => {
    if (connector.flags.fail === call) throw new Error(`Mock wallet failed: ${call}`)
  }

  const connector: MockConnector = {
    id: id ?? 'mock-wallet',
    name: name ?? 'Mock Wallet',
    type: type ?? 'INJECTED',
    // The first namespace Foyer knows (eip155) unless the test names one.
    chain: chain ?? CHAIN_NAMESPACES[0],
    explorerId,
    info: rdns ? { rdns } : undefined,
    flags,
    calls,
    emit: events.emit,
    listenerCount: events.listenerCount,
    switchChainFromWallet(next) {
      chainId = next
      events.emit('chainChanged', next)
    },
    disconnectFromWallet() {
      authorised = false
      events.emit('disconnect')
    },

    async connect(params) {
      record('connect', params)
      if (refuses('connect')) throw new UserRejectedError()
      failure('connect')
      authorised = true
      return account()
    },
    async disconnect() {
      record('disconnect')
      authorised = false
      failure('disconnect')
    },
    async reconnect() {
      record('reconnect')
      failure('reconnect')
      return connector.flags.forgotSite ? null : account()
    },
    async switchNetwork(network: Network) {
      record('switchNetwork', network)
      if (refuses('switch')) throw new UserRejectedError()
      failure('switch')
      chainId = network.id
      // A real wallet reports the change through its event once it has switched.
      if (authorised) events.emit('chainChanged', chainId)
    },
    async signMessage(params) {
      record('signMessage', params)
      if (refuses('request')) throw new UserRejectedError()
      failure('sign')
      return MOCK_SIGNATURE
    },
    async rpc(request) {
      record('rpc', request)
      if (refuses('request')) throw new UserRejectedError()
      failure('request')
      return answer ? answer(request) : MOCK_RPC_ANSWER
    },
    on: events.on,
  }
  return connector
}

/** An adapter that announces the given connectors as soon as discovery starts; `stopped` tells when it stopped. */
export function mockAdapter(namespace: ChainNamespace, connectors: WalletConnector[], module?: NamespaceModule): ChainAdapter & { stopped: boolean } {
  const adapter = {
    namespace,
    ...(module && { module }),
    stopped: false,
    watchConnectors(onChange: (connectors: WalletConnector[]) => void) {
      onChange(connectors)
      return () => void (adapter.stopped = true)
    },
  }
  return adapter
}
