import type { ACCOUNT_TYPES, AuthUser } from '../protocol/authApi.ts'

type AccountType = (typeof ACCOUNT_TYPES)[number]
import type { ApprovalApp, DappMetadata } from './approvalApp.ts'
import type { ApprovalSummary } from './approvalSummary.ts'
import type { AuthApiClient } from './authApiClient.ts'
import { appChainId, caipChainId } from './chainIds.ts'
import type { FrameLog } from './frameLog.ts'
import { STORAGE_KEYS, type FrameStorage } from './frameStorage.ts'
import type { FrameTheme } from './frameTheme.ts'
import { createSerialQueue, type SerialQueue } from './serialQueue.ts'
import type { SessionStore } from './sessionStore.ts'

/** Everything a handler works with. The page (DOM) is behind an interface so handlers run in tests without one. */
export interface FrameContext {
  api: AuthApiClient
  session: SessionStore
  storage: FrameStorage
  state: FrameState
  /** The host page's origin, confirmed by the server. */
  parentOrigin: string
  page: FramePage
  approvals: SerialQueue
  log: FrameLog
  settings: FrameSettings
}

/** What the frame remembers in memory between messages. */
export interface FrameState {
  /** The app's form: a number for EVM chains. Persisted as the last chain. */
  chainId: number | string
  /** The email of the login in progress (CONNECT_EMAIL), for CONNECT_DEVICE and CONNECT_OTP. */
  email?: string
  /** The Farcaster channel of the login in progress (GET_FARCASTER_URI), for CONNECT_FARCASTER. */
  channelToken?: string
  /** The signed-in user as the server last described them. */
  user?: AuthUser
  /** The EVM account the app shows, so the one requests are made from: its default or the visitor's choice (GET_USER, SET_PREFERRED_ACCOUNT); unset, the server's default. */
  accountType?: AccountType
  dapp?: DappMetadata
}

export interface FramePage {
  /** The theme as `readFrameTheme` read it out of SYNC_THEME: a mode and, when valid, an accent colour. */
  applyTheme(theme: FrameTheme): void
  /** Draws the approval screen; the caller makes sure only one is open. */
  showApproval(request: ApprovalRequest): ApprovalScreen
  reload(): void
}

export interface ApprovalRequest {
  summary: ApprovalSummary
  app: ApprovalApp
  /** The address that will sign, when known. */
  account?: string
  /** CAIP-2. */
  chainId: string
}

export type ApprovalDecision = 'approve' | 'reject'

export interface ApprovalScreen {
  /** The visitor's choice; settles once. */
  decision: Promise<ApprovalDecision>
  /** The request runs: buttons off, a spinner on Approve. */
  busy(): void
  close(): void
}

export interface FrameSettings {
  /** Pause between Farcaster status polls that came back at once. */
  pollIntervalMs: number
  /** How many Farcaster status polls one CONNECT_FARCASTER makes before giving up. */
  farcasterPolls: number
}

export const DEFAULT_SETTINGS: FrameSettings = { pollIntervalMs: 1000, farcasterPolls: 12 }

export interface FrameContextOptions {
  api: AuthApiClient
  session: SessionStore
  storage: FrameStorage
  parentOrigin: string
  page: FramePage
  log: FrameLog
  /** The chain the app loaded the frame with; the last chain the frame was on wins. */
  initialChainId: string
  settings?: Partial<FrameSettings>
}

export function createFrameContext(options: FrameContextOptions): FrameContext {
  const lastChain = options.storage.get(STORAGE_KEYS.lastChain)
  return {
    api: options.api,
    session: options.session,
    storage: options.storage,
    parentOrigin: options.parentOrigin,
    page: options.page,
    log: options.log,
    approvals: createSerialQueue(),
    state: { chainId: appChainId(lastChain ?? options.initialChainId) },
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
  }
}

/** Moves the frame to a chain and remembers it as the last chain. */
export function setChain(ctx: FrameContext, chainId: number | string): number | string {
  ctx.state.chainId = appChainId(chainId)
  ctx.storage.set(STORAGE_KEYS.lastChain, caipChainId(chainId))
  return ctx.state.chainId
}
