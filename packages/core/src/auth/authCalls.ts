/**
 * What the AUTH connector does, loaded on its first use (lazyAuthConnector.ts holds what it is):
 * the frame's loading, the app events sent to it, accounts, network switches and RPC requests.
 */
import type { AppEventName, AppEventPayload, AppEventResult, AuthUser } from '@foyer/auth-frame/protocol'
import type { ConnectedAccount } from '../connector.ts'
import type { ConnectorEventHub } from '../connectorEvents.ts'
import { DEFAULT_CHAIN_ID } from '../constants.ts'
import { THROWN } from '../errors.ts'
import type { KeyValueStorage } from '../storage.ts'
import type { AuthCalls, AuthConnector, FrameLoadConfig, FrameLoader, LoadedFrame } from './authConnector.ts'
import { isSessionExpired } from './frameErrors.ts'
import { deleteCachedLoginData, rememberLogin } from './loginCache.ts'

export interface AuthConnectorConfig {
  /** authFrameUrl or apiUrl. */
  baseUrl: string
  projectId: string
  enableLogger: boolean
  storage: KeyValueStorage
  /** The active eip155 network's chain id: the frame starts on it and requests go to it. */
  activeChainId(): number | string | undefined
  /** Runs an unsafe request while ApproveTransaction shows the frame; resolves with its result. */
  approve<T>(method: string, run: () => Promise<T>): Promise<T>
  /** The frame is ready (again, after a reload): the theme and the app's data go to it. */
  onReady(connector: AuthConnector): void
  onReadyTimeout(): void
  onSessionExpired(): void
  onActionNotAllowed(): void
  onUser(user: AuthUser): void
  /** Replaces how the frame is opened (tests). */
  loadFrame?: FrameLoader
}

export function createAuthCalls(config: AuthConnectorConfig, connector: AuthConnector, emit: ConnectorEventHub['emit']): AuthCalls {
  let loading: Promise<LoadedFrame> | undefined
  let loaded: LoadedFrame | undefined
  let connected = false
  /** Set when the frame reported an expired session: signing out would only fail again. */
  let expired = false

  function load(): Promise<LoadedFrame> {
    if (loading) return loading
    const loadConfig: FrameLoadConfig = {
      baseUrl: config.baseUrl,
      projectId: config.projectId,
      chainId: String(config.activeChainId() ?? DEFAULT_CHAIN_ID),
      enableLogger: config.enableLogger,
      onReady: () => config.onReady(connector),
      onReadyTimeout: config.onReadyTimeout,
    }
    const attempt: Promise<LoadedFrame> = (config.loadFrame ?? loadFrameModule)(loadConfig).then((frame) => {
      // Unloaded while it loaded: this frame is not wanted any more.
      if (loading !== attempt) {
        frame.destroy()
        throw new Error(THROWN.IFRAME_NOT_SET)
      }
      loaded = frame
      return frame
    })
    loading = attempt
    attempt.catch(() => {
      if (loading === attempt) loading = undefined
    })
    return attempt
  }

  async function request<N extends AppEventName>(name: N, payload: AppEventPayload<N>): Promise<AppEventResult<N>> {
    const frame = await load()
    try {
      const result = await frame.client.request(name, payload)
      if (name === 'GET_USER' || name === 'CONNECT_OTP' || name === 'CONNECT_SOCIAL' || name === 'CONNECT_FARCASTER') expired = false
      return result
    } catch (error) {
      if (isSessionExpired(error)) sessionExpired()
      throw error
    }
  }

  function sessionExpired() {
    expired = true
    deleteCachedLoginData(config.storage)
    config.onSessionExpired()
    if (connected) {
      connected = false
      emit('disconnect')
    }
  }

  async function account(chainId: number | string | undefined): Promise<ConnectedAccount> {
    const user = await request('GET_USER', chainId === undefined ? {} : { chainId })
    rememberLogin(config.storage, user)
    config.onUser(user)
    connected = true
    const others = (user.accounts ?? []).map((entry) => entry.address).filter((address) => address !== user.address)
    return { addresses: [user.address, ...others], chainId: chainReference(user.chainId) }
  }

  async function rpcRequest(method: string, params?: unknown[] | Record<string, unknown>): Promise<unknown> {
    const frame = await load()
    const kind = frame.rpcMethodClass(method)
    if (kind === 'unknown') {
      config.onActionNotAllowed()
      throw new Error(THROWN.RPC_CALL_NOT_ALLOWED)
    }
    const chainId = config.activeChainId()
    const send = async () => (await request('RPC_REQUEST', { method, ...(params && { params }), ...(chainId !== undefined && { chainId }) })).result
    return kind === 'safe' ? send() : config.approve(method, send)
  }

  return {
    /** After an email, social or Farcaster login finished in the frame: the user's account. */
    connect: ({ network }) => account(network?.id ?? config.activeChainId()),

    async reconnect() {
      const { isConnected } = await request('IS_CONNECTED', {})
      if (!isConnected) {
        deleteCachedLoginData(config.storage)
        return null
      }
      return account(config.activeChainId())
    },

    async disconnect() {
      const wasExpired = expired
      connected = false
      try {
        if (!wasExpired) await request('SIGN_OUT', {})
      } finally {
        deleteCachedLoginData(config.storage)
      }
    },

    async switchNetwork(network) {
      await request('SWITCH_NETWORK', { chainId: network.id })
    },

    async signMessage({ message, address }) {
      return String(await rpcRequest('personal_sign', [utf8Hex(message), address]))
    },

    // Unsafe requests (eth_sendTransaction, eth_signTypedData_v4…) go through ApproveTransaction.
    rpc: ({ method, params }) => rpcRequest(method, params && (Array.isArray(params) ? [...params] : { ...params })),

    request,
    load,
    rpcRequest,
    frameElement: () => loaded?.element,
    placeFrame: (placement) => loaded?.place(placement),
    unload() {
      loaded?.destroy()
      loaded = undefined
      loading = undefined
    },
  }
}

/** The frame's own loader: the lazy module, with the iframe appended to document.body. */
async function loadFrameModule(config: FrameLoadConfig): Promise<LoadedFrame> {
  if (typeof document === 'undefined' || !document.body) throw new Error(THROWN.IFRAME_NOT_SET)
  let module: typeof import('./frameModule.ts')
  try {
    module = await import('./frameModule.ts')
  } catch {
    throw new Error(THROWN.EMAIL_LOGIN_DEPENDENCY)
  }
  const opened = module.openFrame({ ...config, container: document.body })
  return {
    ...opened,
    rpcMethodClass: module.rpcMethodClass,
    parseSocialResult: module.parseSocialResult,
    socialResultFromUrl: module.socialResultFromUrl,
  }
}

/** 1, '1' and 'eip155:1' all name chain 1. */
function chainReference(chainId: number | string): number | string {
  if (typeof chainId === 'number') return chainId
  const reference = chainId.includes(':') ? chainId.slice(chainId.lastIndexOf(':') + 1) : chainId
  return /^\d+$/.test(reference) ? Number(reference) : reference
}

function utf8Hex(text: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex
}
