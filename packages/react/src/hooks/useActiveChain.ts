import type { ChainsState, ChainState } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useStore } from './useStore.ts'

/** The active namespace's chain (its account, network and balances) as it changes; undefined while none is active. */
export function useActiveChain(): ChainState | undefined {
  const { client } = useFoyerInstance()
  return useStore(client.ctx.chains, selectActiveChain)
}

const selectActiveChain = (state: ChainsState) => (state.activeNamespace ? state.chains[state.activeNamespace] : undefined)
