/**
 * A frame as main.ts wires it, minus the browser: the real router, handlers, API client and
 * session store against the auth API stand-in; the parent window records what it is posted; the
 * page records the theme and lets the test press Approve or Reject.
 */
import { createAuthApiClient } from '../src/frame/authApiClient.ts'
import { createFrameContext, type ApprovalDecision, type ApprovalRequest, type ApprovalScreen, type FrameContext, type FramePage } from '../src/frame/frameContext.ts'
import { createFrameLog } from '../src/frame/frameLog.ts'
import { createFrameRouter, type FrameRouter } from '../src/frame/frameRouter.ts'
import { memoryStorage, type FrameStorage } from '../src/frame/frameStorage.ts'
import type { FrameTheme } from '../src/frame/frameTheme.ts'
import { FRAME_HANDLERS } from '../src/frame/handlers/index.ts'
import { createSessionStore } from '../src/frame/sessionStore.ts'
import { appMessage, parseFrameMessage, type AppEventName, type AppEventPayload, type FrameMessage, type ParsedFrameMessage } from '../src/protocol/messages.ts'
import { startAuthApiStandIn, type AuthApiStandIn } from './authApiStandIn.ts'

export const PARENT_ORIGIN = 'https://shop.example'
export const DEVICE = 'D'.repeat(43)

export interface OpenApproval {
  request: ApprovalRequest
  decide(decision: ApprovalDecision): void
  /** Settles when the screen is closed; answers whether it was put in its busy state first. */
  closed: Promise<{ wasBusy: boolean }>
}

export interface FrameHarness {
  api: AuthApiStandIn
  ctx: FrameContext
  router: FrameRouter
  storage: FrameStorage
  parent: { postMessage(message: FrameMessage, targetOrigin: string): void }
  posted: Array<{ message: FrameMessage; targetOrigin: string }>
  themes: FrameTheme[]
  reloads: { count: number; postedBefore: number[] }
  /** Posts an app event from the parent and answers the frame's parsed reply. */
  send<N extends AppEventName>(name: N, payload: AppEventPayload<N>): Promise<ParsedFrameMessage>
  /** Resolves with the next approval screen the frame opens. */
  nextApproval(): Promise<OpenApproval>
  openApprovals(): number
  close(): Promise<void>
}

export async function startFrame(options: { storage?: FrameStorage; farcasterPolls?: number; page?: Partial<FramePage> } = {}): Promise<FrameHarness> {
  const api = await startAuthApiStandIn()
  const storage = options.storage ?? memoryStorage()
  const session = createSessionStore(storage)
  const posted: FrameHarness['posted'] = []
  const parent = { postMessage: (message: FrameMessage, targetOrigin: string) => void posted.push({ message, targetOrigin }) }
  const themes: FrameTheme[] = []
  const reloads = { count: 0, postedBefore: [] as number[] }
  const waiting: Array<(approval: OpenApproval) => void> = []
  const shown: OpenApproval[] = []
  let open = 0

  const page: FramePage = {
    applyTheme: (theme) => void themes.push(theme),
    reload: () => {
      reloads.count++
      reloads.postedBefore.push(posted.length)
    },
    showApproval(request): ApprovalScreen {
      open++
      let decide!: (decision: ApprovalDecision) => void
      let onClosed!: (result: { wasBusy: boolean }) => void
      let wasBusy = false
      const decision = new Promise<ApprovalDecision>((resolve) => (decide = resolve))
      const approval: OpenApproval = { request, decide, closed: new Promise((resolve) => (onClosed = resolve)) }
      const taker = waiting.shift()
      if (taker) taker(approval)
      else shown.push(approval)
      return {
        decision,
        busy: () => void (wasBusy = true),
        close: () => {
          open--
          onClosed({ wasBusy })
        },
      }
    },
    ...options.page,
  }

  const log = createFrameLog(false)
  const client = createAuthApiClient({ origin: api.origin, projectId: 'foyer-dev', deviceId: DEVICE, session })
  const ctx = createFrameContext({
    api: client,
    session,
    storage,
    parentOrigin: PARENT_ORIGIN,
    page,
    log,
    initialChainId: '31337',
    settings: { pollIntervalMs: 0, ...(options.farcasterPolls ? { farcasterPolls: options.farcasterPolls } : {}) },
  })
  const router = createFrameRouter({ parent, parentOrigin: PARENT_ORIGIN, handlers: FRAME_HANDLERS, ctx, log })
  let nextId = 0

  return {
    api,
    ctx,
    router,
    storage,
    parent,
    posted,
    themes,
    reloads,
    async send(name, payload) {
      const id = `m${++nextId}`
      router.receive({ source: parent, origin: PARENT_ORIGIN, data: appMessage(id, name, payload) })
      await router.idle()
      const answer = posted.find(({ message }) => 'id' in message && message.id === id)
      if (!answer) throw new Error(`no answer to ${name}`)
      const parsed = parseFrameMessage(answer.message)
      if (!parsed) throw new Error(`the app would drop the answer to ${name}: ${JSON.stringify(answer.message)}`)
      return parsed
    },
    nextApproval: () => {
      const ready = shown.shift()
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve))
    },
    openApprovals: () => open,
    close: () => api.close(),
  }
}

/** The SUCCESS payload, or a thrown error naming what came instead. */
export function successOf(answer: ParsedFrameMessage): unknown {
  if (answer.kind !== 'success') throw new Error(`expected a SUCCESS, got ${JSON.stringify(answer)}`)
  return answer.payload
}

export function errorOf(answer: ParsedFrameMessage): unknown {
  if (answer.kind !== 'error') throw new Error(`expected an ERROR, got ${JSON.stringify(answer)}`)
  return answer.error
}
