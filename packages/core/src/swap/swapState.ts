/**
 * The swap under way (spec §3 swap state: the two tokens, the amount, the slippage tolerance), kept
 * while the visitor goes from the form to the token lists and the review and back. It starts over
 * when the account or network changes or the wallet disconnects, and after a swap.
 */
import type { FoyerContext } from '../context.ts'
import type { Store } from '../store.ts'
import { activeAccount, featureDraft } from '../stores/featureDraft.ts'
import { DEFAULT_SLIPPAGE_PERCENT } from './swapRules.ts'

export interface SwapState {
  /** The sold token's CAIP-10 id as the server lists it (the native currency at 0xEeee…); undefined: the native currency. */
  from?: string
  /** The bought token's CAIP-10 id; undefined until chosen. */
  to?: string
  amount: string
  /** The tolerance as typed, in percent. */
  slippage: string
}

export const EMPTY_SWAP: SwapState = { amount: '', slippage: String(DEFAULT_SLIPPAGE_PERCENT) }

export function swapStateOf(ctx: FoyerContext): Store<SwapState> {
  return featureDraft(ctx, 'swap', EMPTY_SWAP, activeAccount)
}
