import type { FoyerContext } from '../context.ts'

/** Whether the active namespace has a connected account. */
export function isConnected(ctx: FoyerContext): boolean {
  return ctx.chains.active()?.accountState.status === 'connected'
}
