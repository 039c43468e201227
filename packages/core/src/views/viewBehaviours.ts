/**
 * Every view's behaviour, one line per feature: the modal's own views here, a feature's from its
 * folder. The modal's rules (close, back, leaving a view) read only this table.
 */
import { AUTH_VIEW_BEHAVIOURS } from '../auth/authViews.ts'
import type { FoyerContext } from '../context.ts'
import { SIWX_VIEW_BEHAVIOURS } from '../siwx/siwxViews.ts'
import type { View } from '../stores/router.ts'
import type { ViewBehaviour } from './viewBehaviour.ts'

const VIEW_BEHAVIOURS: { readonly [V in View]?: ViewBehaviour } = {
  UnsupportedChain: { closesOnBack: true },
  ...AUTH_VIEW_BEHAVIOURS,
  ...SIWX_VIEW_BEHAVIOURS,
}

export function viewBehaviour(view: View): ViewBehaviour {
  return VIEW_BEHAVIOURS[view] ?? {}
}

export const closesOnBack = (view: View): boolean => viewBehaviour(view).closesOnBack === true

/** Whether the current view refuses Close and Escape right now. */
export function closeRefused(ctx: FoyerContext): boolean {
  return viewBehaviour(ctx.router.current().view).refusesClose?.(ctx) ?? false
}

/** Whether the current view refuses Back right now. */
export function backRefused(ctx: FoyerContext): boolean {
  return viewBehaviour(ctx.router.current().view).refusesBack?.(ctx) ?? false
}
