/**
 * The embedded wallet as a `WalletConnector` (type AUTH): every call is a message to the hidden
 * frame, which holds the session and asks the Foyer server to sign. This file is the contract;
 * the first load carries a stub of it (lazyAuthConnector.ts), its calls load on first use
 * (authCalls.ts), the frame code and the protocol's schemas after them (frameModule.ts).
 */
import type { AppEventName, AppEventPayload, AppEventResult, RpcMethodClass } from '@foyer/auth-frame/protocol'
import type { WalletConnector } from '../connector.ts'
import type { FramePlacement } from './frameElement.ts'
import type { FrameClient } from './frameClient.ts'

export const AUTH_CONNECTOR_ID = 'AUTH'

/** The frame once loaded: its client, the DOM element, and the protocol helpers the app needs. */
export interface LoadedFrame {
  client: Pick<FrameClient, 'request'>
  element?: HTMLIFrameElement
  place(placement: FramePlacement | null): void
  destroy(): void
  rpcMethodClass(method: string): RpcMethodClass
  parseSocialResult(data: unknown): string | null
  socialResultFromUrl(href: string): { uri: string; cleanUrl: string } | null
}

export interface FrameLoadConfig {
  baseUrl: string
  projectId: string
  chainId: string
  enableLogger: boolean
  onReady(): void
  onReadyTimeout(): void
}

/** Opens the frame; by default imports frameModule.ts and appends the iframe to document.body. */
export type FrameLoader = (config: FrameLoadConfig) => Promise<LoadedFrame>

export interface AuthConnector extends WalletConnector<'eip155'> {
  type: 'AUTH'
  /** Sends one app event to the frame, loading the frame first. */
  request<N extends AppEventName>(name: N, payload: AppEventPayload<N>): Promise<AppEventResult<N>>
  /** Loads the frame (once); rejects with 'Unable to load email login dependency' when its code cannot load. */
  load(): Promise<LoadedFrame>
  /** The frame's iframe, once loaded. */
  frameElement(): HTMLIFrameElement | undefined
  /** Lays the frame over the ApproveTransaction view's body, or hides it with null. */
  placeFrame(placement: FramePlacement | null): void
  /** Any RPC request through the embedded wallet, classified first (spec §6). */
  rpcRequest(method: string, params?: unknown[] | Record<string, unknown>): Promise<unknown>
  /** Removes the iframe (the client stopped). */
  unload(): void
}

/** What the AUTH connector does, as opposed to what it is: the part that loads on first use. */
export type AuthCalls = Omit<AuthConnector, 'id' | 'name' | 'type' | 'chain' | 'imageUrl' | 'on'>

export function isAuthConnector(connector: WalletConnector | undefined): connector is AuthConnector {
  return connector?.type === 'AUTH' && typeof (connector as Partial<AuthConnector>).request === 'function'
}
