import { APP_EVENTS, appEventName, frameContentHeight, frameEscape, frameFailure, frameReady, frameSuccess, parseAppMessage, type AppEventName, type FrameMessage } from '../protocol/messages.ts'
import { FRAME_PROTOCOL_VERSION } from '../protocol/index.ts'
import type { FrameContext } from './frameContext.ts'
import type { FrameLog } from './frameLog.ts'
import { DEFAULT_ERROR_MESSAGE, frameErrorOf } from './frameErrorAnswer.ts'
import type { Handler, HandlerTable } from './handlers/index.ts'
import { acceptsMessage, type MessageFrom } from './parentOrigin.ts'

/** The parent window as the router needs it. */
export interface MessageTarget {
  postMessage(message: FrameMessage, targetOrigin: string): void
}

export interface FrameRouterOptions {
  parent: MessageTarget
  /** Confirmed by the server before the router is made; every answer is posted to it only. */
  parentOrigin: string
  handlers: HandlerTable<AppEventName>
  ctx: FrameContext
  log: FrameLog
}

export interface FrameRouter {
  /** Handles one `message` event: from the parent at its origin and a well-formed app event, or dropped. */
  receive(event: MessageFrom & { data: unknown }): void
  /** Announces the frame to the parent (READY {version}). */
  announce(): void
  /** Tells the parent Escape was pressed in the frame, where its dialog cannot hear it. */
  escape(): void
  /** Tells the parent the height the approval screen needs (whole pixels). */
  contentHeight(height: number): void
  /** How many messages were dropped (wrong source, origin or shape). */
  droppedCount(): number
  /** Settles when every answer started so far has been posted (tests, and a clean reload). */
  idle(): Promise<void>
}

export function createFrameRouter(options: FrameRouterOptions): FrameRouter {
  const { parent, parentOrigin, handlers, ctx, log } = options
  let dropped = 0
  const running = new Set<Promise<void>>()
  const post = (message: FrameMessage) => parent.postMessage(message, parentOrigin)

  const drop = (reason: string, data: unknown) => {
    dropped++
    log.warn(`dropped a message: ${reason}`, data)
  }

  async function answer(id: string, name: AppEventName, payload: unknown): Promise<void> {
    const after: Array<() => void> = []
    try {
      const handler = handlers[name] as Handler<AppEventName>
      const result = await handler(payload as never, ctx, { afterAnswer: (task) => after.push(task) })
      // Never post what the app would refuse: a result off its schema is a frame bug, answered as one.
      const checked = APP_EVENTS[name].success.safeParse(result)
      if (checked.success) post(frameSuccess(id, name, checked.data as never))
      else {
        log.warn(`${name} produced an answer off its schema`, checked.error)
        post(frameFailure(id, name, { message: DEFAULT_ERROR_MESSAGE }))
      }
    } catch (error) {
      log.warn(`${name} failed`, error)
      post(frameFailure(id, name, frameErrorOf(error)))
    }
    for (const task of after) task()
  }

  return {
    receive(event) {
      if (!acceptsMessage(event, parent, parentOrigin)) return drop(`not from the parent page (${event.origin})`, event.data)
      const message = parseAppMessage(event.data)
      if (!message) return drop('not a well-formed Foyer app event', event.data)
      const task = answer(message.id, appEventName(message), message.payload)
      running.add(task)
      void task.finally(() => running.delete(task))
    },
    announce: () => post(frameReady(FRAME_PROTOCOL_VERSION)),
    escape: () => post(frameEscape()),
    contentHeight: (height) => post(frameContentHeight(Math.min(4000, Math.max(0, Math.ceil(height))))),
    droppedCount: () => dropped,
    async idle() {
      while (running.size > 0) await Promise.all(running)
    },
  }
}
