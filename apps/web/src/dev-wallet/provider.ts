import type { Hex, TypedDataDefinition } from 'viem'
import { DevWalletError, invalidParams, unauthorized, unrecognizedChain, unsupportedMethod, userRejected } from './errors.ts'
import { forwardToChain } from './rpc.ts'
import { createSigner, quantity, type RpcTransaction } from './signer.ts'
import { createWalletState, type DevWalletChain, type StorageLike } from './state.ts'

/** What the wallet asks its user; the consent UI renders it (see panel.ts). */
export interface ConsentRequest {
  title: string
  /** The site asking, e.g. `http://localhost:5173`. */
  origin: string
  /** What it asks, following the origin: "wants to connect to your account." */
  action: string
  /** The chain the wallet is on, for the panel's header. */
  network: string
  details: { label: string; value: string /** long text shown in a scrolling box */; block?: boolean }[]
}
/** Resolves true when the user approves. */
export type Consent = (request: ConsentRequest) => Promise<boolean>

export interface DevWalletProviderOptions {
  chains: DevWalletChain[]
  privateKey: Hex
  knownChainIds?: number[]
  consent: Consent
  origin: string
  storage?: StorageLike
}

export interface DevWalletProvider {
  readonly isFoyerDevWallet: true
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: any[]) => void): DevWalletProvider
  removeListener(event: string, listener: (...args: any[]) => void): DevWalletProvider
  /** Emits a provider event to the site (used on uninstall to say `disconnect`). */
  emit(event: string, ...args: unknown[]): void
}

/** Read calls the wallet passes to the current chain's node untouched. */
const READ_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_listening',
  'web3_clientVersion',
])

/** Methods that may ask the user; they run one at a time, so prompts queue and see settled state. */
const EXCLUSIVE_METHODS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

/** The Dev Wallet as an EIP-1193 provider; the consent UI and storage are passed in. */
export function createDevWalletProvider(options: DevWalletProviderOptions): DevWalletProvider {
  if (options.chains.length === 0) throw new Error('Dev Wallet: give it at least one chain')
  const { consent, origin } = options
  const state = createWalletState(options.chains, options.knownChainIds, options.storage)
  const signer = createSigner(options.privateKey)
  const listeners = new Map<string, Set<(...args: any[]) => void>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }

  const ask = async (title: string, action: string, details: ConsentRequest['details']) => {
    const approved = await consent({ title, origin, action, network: chainLabel(state.chain), details })
    if (!approved) throw userRejected()
  }
  const approvedAddress = async (claimed?: unknown) => {
    const address = await signer.address()
    if (!state.isApproved(address)) throw unauthorized()
    if (claimed !== undefined && !sameAddress(claimed, address)) throw unauthorized()
    return address
  }
  const requestAccounts = async () => {
    const address = await signer.address()
    if (!state.isApproved(address)) {
      await ask('Connection request', 'wants to connect to your account and see its address.', [
        { label: 'Account', value: address },
        { label: 'Network', value: chainLabel(state.chain) },
      ])
      state.approve(address)
      emit('accountsChanged', [address])
    }
    return [address]
  }
  const permissions = (address: string) => [{ parentCapability: 'eth_accounts', invoker: origin, caveats: [{ type: 'restrictReturnedAccounts', value: [address] }] }]

  const handlers: Record<string, (params: unknown[]) => Promise<unknown>> = {
    eth_chainId: async () => toHex(state.chain.chainId),
    net_version: async () => String(state.chain.chainId),
    eth_accounts: async () => {
      const address = await signer.address()
      return state.isApproved(address) ? [address] : []
    },
    eth_requestAccounts: requestAccounts,
    wallet_requestPermissions: async () => permissions((await requestAccounts())[0]!),
    wallet_getPermissions: async () => {
      const address = await signer.address()
      return state.isApproved(address) ? permissions(address) : []
    },
    wallet_revokePermissions: async () => {
      state.forget()
      emit('accountsChanged', [])
      return null
    },

    personal_sign: async ([first, second]) => {
      const address = await approvedAddress()
      // the spec'd order is [message, address]; some sites still send [address, message]
      const [message, from] = sameAddress(first, address) && !sameAddress(second, address) ? [second, first] : [first, second]
      if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address]')
      await approvedAddress(from)
      await ask('Signature request', 'asks you to sign this message.', [
        { label: 'Message', value: readableMessage(message), block: true },
        { label: 'Account', value: address },
      ])
      return signer.signMessage(message)
    },

    eth_signTypedData_v4: async ([from, raw]) => {
      const address = await approvedAddress(from)
      const typedData = parseTypedData(raw)
      const domain = typedData.domain ?? {}
      await ask('Signature request', 'asks you to sign this typed data.', [
        { label: 'Domain', value: [domain.name, domain.version && `version ${domain.version}`].filter(Boolean).join(', ') || '—' },
        ...(domain.verifyingContract ? [{ label: 'Contract', value: domain.verifyingContract }] : []),
        ...(domain.chainId !== undefined ? [{ label: 'Chain ID', value: String(domain.chainId) }] : []),
        { label: 'Type', value: String(typedData.primaryType) },
        { label: 'Message', value: JSON.stringify(typedData.message, null, 2), block: true },
        { label: 'Account', value: address },
      ])
      return signer.signTypedData(typedData)
    },

    eth_sendTransaction: async ([param]) => {
      if (!param || typeof param !== 'object') throw invalidParams('eth_sendTransaction expects [transaction]')
      const tx = param as RpcTransaction
      const address = await approvedAddress(tx.from ?? undefined)
      const chain = state.chain
      const { formatUnits } = await import('viem')
      const data = tx.data ?? tx.input
      await ask('Transaction request', `asks you to send a transaction on ${chain.name}.`, [
        { label: 'From', value: address },
        { label: 'To', value: tx.to ?? 'New contract' },
        {
          label: 'Amount',
          value: `${formatUnits(quantity(tx.value) ?? 0n, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`,
        },
        ...(data && data !== '0x' ? [{ label: 'Data', value: data, block: true }] : []),
      ])
      return signer.sendTransaction(chain, tx)
    },

    wallet_switchEthereumChain: async ([param]) => {
      const chainId = hexChainId(param)
      const target = state.knownChain(Number(chainId))
      if (!target) throw unrecognizedChain(chainId)
      if (target.chainId === state.chain.chainId) return null
      await ask('Switch network', 'asks you to switch the network.', [
        { label: 'From', value: chainLabel(state.chain) },
        { label: 'To', value: chainLabel(target) },
      ])
      state.setChain(target)
      emit('chainChanged', toHex(target.chainId))
      return null
    },

    // Adds only; the site then asks to switch, and the user sees that as a second prompt.
    wallet_addEthereumChain: async ([param]) => {
      const requested = parseAddChain(param)
      if (state.knownChain(requested.chainId)) return null
      await ask('Add network', 'asks you to add this network to your wallet.', [
        { label: 'Network', value: requested.name },
        { label: 'Chain ID', value: String(requested.chainId) },
        { label: 'RPC URL', value: requested.rpcUrl },
        { label: 'Currency', value: requested.nativeCurrency.symbol },
        ...(requested.blockExplorerUrl ? [{ label: 'Explorer', value: requested.blockExplorerUrl }] : []),
      ])
      // For a chain it was configured with, the wallet keeps its own RPC, as wallets with presets do.
      state.addChain({ ...requested, rpcUrl: state.preset(requested.chainId)?.rpcUrl ?? requested.rpcUrl })
      return null
    },
  }

  let queue: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  const provider: DevWalletProvider = {
    isFoyerDevWallet: true,
    async request(args) {
      if (!args || typeof args.method !== 'string') throw new DevWalletError(-32600, 'Invalid request')
      const { method } = args
      const params = Array.isArray(args.params) ? args.params : []
      const handler = handlers[method]
      if (handler) return EXCLUSIVE_METHODS.has(method) ? exclusive(() => handler(params)) : handler(params)
      if (READ_METHODS.has(method)) return forwardToChain(state.chain, method, args.params)
      throw unsupportedMethod(method)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    emit,
  }
  return provider
}

const toHex = (chainId: number) => `0x${chainId.toString(16)}`
const chainLabel = (chain: DevWalletChain) => `${chain.name} (${chain.chainId})`
const sameAddress = (value: unknown, address: string) => typeof value === 'string' && value.toLowerCase() === address.toLowerCase()

function hexChainId(param: unknown): string {
  const chainId = (param as { chainId?: unknown } | undefined)?.chainId
  if (typeof chainId !== 'string' || !/^0x[0-9a-f]+$/i.test(chainId)) throw invalidParams('chainId must be a hex string')
  return chainId
}

/** Shows UTF-8 text as text; anything else (a hash, raw bytes) stays hex. */
function readableMessage(message: string): string {
  if (!/^0x([0-9a-f]{2})*$/i.test(message)) return message
  const bytes = new Uint8Array(
    message
      .slice(2)
      .match(/../g)
      ?.map((byte) => parseInt(byte, 16)) ?? [],
  )
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return message
  }
}

function parseTypedData(raw: unknown): TypedDataDefinition {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw invalidParams('typed data is not JSON')
    }
  }
  const typed = value as Partial<TypedDataDefinition> | null
  if (!typed || typeof typed.types !== 'object' || typeof typed.primaryType !== 'string' || typeof typed.message !== 'object') throw invalidParams('typed data needs types, primaryType and message')
  // viem derives the domain type from the domain itself
  const { EIP712Domain: _, ...types } = typed.types as Record<string, unknown>
  return { ...typed, types } as TypedDataDefinition
}

function parseAddChain(param: unknown): DevWalletChain {
  const chain = param as {
    chainId?: unknown
    chainName?: unknown
    rpcUrls?: unknown
    nativeCurrency?: { name?: unknown; symbol?: unknown; decimals?: unknown }
    blockExplorerUrls?: unknown
  }
  const chainId = hexChainId(chain)
  const rpcUrl = Array.isArray(chain.rpcUrls) ? chain.rpcUrls[0] : undefined
  const currency = chain.nativeCurrency
  if (typeof chain.chainName !== 'string' || !chain.chainName) throw invalidParams('chainName is required')
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) throw invalidParams('rpcUrls needs an http(s) URL')
  if (typeof currency?.name !== 'string' || typeof currency.symbol !== 'string' || typeof currency.decimals !== 'number') throw invalidParams('nativeCurrency needs name, symbol and decimals')
  const explorer = Array.isArray(chain.blockExplorerUrls) ? chain.blockExplorerUrls[0] : undefined
  return {
    chainId: Number(chainId),
    name: chain.chainName,
    rpcUrl,
    nativeCurrency: { name: currency.name, symbol: currency.symbol, decimals: currency.decimals },
    ...(typeof explorer === 'string' ? { blockExplorerUrl: explorer } : {}),
  }
}
