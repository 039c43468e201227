import { createStore, type FoyerContext, type RouterEntry, type Store, type SwapFailure, type SwapStep } from '@foyer/core/internal'
import { useState, useSyncExternalStore } from 'react'
import { useFoyerInstance } from '../../context.ts'

/** Where the review's swap is: the step under way, or why the last try was not made. */
export interface SwapRunState {
  step?: SwapStep
  failure?: SwapFailure
}

interface SwapRun {
  state: Store<SwapRunState>
  /** Aborted when the visitor leaves the review. */
  controller: AbortController
}

const runs = new WeakMap<RouterEntry, SwapRun>()

/**
 * The swap a review started, kept beside the review's entry in the modal's history rather than in
 * the view: an approval the embedded wallet shows over the review (ApproveTransaction) unmounts the
 * view until it is answered, and must neither stop the swap nor let it start twice when the review
 * shows again. Leaving the review (Back, Close, another view in its place) aborts it: the wallet is
 * asked nothing more.
 */
export function useSwapRun(): SwapRunState & { signal: AbortSignal; set(state: SwapRunState): void } {
  const { client } = useFoyerInstance()
  const [run] = useState(() => runOf(client.ctx, client.ctx.router.current()))
  const state = useSyncExternalStore(run.state.subscribe, run.state.get)
  return { ...state, signal: run.controller.signal, set: run.state.set }
}

function runOf(ctx: FoyerContext, entry: RouterEntry): SwapRun {
  const known = runs.get(entry)
  if (known && !known.controller.signal.aborted) return known
  const run: SwapRun = { state: createStore<SwapRunState>({}), controller: new AbortController() }
  runs.set(entry, run)
  const leave = () => {
    run.controller.abort()
    stopRouter()
    stopModal()
  }
  const stopRouter = ctx.router.subscribe((routes) => {
    if (!routes.history.includes(entry)) leave()
  })
  const stopModal = ctx.modal.subscribe((modal) => {
    if (!modal.open) leave()
  })
  return run
}
