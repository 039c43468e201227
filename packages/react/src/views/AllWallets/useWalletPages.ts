import { DEFAULT_DEBOUNCE_MS, serviceProblemOf, type WalletListing } from '@foyer/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useFoyerInstance } from '../../context.ts'

export interface WalletPages {
  wallets: WalletListing[]
  count: number
  loading: boolean
  /** Why the last page failed: the server cannot be reached, refuses this site, or something else. */
  error: WalletPagesError | false
  /** Loads the next page of 40, when there is one. */
  loadMore: () => void
  /** Asks again for what failed. */
  retry: () => void
}

export type WalletPagesError = 'unreachable' | 'notAllowed' | 'other'

/**
 * The registry's wallets for AllWallets: pages of 40 while browsing; a debounced search (the answer
 * waits at least 300 ms so the grid does not flicker) while a query is typed.
 */
export function useWalletPages(query: string): WalletPages {
  const { client } = useFoyerInstance()
  const [state, setState] = useState({ wallets: [] as WalletListing[], count: 0, page: 0, loading: true, error: false as WalletPagesError | false, failedPage: 1 })
  const pending = useRef<AbortController | null>(null)

  const load = useCallback(
    (page: number, search: string) => {
      pending.current?.abort()
      const controller = new AbortController()
      pending.current = controller
      setState((s) => ({ ...s, loading: true, error: false }))
      const request = search ? client.searchWallets(search, controller.signal) : client.loadWalletsPage(page, controller.signal)
      request.then(
        (result) => {
          if (controller.signal.aborted) return
          setState((s) => ({
            wallets: page > 1 ? [...s.wallets, ...result.data] : result.data,
            count: result.count,
            page,
            loading: false,
            error: false,
            failedPage: 1,
          }))
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return
          const problem = serviceProblemOf(failure)
          const error = problem === 'unreachable' || problem === 'notAllowed' ? problem : 'other'
          setState((s) => ({ ...s, loading: false, error, failedPage: page }))
        },
      )
    },
    [client],
  )

  useEffect(() => {
    const timer = setTimeout(() => load(1, query.trim()), query ? DEFAULT_DEBOUNCE_MS : 0)
    return () => clearTimeout(timer)
  }, [load, query])

  useEffect(() => () => pending.current?.abort(), [])

  const loadMore = useCallback(() => {
    if (state.loading || query || state.wallets.length >= state.count) return
    load(state.page + 1, '')
  }, [load, query, state])

  const retry = useCallback(() => load(query ? 1 : state.failedPage, query.trim()), [load, query, state.failedPage])

  return { wallets: state.wallets, count: state.count, loading: state.loading, error: state.error, loadMore, retry }
}
