import { isReceiverName, resolveReceiverName, type ChainNamespace, type NamedReceiver } from '@foyer/core/internal'
import { useFoyerInstance } from '../../context.ts'
import { useAnswer } from '../../hooks/useAnswer.ts'
import { useNamespace } from '../../hooks/useNamespace.ts'

/** Where a receiver typed as a name stands: not a name, being looked up, found, pointing nowhere, or not lookable now. */
export type ReceiverNameLookup =
  | { status: 'address' }
  | { status: 'resolving'; name: string }
  | { status: 'found'; receiver: NamedReceiver }
  | { status: 'notFound'; name: string }
  | { status: 'unavailable'; name: string }

/** Waits this long after the last keystroke before asking the server (one lookup per name typed, not per letter). */
const LOOKUP_DELAY_MS = 300

/**
 * Looks up the receiver the visitor typed when it is a name (spec §2 Send: "an ENS / .id name
 * resolved with its avatar"); a lookup answered after the text changed again is dropped.
 */
export function useReceiverName(namespace: ChainNamespace | undefined, text: string): ReceiverNameLookup {
  const { client } = useFoyerInstance()
  const name = text.trim()
  const module = useNamespace(namespace)?.module
  // Only a namespace module that serves names makes a name (isReceiverName), and only with a Foyer server (which looks them up).
  const lookup = useAnswer({
    key: module && client.ctx.namespaces.serves(module.namespace, 'names') && isReceiverName(module, name) ? `${module.namespace}|${name}` : undefined,
    ask: () => resolveReceiverName(client.ctx, module!, name),
    debounceMs: LOOKUP_DELAY_MS,
  })
  if (lookup.status === 'idle') return { status: 'address' }
  if (lookup.status === 'loading') return { status: 'resolving', name }
  if (lookup.status === 'failed') return { status: 'unavailable', name }
  return lookup.data ? { status: 'found', receiver: lookup.data } : { status: 'notFound', name }
}
