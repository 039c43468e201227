import type { AppEventName, AppEventPayload, AppEventResult } from '../../protocol/messages.ts'
import type { FrameContext } from '../frameContext.ts'

/** What a handler may ask of the reply: work to do once its answer is posted (RELOAD). */
export interface ReplyScope {
  afterAnswer(task: () => void): void
}

/** Answers one app event: resolves with the SUCCESS payload, or throws (a FrameRequestError) for the ERROR one. */
export type Handler<N extends AppEventName> = (payload: AppEventPayload<N>, ctx: FrameContext, reply: ReplyScope) => Promise<AppEventResult<N>>

export type HandlerTable<N extends AppEventName> = { [K in N]: Handler<K> }
