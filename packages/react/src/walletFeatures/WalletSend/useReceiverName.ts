import { isReceiverName, resolveReceiverName, type ChainNamespace, type NamedReceiver } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../../context.ts'

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
  const module = namespace === undefined ? undefined : client.ctx.namespaces.of(namespace)
  const isName = isReceiverName(module, name)
  const [lookup, setLookup] = useState<ReceiverNameLookup>({ status: 'address' })
  useEffect(() => {
    if (!isName) {
      setLookup({ status: 'address' })
      return
    }
    setLookup({ status: 'resolving', name })
    let current = true
    const timer = setTimeout(() => {
      if (!module) return
      resolveReceiverName(client.ctx, module, name).then(
        (receiver) => current && setLookup(receiver ? { status: 'found', receiver } : { status: 'notFound', name }),
        () => current && setLookup({ status: 'unavailable', name }),
      )
    }, LOOKUP_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [client, module, isName, name])
  return lookup
}
