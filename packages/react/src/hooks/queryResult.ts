/**
 * What a read hook answers, in the shape React developers know from TanStack Query (and wagmi's
 * hooks, built on it): the data, the error, the status and its flags, and `refetch`. `isPending`
 * means no data yet; `isFetching` that a read is under way, the first or a later one while the last
 * data still shows; an error with data kept is a failed refetch.
 */
export interface FoyerQueryResult<T> {
  data: T | undefined
  error: Error | null
  status: 'pending' | 'error' | 'success'
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  isFetching: boolean
  /** Reads again, past any cache; resolves when the read has ended (its error is in `error`, not thrown). */
  refetch(): Promise<void>
}

export function queryResult<T>(data: T | undefined, error: Error | null, isFetching: boolean, refetch: () => Promise<void>): FoyerQueryResult<T> {
  const status = error ? 'error' : data === undefined ? 'pending' : 'success'
  return { data, error, status, isPending: data === undefined && !error, isSuccess: status === 'success', isError: status === 'error', isFetching, refetch }
}
