import type { FoyerContext, Store } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useStore } from './useStore.ts'

/**
 * A feature's draft kept in core (featureDraft: the send, the swap, the purchase, the name being
 * registered): its value as it changes, and its store to write to. `draftOf` is the feature's own
 * (sendStateOf, swapStateOf, onrampDraftOf, nameRegistrationOf).
 */
export function useFeatureDraft<T>(draftOf: (ctx: FoyerContext) => Store<T>): { draft: T; store: Store<T> } {
  const { client } = useFoyerInstance()
  const store = draftOf(client.ctx)
  return { draft: useStore(store), store }
}
