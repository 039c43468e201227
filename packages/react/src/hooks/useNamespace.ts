import type { ChainNamespace, MessagesState, NamespaceModule, NamespaceTexts } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useAnswer } from './useAnswer.ts'
import { useStore } from './useStore.ts'

export interface NamespaceInView {
  module: NamespaceModule
  /** Its words in the host's locale: English until the namespace's translation has loaded (with its parts), and where it has none. */
  texts: NamespaceTexts
}

/** The namespace's module and its words, for a view that says something the namespace's own way; undefined for a namespace no package declared. */
export function useNamespace(namespace: ChainNamespace | undefined): NamespaceInView | undefined {
  const { client } = useFoyerInstance()
  const locale = useStore(client.ctx.messages, selectLocale)
  const module = namespace === undefined ? undefined : client.ctx.namespaces.of(namespace)
  const translation = useAnswer({
    key: module && locale !== 'en' ? `${module.namespace}:${locale}` : undefined,
    ask: async () => (locale === 'en' ? undefined : (await module!.load()).texts?.[locale]),
  })
  const translated = translation.status === 'answered' ? translation.data : undefined
  return module && { module, texts: translated ?? module.texts.en }
}

const selectLocale = (state: MessagesState) => state.locale
