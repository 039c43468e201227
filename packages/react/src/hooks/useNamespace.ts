import type { ChainNamespace, MessagesState, NamespaceModule, NamespaceTexts } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useStore } from './useStore.ts'

export interface NamespaceInView {
  module: NamespaceModule
  /** Its words in the host's locale (English where it has no translation). */
  texts: NamespaceTexts
}

/** The namespace's module and its words, for a view that says something the namespace's own way; undefined for a namespace no package declared. */
export function useNamespace(namespace: ChainNamespace | undefined): NamespaceInView | undefined {
  const { client } = useFoyerInstance()
  const locale = useStore(client.ctx.messages, selectLocale)
  const module = namespace === undefined ? undefined : client.ctx.namespaces.of(namespace)
  return module && { module, texts: module.texts[locale] ?? module.texts.en }
}

const selectLocale = (state: MessagesState) => state.locale
