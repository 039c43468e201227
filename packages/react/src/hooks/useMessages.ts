import { textsIn, type MessagesState, type TextSection, type TextsOf } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useStore } from './useStore.ts'

/**
 * A section of the message catalogue in the host's locale (`createFoyer({ locale })`): English until
 * the translation has loaded, then the translation. Every text a view shows comes through here.
 *
 * ```tsx
 * const m = useMessages(walletTexts)
 * return <button>{m.copyLink}</button>
 * ```
 */
export function useMessages<S extends TextSection>(section: S): TextsOf<S> {
  const { client } = useFoyerInstance()
  const catalogue = useStore(client.ctx.messages, selectCatalogue)
  return textsIn(catalogue, section)
}

const selectCatalogue = (state: MessagesState) => state.catalogue
