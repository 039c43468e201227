import type { ChainNamespace } from '@foyer/core'
import { lookupIdentity } from '@foyer/core/internal'
import { useCallback, useEffect, useState } from 'react'
import { useFoyerInstance } from '../context.ts'
import { type FoyerQueryResult, queryResult } from './queryResult.ts'
import { useStore } from './useStore.ts'

/** An address's name and avatar as the Foyer server knows them; null where it has none. */
export interface FoyerName {
  name: string | null
  avatar: string | null
}

interface Read {
  key: string
  data: FoyerName | undefined
  error: Error | null
  fetching: boolean
}

const answered = (key: string, identity: FoyerName) => (): Read => ({ key, data: { name: identity.name, avatar: identity.avatar }, error: null, fetching: false })
const failed =
  (key: string, error: unknown) =>
  (last: Read): Read => ({ key, data: last.key === key ? last.data : undefined, error: error instanceof Error ? error : new Error(String(error)), fetching: false })

/**
 * An address's name and avatar (ENS and the server's own zone, through the Foyer server's identity
 * route), with the read's state: `{ data, error, isPending, isFetching, refetch, … }`. The address
 * is of the active namespace, or of the one named; answers are kept 5 minutes and shared by every
 * reader of the address; `refetch()` asks past that. Without an address nothing is read; a
 * namespace names are not served on answers nulls.
 */
export function useFoyerName(address: string | undefined, options: { namespace?: ChainNamespace } = {}): FoyerQueryResult<FoyerName> {
  const { client } = useFoyerInstance()
  const active = useStore(client.ctx.chains, (state) => state.activeNamespace)
  const namespace = options.namespace ?? active
  const key = address && namespace ? `${namespace}:${address}` : ''
  const [read, setRead] = useState<Read>({ key, data: undefined, error: null, fetching: false })

  useEffect(() => {
    if (!address || !namespace) return
    let current = true
    setRead((last) => ({ key, data: last.key === key ? last.data : undefined, error: null, fetching: true }))
    lookupIdentity(client.ctx, namespace, address).then(
      (identity) => current && setRead(answered(key, identity)),
      (error: unknown) => current && setRead(failed(key, error)),
    )
    return () => {
      current = false
    }
  }, [client, namespace, address, key])

  const refetch = useCallback(async () => {
    if (!address || !namespace) return
    setRead((last) => ({ key, data: last.key === key ? last.data : undefined, error: null, fetching: true }))
    await lookupIdentity(client.ctx, namespace, address, { fresh: true }).then(
      (identity) => setRead(answered(key, identity)),
      (error: unknown) => setRead(failed(key, error)),
    )
  }, [client, namespace, address, key])

  const mine = read.key === key
  return queryResult(mine ? read.data : undefined, mine ? read.error : null, mine && read.fetching, refetch)
}
