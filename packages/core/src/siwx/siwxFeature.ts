/**
 * SIWX's code that loads on demand, in one piece (through siwxLoader.ts): the actions `client.siwx`
 * calls, and the follower that checks each new active account for a session and may sign out a
 * disconnected one.
 */
import type { FoyerContext } from '../context.ts'
import { siwxOnConnect, siwxOnDisconnect } from './siwxActions.ts'
import { isSameOwner, siwxOwner, type SiwxOwner } from './siwxOwner.ts'
import { createLog } from '../log.ts'

export { cancelSiwx, signInWithWallet, signOut } from './siwxActions.ts'

/** Starts following the active account (the current one counts as new); answers the unsubscribe. */
export function followSiwx(ctx: FoyerContext): () => void {
  let last: SiwxOwner | undefined
  const check = () => {
    const owner = siwxOwner(ctx)
    if (isSameOwner(owner, last)) return
    const disconnected = last !== undefined && owner === undefined
    last = owner
    ctx.siwx.set({ status: 'none' })
    if (disconnected) void siwxOnDisconnect(ctx).catch((error: unknown) => report(ctx, error))
    if (owner) void siwxOnConnect(ctx).catch((error: unknown) => report(ctx, error))
  }
  const stop = ctx.chains.subscribe(check)
  check()
  return stop
}

function report(ctx: FoyerContext, error: unknown) {
  createLog(ctx.options).warn('Foyer: SIWX', error)
}
