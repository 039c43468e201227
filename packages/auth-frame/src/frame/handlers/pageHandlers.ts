import { readFrameTheme } from '../frameTheme.ts'
import type { HandlerTable } from './handler.ts'

type PageEvent = 'SYNC_THEME' | 'SYNC_DAPP_DATA' | 'RELOAD'

/** The frame's look, the app it serves, and starting over. */
export const pageHandlers: HandlerTable<PageEvent> = {
  async SYNC_THEME(theme, ctx) {
    // Only the mode and a checked accent get through: the approval screen must stay legible.
    ctx.page.applyTheme(readFrameTheme(theme))
    return {}
  },

  async SYNC_DAPP_DATA({ metadata }, ctx) {
    if (metadata) ctx.state.dapp = metadata
    else delete ctx.state.dapp
    return {}
  },

  async RELOAD(_payload, ctx, reply) {
    reply.afterAnswer(() => ctx.page.reload())
    return {}
  },
}
