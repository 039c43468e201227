import type { ResultOf } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../context.ts'

/** How often a pending batch's status is asked of the wallet. */
const ASK_EVERY_MS = 1_000

/**
 * A batch's status (EIP-5792's `wallet_getCallsStatus`), asked of the wallet every second while it is
 * pending (status 100) and kept once final: `{ status, error }`. Without an id, nothing is asked.
 */
export function useFoyerCallsStatus(id: string | undefined): { status: ResultOf<'getCallsStatus'> | undefined; error: Error | undefined } {
  const { client } = useFoyerInstance()
  const [state, setState] = useState<{ id: string | undefined; status: ResultOf<'getCallsStatus'> | undefined; error: Error | undefined }>({ id, status: undefined, error: undefined })
  useEffect(() => {
    if (!id) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      try {
        const status = (await client.request('getCallsStatus' as never, { id } as never)) as ResultOf<'getCallsStatus'>
        if (stopped) return
        setState({ id, status, error: undefined })
        if ((status as { status?: number }).status === 100) timer = setTimeout(ask, ASK_EVERY_MS)
      } catch (error) {
        if (!stopped) setState({ id, status: undefined, error: error instanceof Error ? error : new Error(String(error)) })
      }
    }
    void ask()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [client, id])
  return state.id === id ? { status: state.status, error: state.error } : { status: undefined, error: undefined }
}
