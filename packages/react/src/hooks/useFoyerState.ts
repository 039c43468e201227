import { currentEntry, type ChainNamespace, type View } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useStore } from './useStore.ts'

export interface FoyerState {
  /** The modal is open. */
  open: boolean
  /** The view it shows (or showed last). */
  view: View
  /** The modal is busy (a connection or a switch under way). */
  loading: boolean
  activeNamespace: ChainNamespace | undefined
  /** The active network's CAIP-2 id. */
  selectedNetworkId: string | undefined
}

/** The modal's state for hosts that draw around it: open, its view, busy, and the active namespace and network. */
export function useFoyerState(): FoyerState {
  const { client } = useFoyerInstance()
  const { ctx } = client
  const open = useStore(ctx.modal, (state) => state.open)
  const loading = useStore(ctx.modal, (state) => state.loading)
  const view = useStore(ctx.router, (state) => currentEntry(state).view)
  const activeNamespace = useStore(ctx.chains, (state) => state.activeNamespace)
  const selectedNetworkId = useStore(ctx.chains, (state) => (state.activeNamespace ? state.chains[state.activeNamespace]?.networkState.caipNetwork?.caipNetworkId : undefined))
  return { open, view, loading, activeNamespace, selectedNetworkId }
}
