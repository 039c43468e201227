/**
 * The app's side of the embedded-wallet frame protocol (design: docs/design/embedded-wallet.md):
 * waits for the frame's READY, then sends requests with a random id and settles each on the
 * frame's matching SUCCESS or ERROR. Only messages from the frame's own window and origin that
 * parse as frame messages are read; anything else is dropped and counted.
 *
 * It knows nothing of the DOM: `frameElement.ts` mounts the iframe and hands its window here.
 */
import {
  appMessage,
  APP_EVENTS,
  FoyerError,
  FrameRequestError,
  FRAME_PROTOCOL_VERSION,
  parseFrameMessage,
  TIMED_APP_EVENTS,
  type AppEventName,
  type AppEventPayload,
  type AppEventResult,
  type AppMessage,
} from '@foyer/auth-frame/protocol'
import * as z from 'zod/mini'
import { en } from 'zod/locales'
import { AUTH_REQUEST_TIMEOUT_MS, IFRAME_READY_DELAY_MS } from '../constants.ts'
import { THROWN } from '../errors.ts'
import { FrameTimeoutError } from './frameErrors.ts'

/** A message event as the page's window delivers it. */
export interface IncomingMessage {
  data: unknown
  origin: string
  source: unknown
}

/** The frame as the client sees it: the window its messages come from, and how to post to it. */
export interface FrameTarget {
  /** The iframe's contentWindow: messages whose `source` is anything else are dropped. */
  window: unknown
  post(message: AppMessage): void
}

export interface FrameClientOptions {
  /** Subscribes to the page's message events; returns the unsubscribe. */
  listen(handler: (event: IncomingMessage) => void): () => void
  /** The frame, or undefined while there is no iframe (then requests fail with 'iframe is not set'). */
  target(): FrameTarget | undefined
  /** The origin the frame is served from. */
  frameOrigin: string
  /** Called after each READY and its delay: the frame takes requests now (and after a reload, again). */
  onReady?(): void
  /** Called once when no READY arrived in time (the SOCIALS_TIMEOUT alert). */
  onReadyTimeout?(): void
  /** The visitor pressed Escape inside the frame (its own origin and window only). */
  onEscape?(): void
  /** The height the frame's approval screen needs to show everything (CSS pixels). */
  onContentHeight?(height: number): void
  /** Called for every dropped message, with why (logged when the host enabled the logger). */
  onDropped?(reason: DropReason, event: IncomingMessage): void
  readyTimeoutMs?: number
  readyDelayMs?: number
  requestTimeoutMs?: number
  /** Random ids; crypto.getRandomValues by default. */
  randomId?(): string
}

export type DropReason = 'source' | 'origin' | 'shape' | 'version' | 'unknown-id'

export interface FrameClient {
  request<N extends AppEventName>(name: N, payload: AppEventPayload<N>): Promise<AppEventResult<N>>
  /** Resolves READY + the 500 ms delay after; rejects when READY did not come in time. */
  ready(): Promise<void>
  /**
   * The frame will not say READY (its server cannot be reached, or refuses this site): the wait ends
   * now, and requests waiting for READY fail with `error`. Ignored once READY came or the wait ended.
   */
  abandon(error: Error): void
  /** How many messages were dropped, by reason. */
  dropped(): Readonly<Record<DropReason, number>>
  destroy(): void
}

/** Long waits a RELOAD is sent to drop (leaving ConnectingFarcaster, spec §2); it does not wait for them. */
const RELOAD_DROPS: ReadonlySet<AppEventName> = new Set(['CONNECT_FARCASTER', 'CONNECT_DEVICE'])

/** Long enough for a slow network, short enough that a frame the project refuses is noticed (spec §9). */
export const FRAME_READY_TIMEOUT_MS = 30_000

interface Pending {
  name: AppEventName
  resolve(value: unknown): void
  reject(error: Error): void
  timer?: ReturnType<typeof setTimeout>
}

export function createFrameClient(options: FrameClientOptions): FrameClient {
  const pending = new Map<string, Pending>()
  const dropped: Record<DropReason, number> = { source: 0, origin: 0, shape: 0, version: 0, 'unknown-id': 0 }
  const randomId = options.randomId ?? defaultRandomId
  let destroyed = false
  let readyGate = gate()
  /** The gate opened (READY + delay) or failed (timeout): the next reload needs a fresh one. */
  let gateSettled = false
  /** Requests from now on wait for the frame's next READY (it is about to reload). */
  function closeGate() {
    if (!gateSettled) return
    readyGate = gate()
    gateSettled = false
  }
  let readyTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
    readyTimer = undefined
    announced = true
    gateSettled = true
    readyGate.reject(new FrameTimeoutError(options.readyTimeoutMs ?? FRAME_READY_TIMEOUT_MS))
    options.onReadyTimeout?.()
  }, options.readyTimeoutMs ?? FRAME_READY_TIMEOUT_MS)
  let delayTimer: ReturnType<typeof setTimeout> | undefined
  /** A READY came before (or the wait for it timed out): the next READY starts a fresh gate. */
  let announced = false

  const stopListening = options.listen((event) => {
    const target = options.target()
    if (!target || event.source !== target.window) return drop('source', event)
    if (event.origin !== options.frameOrigin) return drop('origin', event)
    const message = parseFrameMessage(event.data)
    if (!message) return drop('shape', event)
    if (message.kind === 'ready') {
      if (major(message.version) !== major(FRAME_PROTOCOL_VERSION)) return drop('version', event)
      return onReady()
    }
    if (message.kind === 'escape') return options.onEscape?.()
    if (message.kind === 'contentHeight') return options.onContentHeight?.(message.height)
    const request = pending.get(message.id)
    if (!request || request.name !== message.event) return drop('unknown-id', event)
    settle(message.id)
    if (message.kind === 'success') request.resolve(message.payload)
    else {
      const { triesLeft } = message.error
      request.reject(new FrameRequestError(message.error.message || THROWN.DEFAULT_FRAME_ERROR, message.error.code, triesLeft === undefined ? {} : { triesLeft }))
    }
  })

  function drop(reason: DropReason, event: IncomingMessage) {
    dropped[reason] += 1
    options.onDropped?.(reason, event)
  }

  function onReady() {
    clearTimeout(readyTimer)
    readyTimer = undefined
    // A second READY means the frame reloaded (RELOAD, or the browser): what it had pending is gone.
    // A READY after the timeout still opens the frame for the requests that come next.
    if (announced) {
      for (const id of [...pending.keys()]) abort(id)
      closeGate()
    }
    announced = true
    clearTimeout(delayTimer)
    const current = readyGate
    delayTimer = setTimeout(() => {
      current.resolve()
      gateSettled = true
      options.onReady?.()
    }, options.readyDelayMs ?? IFRAME_READY_DELAY_MS)
  }

  function settle(id: string) {
    const request = pending.get(id)
    if (request?.timer) clearTimeout(request.timer)
    pending.delete(id)
    for (const wake of [...quietWaiters]) wake()
  }

  /** Resolves once no request is pending but those a reload drops (RELOAD_DROPS). */
  const quietWaiters = new Set<() => void>()
  function quiet(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if ([...pending.values()].some((request) => !RELOAD_DROPS.has(request.name))) return
        quietWaiters.delete(check)
        resolve()
      }
      quietWaiters.add(check)
      check()
    })
  }

  function abort(id: string) {
    const request = pending.get(id)
    if (!request) return
    settle(id)
    request.reject(new FoyerError(THROWN.REQUEST_ABORTED))
  }

  return {
    async request(name, payload) {
      if (destroyed || !options.target()) throw new FoyerError(THROWN.IFRAME_NOT_SET)
      const checked = APP_EVENTS[name].request.safeParse(payload, { error: englishUnlessConfigured })
      if (!checked.success) throw new Error(`${name}: ${checked.error.issues[0]?.message ?? 'invalid payload'}`)
      await readyGate.promise
      if (name === 'RELOAD') {
        // What is asked from now on waits for the reloaded frame's READY; what the frame is
        // already doing (a login step) finishes first, but not the waits a reload is meant to drop.
        closeGate()
        await quiet()
      }
      const target = options.target()
      if (destroyed || !target) throw new FoyerError(THROWN.IFRAME_NOT_SET)
      const id = randomId()
      return new Promise((resolve, reject) => {
        const request: Pending = { name, resolve: resolve as (value: unknown) => void, reject }
        if (TIMED_APP_EVENTS.has(name)) {
          request.timer = setTimeout(() => abort(id), options.requestTimeoutMs ?? AUTH_REQUEST_TIMEOUT_MS)
        }
        pending.set(id, request)
        try {
          target.post(appMessage(id, name, checked.data as AppEventPayload<typeof name>))
        } catch (error) {
          settle(id)
          reject(error as Error)
        }
      })
    },
    ready: () => readyGate.promise,
    abandon(error) {
      if (announced || gateSettled) return
      clearTimeout(readyTimer)
      readyTimer = undefined
      announced = true
      gateSettled = true
      readyGate.reject(error)
    },
    dropped: () => ({ ...dropped }),
    destroy() {
      if (destroyed) return
      destroyed = true
      stopListening()
      clearTimeout(readyTimer)
      clearTimeout(delayTimer)
      readyGate.reject(new FoyerError(THROWN.IFRAME_NOT_SET))
      for (const id of [...pending.keys()]) abort(id)
    },
  }
}

function major(version: string): string {
  return version.split('.')[0] ?? ''
}

/** A promise with its settle functions; its rejection is handled here so an unused gate stays quiet. */
function gate() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  promise.catch(() => undefined)
  return { promise, resolve, reject }
}

function defaultRandomId(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * zod/mini loads no locale, so a rule without a message of its own would read 'Invalid input'. A
 * refused payload keeps zod's English message (as when the protocol used zod classic, which loads
 * English), unless the host set a locale or error map of its own.
 */
const english = en()
const englishUnlessConfigured: z.core.$ZodErrorMap = (issue) => {
  const config = z.config()
  return config.customError || config.localeError ? undefined : english.localeError(issue)
}
