/** How the SIWX sign-in views behave in the modal (spec §2), and the option's `required` they read. */
import type { FoyerContext } from '../context.ts'
import type { ViewBehaviour } from '../views/viewBehaviour.ts'
import type { SiwxSessionState } from './siwxSessionStore.ts'
import type { SiwxSignView } from './siwxSignView.ts'
import type { SiwxOption, SiwxStrategy, SiwxStrategyParts } from '../siwxTypes.ts'

/** Spec §2: close is refused on a signing view while signing is required and no session exists. */
export function signingHoldsOpen(option: SiwxOption | undefined, state: SiwxSessionState): boolean {
  return siwxRequired(option) && state.status !== 'signed'
}

/** Whether the host requires the visitor to sign in: a whole strategy answers getRequired(), Foyer's parts say `required`. */
export function siwxRequired(option: SiwxOption | undefined): boolean {
  return 'getRequired' in (option ?? {}) ? (option as SiwxStrategy).getRequired() : (option as SiwxStrategyParts | undefined)?.required === true
}

/** The active account must sign in and has no session yet. */
export const siwxHoldsOpen = (ctx: FoyerContext): boolean => signingHoldsOpen(ctx.options.siwx, ctx.siwx.get())

const signViewBehaviour: ViewBehaviour = { refusesClose: siwxHoldsOpen }

export const SIWX_VIEW_BEHAVIOURS = {
  SIWXSignMessage: signViewBehaviour,
  ConnectingSiwe: signViewBehaviour,
} satisfies { readonly [V in SiwxSignView]: ViewBehaviour }
