import { useCallback, useEffect, useEffectEvent, useState } from 'react'

/**
 * One asynchronous answer a view waits for (a quote, a fee, a lookup), asked again when its key
 * changes: the part of TanStack Query's observer Foyer needs, without its cache. An answer is only
 * ever shown for the key it was asked for (coming back to it before another key was asked shows its
 * last answer while it is asked again); leaving (unmount), another key, a refresh or the next periodic ask aborts the ask's signal.
 */
export interface AnswerQuestion<T> {
  /** What is asked, as text: another key is another question. Undefined: nothing to ask (idle). */
  key: string | undefined
  /** Asks; the signal aborts when the answer is no longer wanted. Reads the latest render's values. */
  ask: (signal: AbortSignal) => Promise<T>
  /** Waits this long after the key last changed before asking (typing pauses); 0 asks at once. */
  debounceMs?: number
  /** Asks again this often while the key stands; the answer stays shown until the new one comes. */
  refetchEveryMs?: number
  /** While a new key is asked, offers the last answer of an older key as `previous` (TanStack's keepPreviousData). */
  keepPrevious?: boolean
}

export type Answer<T> =
  /** No key: nothing is asked. */
  | { status: 'idle' }
  /** No answer for this key yet (or refreshed); `previous` is the last answer shown before, only with keepPrevious. */
  | { status: 'loading'; previous?: T }
  /** `asking`: the key is being asked again (refetchEveryMs), this answer still stands. */
  | { status: 'answered'; data: T; asking: boolean }
  | { status: 'failed'; error: unknown; asking: boolean }

export type AnswerState<T> = Answer<T> & {
  /** Forgets this key's answer (it is known to be stale) and asks again at once, without the debounce. */
  refresh: () => void
}

/** What the effect last settled, and for which key and round (a refresh is a new round). */
interface Settled<T> {
  key: string
  round: number
  outcome?: { status: 'answered'; data: T } | { status: 'failed'; error: unknown }
  asking: boolean
  /** The last answer of any key, for keepPrevious. */
  latest?: { data: T }
}

export function useAnswer<T>({ key, ask, debounceMs = 0, refetchEveryMs, keepPrevious = false }: AnswerQuestion<T>): AnswerState<T> {
  const [settled, setSettled] = useState<Settled<T>>()
  // A refresh names its key, so that only a refresh (not a later key change) skips the debounce.
  const [round, setRound] = useState<{ count: number; key?: string }>({ count: 0 })
  // The latest render's ask: its values are read when it runs, its identity changes nothing.
  const askLatest = useEffectEvent(ask)

  useEffect(() => {
    if (key === undefined) return
    let controller: AbortController | undefined
    const run = () => {
      controller?.abort()
      const mine = (controller = new AbortController())
      setSettled((was) => (was?.key === key && was.round === round.count ? { ...was, asking: true } : { key, round: round.count, asking: true, latest: was?.latest }))
      const settle = (outcome: NonNullable<Settled<T>['outcome']>) => {
        if (mine.signal.aborted) return
        setSettled((was) => ({ key, round: round.count, outcome, asking: false, latest: outcome.status === 'answered' ? { data: outcome.data } : was?.latest }))
      }
      new Promise<T>((resolve) => resolve(askLatest(mine.signal))).then(
        (data) => settle({ status: 'answered', data }),
        (error: unknown) => settle({ status: 'failed', error }),
      )
    }
    const wait = round.key === key ? 0 : debounceMs
    const first = wait > 0 ? setTimeout(run, wait) : undefined
    if (wait <= 0) run()
    const every = refetchEveryMs ? setInterval(run, refetchEveryMs) : undefined
    return () => {
      clearTimeout(first)
      clearInterval(every)
      controller?.abort()
    }
  }, [key, round, debounceMs, refetchEveryMs])

  const refresh = useCallback(() => setRound((was) => ({ count: was.count + 1, key })), [key])
  if (key === undefined) return { status: 'idle', refresh }
  if (settled?.key !== key || settled.round !== round.count || !settled.outcome) {
    return { status: 'loading', ...(keepPrevious && settled?.latest ? { previous: settled.latest.data } : {}), refresh }
  }
  return { ...settled.outcome, asking: settled.asking, refresh }
}
