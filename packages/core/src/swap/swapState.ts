/**
 * The swap under way (spec §3 swap state: the two tokens, the amount, the slippage tolerance), kept
 * while the visitor goes from the form to the token lists and the review and back. It starts over
 * when the account or network changes or the wallet disconnects, and after a swap.
 */
import type { FoyerContext } from '../context.ts'
import { createStore, type Store } from '../store.ts'
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

const states = new WeakMap<FoyerContext, Store<SwapState>>()

export function swapStateOf(ctx: FoyerContext): Store<SwapState> {
  const known = states.get(ctx)
  if (known) return known
  const state = createStore<SwapState>(EMPTY_SWAP)
  states.set(ctx, state)
  const whose = () => ctx.chains.active()?.accountState.caipAddress ?? ''
  let owner = whose()
  ctx.chains.subscribe(() => {
    const next = whose()
    if (next === owner) return
    owner = next
    state.set(EMPTY_SWAP)
  })
  return state
}
