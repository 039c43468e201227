import type { AppEventName } from '../../protocol/messages.ts'
import { accountHandlers } from './accountHandlers.ts'
import { emailHandlers } from './emailHandlers.ts'
import type { HandlerTable } from './handler.ts'
import { pageHandlers } from './pageHandlers.ts'
import { rpcHandlers } from './rpcHandler.ts'
import { socialHandlers } from './socialHandlers.ts'

export type { Handler, HandlerTable, ReplyScope } from './handler.ts'

/** One handler per app event of spec §7; the type makes a missing one a compile error. */
export const FRAME_HANDLERS: HandlerTable<AppEventName> = {
  ...emailHandlers,
  ...socialHandlers,
  ...accountHandlers,
  ...rpcHandlers,
  ...pageHandlers,
}
