import type { ChainNamespace, TokenBalance } from '@foyer/core'
import { useCallback, useMemo } from 'react'
import { useFoyerInstance } from '../context.ts'
import { type FoyerQueryResult, queryResult } from './queryResult.ts'
import { useStore } from './useStore.ts'

/** A connected account's balances, as `useFoyerBalance` answers them. */
export interface FoyerBalance {
  /** The native currency's balance, a decimal string in whole units ('1.5'). */
  value: string
  symbol: string
  /** The account's tokens with their quantities and, where the server knows them, prices. */
  tokens: TokenBalance[]
  /** When these were read (ms since the epoch). */
  fetchedAt: number | undefined
}

/**
 * The connected account's balances (the active namespace's, or the one named), with the read's
 * state: `{ data, error, isPending, isFetching, refetch, … }`. Foyer reads them after each
 * transaction, on the wallet's events and when the Account view opens; `refetch()` has the server
 * read the chain again now. A failed read keeps the last known balances in `data` beside the
 * `error`, and for 30 s nothing more is asked (spec §9; a `refetch()` then waits): Foyer asks again
 * by itself when they end. While disconnected nothing is read (`isPending`, no data).
 */
export function useFoyerBalance(options: { namespace?: ChainNamespace } = {}): FoyerQueryResult<FoyerBalance> {
  const { client } = useFoyerInstance()
  const account = useStore(client.ctx.chains, (state) => {
    const namespace = options.namespace ?? state.activeNamespace
    return namespace ? state.chains[namespace]?.accountState : undefined
  })
  const namespace = options.namespace
  const refetch = useCallback(() => client.refreshBalances(namespace).catch(() => undefined), [client, namespace])
  const connected = account?.status === 'connected'
  const { balance, balanceSymbol, tokenBalance, balanceFetchedAt, balanceUnavailable, balanceLoading } = account ?? {}
  const data = useMemo<FoyerBalance | undefined>(
    () => (connected && balance !== undefined ? { value: balance, symbol: balanceSymbol ?? '', tokens: tokenBalance ?? [], fetchedAt: balanceFetchedAt } : undefined),
    [connected, balance, balanceSymbol, tokenBalance, balanceFetchedAt],
  )
  const error = useMemo(
    () =>
      !connected || !balanceUnavailable ? null : new Error(balanceUnavailable === 'failed' ? 'The balance could not be read; Foyer asks again by itself' : 'Balances are not served for this network'),
    [connected, balanceUnavailable],
  )
  return queryResult(data, error, connected && (balanceLoading ?? false), refetch)
}
