/**
 * The embedded wallet as a `WalletConnector` (type AUTH): every call is a message to the hidden
 * frame, which holds the session and asks the Foyer server to sign. This file loads when the
 * connector is first needed (embeddedWalletAdapter.ts); the frame code and the protocol's schemas
 * load on its first use (frameModule.ts).
 */
import { FoyerError, type AppEventName, type AppEventPayload, type AppEventResult, type AuthUser, type RpcMethodClass } from '@foyer/auth-frame/protocol'
import type { ConnectedAccount, WalletConnector } from '../connector.ts'
import { createConnectorEvents } from '../connectorEvents.ts'
import { DEFAULT_CHAIN_ID } from '../constants.ts'
import { THROWN } from '../errors.ts'
import type { KeyValueStorage } from '../storage.ts'
import type { ChainNamespace } from '../types.ts'
import { EMBEDDED_WALLET_ICON } from './embeddedWalletIcon.ts'
import { isSessionExpired } from './frameErrors.ts'
import type { FramePlacement } from './frameElement.ts'
import type { FrameClient } from './frameClient.ts'
import type { FrameUnavailableError } from './serverProbe.ts'
import { deleteCachedLoginData, rememberLogin } from './loginCache.ts'
import { writePreferredAccountType } from './preferredAccountTypes.ts'

export const AUTH_CONNECTOR_ID = 'AUTH'

/** The frame once loaded: its client, the DOM element, and the protocol helpers the app needs. */
export interface LoadedFrame {
  client: Pick<FrameClient, 'request'>
  element?: HTMLIFrameElement
  place(placement: FramePlacement | null): void
  /** A request waits: if the frame has not said READY, its server is asked now whether it can. */
  checkServer?(): void
  destroy(): void
  rpcMethodClass(method: string): RpcMethodClass
  /** The refusal (4200) of a method the embedded wallet does not offer at all (ERC-7715 permissions, a raw user operation); undefined for the others. */
  unofferedMethodError(method: string): Error | undefined
  parseSocialResult(data: unknown): string | null
  socialResultFromUrl(href: string): { uri: string; cleanUrl: string } | null
}

export interface AuthConnectorConfig {
  /** authFrameUrl or apiUrl. */
  baseUrl: string
  projectId: string
  enableLogger: boolean
  /** The modal's locale: the frame's approval screen speaks it. */
  locale: string
  storage: KeyValueStorage
  /** The namespace the login lives on (its module says `home`: eip155). */
  namespace: ChainNamespace
  /** The active network's chain id in that namespace: the frame starts on it and requests go to it. */
  activeChainId(): number | string | undefined
  /** The account the app shows on the home namespace (the visitor's choice, else the host's default); undefined: the server's default. */
  accountType(): EmbeddedAccountType | undefined
  /** Runs an unsafe request while ApproveTransaction shows the frame; resolves with its result. */
  approve<T>(method: string, run: () => Promise<T>): Promise<T>
  /** The frame is ready (again, after a reload): the theme and the app's data go to it. */
  onReady(connector: AuthConnector): void
  onReadyTimeout(): void
  /** Escape was pressed inside the frame (on its approval screen): a try to close the dialog. */
  onEscape?(): void
  /** The height the frame's approval screen needs to show everything. */
  onContentHeight?(height: number): void
  /** The frame will not start (its server cannot be reached, or refuses this page); the next request loads a new one. */
  onUnavailable(error: FrameUnavailableError): void
  onSessionExpired(): void
  onActionNotAllowed(): void
  /** A method the wallet does not offer was asked for: refused (4200) before any approval opens. */
  onUnofferedMethod(): void
  onUser(user: AuthUser): void
  /** The frame's code could not be loaded (a chunk gone after a deploy, the network lost): 'Unable to load email login dependency' is thrown. */
  onCodeUnavailable(): void
  /** Opens the frame; by default imports frameModule.ts and appends the iframe to document.body. */
  loadFrame?(config: FrameLoadConfig): Promise<LoadedFrame>
  /** How the default loader imports frameModule.ts (a dynamic import). */
  importFrameModule?(): Promise<FrameModule>
}

type FrameModule = typeof import('./frameModule.ts')

export interface FrameLoadConfig {
  baseUrl: string
  projectId: string
  chainId: string
  enableLogger: boolean
  locale: string
  onReady(): void
  onReadyTimeout(): void
  onEscape?(): void
  onContentHeight?(height: number): void
  onUnavailable(error: FrameUnavailableError): void
}

export interface AuthConnector extends WalletConnector {
  type: 'AUTH'
  /** Sends one app event to the frame, loading the frame first. */
  request<N extends AppEventName>(name: N, payload: AppEventPayload<N>): Promise<AppEventResult<N>>
  /** Loads the frame (once); rejects with 'Unable to load email login dependency' when its code cannot load. */
  load(): Promise<LoadedFrame>
  /** The frame's iframe, once loaded. */
  frameElement(): HTMLIFrameElement | undefined
  /** Lays the frame over the ApproveTransaction view's body, or hides it with null. */
  placeFrame(placement: FramePlacement | null): void
  /**
   * Moves the wallet to the other kind of account (its key's own, or the smart account it owns):
   * the frame makes requests from it, and the connector reports its address (accountsChanged).
   * Rejects with the frame's 4200 where the chain holds no smart account.
   */
  setAccountType(type: EmbeddedAccountType): Promise<void>
  /** Any RPC request through the embedded wallet, classified first (spec §6); on `chainId` (CAIP-2), else the home namespace's active chain. */
  rpcRequest(method: string, params?: unknown[] | Record<string, unknown>, chainId?: string): Promise<unknown>
  /** Removes the iframe (the client stopped). */
  unload(): void
}

/** The kinds of account the embedded wallet holds on EVM chains. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'

export function createAuthConnector(config: AuthConnectorConfig): AuthConnector {
  const events = createConnectorEvents()
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
      locale: config.locale,
      onReady: () => config.onReady(connector),
      onReadyTimeout: config.onReadyTimeout,
      onEscape: config.onEscape,
      onContentHeight: config.onContentHeight,
      onUnavailable: (error) => {
        // A frame that will never start is dropped, so the next request (a Retry) loads a fresh one.
        if (loading === attempt) {
          loaded?.destroy()
          loaded = undefined
          loading = undefined
        }
        config.onUnavailable(error)
      },
    }
    const open = config.loadFrame ?? ((frameConfig: FrameLoadConfig) => loadFrameModule(frameConfig, config.importFrameModule))
    const attempt: Promise<LoadedFrame> = open(loadConfig).then((frame) => {
      // Unloaded while it loaded: this frame is not wanted any more.
      if (loading !== attempt) {
        frame.destroy()
        throw new FoyerError(THROWN.IFRAME_NOT_SET)
      }
      loaded = frame
      return frame
    })
    loading = attempt
    attempt.catch((error: unknown) => {
      if (loading === attempt) loading = undefined
      if (error instanceof FoyerError && error.message === THROWN.EMAIL_LOGIN_DEPENDENCY) config.onCodeUnavailable()
    })
    return attempt
  }

  async function request<N extends AppEventName>(name: N, payload: AppEventPayload<N>): Promise<AppEventResult<N>> {
    const frame = await load()
    frame.checkServer?.()
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
      events.emit('disconnect')
    }
  }

  async function account(chainId: number | string | undefined): Promise<ConnectedAccount> {
    const preferredAccountType = config.accountType()
    const user = await request('GET_USER', { ...(chainId !== undefined && { chainId }), ...(preferredAccountType && { preferredAccountType }) })
    rememberLogin(config.storage, user)
    config.onUser(user)
    connected = true
    const others = (user.accounts ?? []).map((entry) => entry.address).filter((address) => address !== user.address)
    return { addresses: [user.address, ...others], chainId: chainReference(user.chainId) }
  }

  async function rpcRequest(method: string, params?: unknown[] | Record<string, unknown>, onChain?: string): Promise<unknown> {
    const frame = await load()
    const kind = frame.rpcMethodClass(method)
    const unoffered = frame.unofferedMethodError(method)
    if (unoffered) {
      config.onUnofferedMethod()
      throw unoffered
    }
    if (kind === 'unknown') {
      config.onActionNotAllowed()
      throw new FoyerError(THROWN.RPC_CALL_NOT_ALLOWED)
    }
    const chainId = onChain ?? config.activeChainId()
    const send = async () => (await request('RPC_REQUEST', { method, ...(params && { params }), ...(chainId !== undefined && { chainId }) })).result
    return kind === 'safe' ? send() : config.approve(method, send)
  }

  const connector: AuthConnector = {
    id: AUTH_CONNECTOR_ID,
    name: 'Embedded Wallet',
    type: 'AUTH',
    chain: config.namespace,
    imageUrl: EMBEDDED_WALLET_ICON,

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

    async setAccountType(type) {
      await request('SET_PREFERRED_ACCOUNT', { type })
      writePreferredAccountType(config.storage, config.namespace, type)
      const { addresses } = await account(config.activeChainId())
      events.emit('accountsChanged', addresses)
    },

    async signMessage({ message, address }) {
      return String(await rpcRequest('personal_sign', [utf8Hex(message), address]))
    },

    // Unsafe requests (eth_sendTransaction, eth_signTypedData_v4…) go through ApproveTransaction.
    rpc: ({ method, params }) => rpcRequest(method, params && (Array.isArray(params) ? [...params] : { ...params })),

    on: events.on,

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
  return connector
}

/** The frame's own loader: the lazy module, with the iframe appended to document.body. */
async function loadFrameModule(config: FrameLoadConfig, importFrameModule: () => Promise<FrameModule> = () => import('./frameModule.ts')): Promise<LoadedFrame> {
  if (typeof document === 'undefined' || !document.body) throw new FoyerError(THROWN.IFRAME_NOT_SET)
  let module: FrameModule
  try {
    module = await importFrameModule()
  } catch (error) {
    throw new FoyerError(THROWN.EMAIL_LOGIN_DEPENDENCY, { cause: error })
  }
  const opened = module.openFrame({ ...config, container: document.body })
  return {
    ...opened,
    rpcMethodClass: module.rpcMethodClass,
    unofferedMethodError: module.unofferedMethodError,
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
