import type { ChainNamespace } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'

/** Disconnects a namespace's wallet, or every connected one when none is named. */
export function useFoyerDisconnect(): { disconnect: (options?: { namespace?: ChainNamespace }) => Promise<void> } {
  const { client } = useFoyerInstance()
  return { disconnect: (options = {}) => client.disconnect(options.namespace) }
}
