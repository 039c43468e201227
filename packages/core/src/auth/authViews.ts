/** How the embedded wallet's views behave in the modal (spec §2). */
import type { FoyerContext } from '../context.ts'
import type { ViewDataMap } from '../stores/router.ts'
import type { ViewBehaviour } from '../views/viewBehaviour.ts'
import { cancelSocialLogin, leaveFarcaster } from './leave.ts'

/** SIWX (spec §2): close is refused on a signing view while signing is required and no session exists. */
export function signingHoldsOpen(context: { signingRequired: boolean; hasSession: boolean }): boolean {
  return context.signingRequired && !context.hasSession
}

// SIWX sessions arrive with their issue; until then none exists.
const siwxHoldsOpen = (ctx: FoyerContext) => signingHoldsOpen({ signingRequired: Boolean(ctx.options.siwx?.required), hasSession: false })

export const AUTH_VIEW_BEHAVIOURS = {
  ConnectingFarcaster: { onBack: leaveFarcaster },
  ConnectingSocial: { onBack: cancelSocialLogin },
  // A request waiting for the visitor's answer holds Close, Escape and Back.
  ApproveTransaction: {
    refusesBack: (ctx) => ctx.auth.get().approval.pending,
    refusesClose: (ctx) => ctx.auth.get().approval.pending || siwxHoldsOpen(ctx),
  },
} satisfies { [V in keyof ViewDataMap]?: ViewBehaviour }
