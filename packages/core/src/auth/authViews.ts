/** How the embedded wallet's views behave in the modal (spec §2). */
import type { ViewDataMap } from '../stores/router.ts'
import type { ViewBehaviour } from '../views/viewBehaviour.ts'
import { siwxHoldsOpen } from '../siwx/siwxViews.ts'
import { cancelSocialLogin, leaveFarcaster } from './leave.ts'

export const AUTH_VIEW_BEHAVIOURS = {
  ConnectingFarcaster: { onBack: leaveFarcaster },
  ConnectingSocial: { onBack: cancelSocialLogin },
  // A request waiting for the visitor's answer holds Close, Escape and Back.
  ApproveTransaction: {
    refusesBack: (ctx) => ctx.auth.get().approval.pending,
    refusesClose: (ctx) => ctx.auth.get().approval.pending || siwxHoldsOpen(ctx),
  },
} satisfies { [V in keyof ViewDataMap]?: ViewBehaviour }
