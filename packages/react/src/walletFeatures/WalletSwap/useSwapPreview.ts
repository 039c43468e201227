import { previewSwap, SwapError, type SwapFailure, type SwapOrder, type SwapPreview } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../../context.ts'

/** Spec §9's default debounce before asking about what was typed; then the quote is asked again while the view is open. */
export const QUOTE_DEBOUNCE_MS = 500
export const QUOTE_REFRESH_MS = 15_000

export type SwapQuote =
  | { status: 'idle' }
  | { status: 'quoting'; last?: SwapPreview }
  | { status: 'known'; preview: SwapPreview }
  | { status: 'failed'; failure: SwapFailure }

/**
 * The swap's preview (quote, price impact, approval, fee) for the order, asked 500 ms after it last
 * changed and every 15 s after that while the view shows; an answer for an older order is dropped.
 * `refresh` asks again at once (after a swap refused for a moved price); `debounceMs` 0 asks at once (the review).
 */
export function useSwapPreview(order: SwapOrder | undefined, { debounceMs = QUOTE_DEBOUNCE_MS } = {}): { quote: SwapQuote; refresh: () => void } {
  const { client } = useFoyerInstance()
  const [quote, setQuote] = useState<SwapQuote>({ status: 'idle' })
  const [asked, setAsked] = useState(0)
  const key = order && [order.network.caipNetworkId, order.account, order.from.address, order.to.address, order.amount.toString(), order.slippage].join('|')
  useEffect(() => {
    if (!order) {
      setQuote({ status: 'idle' })
      return
    }
    let current = true
    let controller: AbortController | undefined
    // Another order: the last preview was of something else.
    setQuote({ status: 'quoting' })
    const ask = async () => {
      controller?.abort()
      controller = new AbortController()
      setQuote((was) => ({ status: 'quoting', ...(was.status === 'known' ? { last: was.preview } : was.status === 'quoting' && was.last ? { last: was.last } : {}) }))
      try {
        const preview = await previewSwap(client.ctx, order, controller.signal)
        if (current) setQuote({ status: 'known', preview })
      } catch (error) {
        if (current && !(error instanceof Error && error.name === 'AbortError')) setQuote({ status: 'failed', failure: error instanceof SwapError ? error.failure : 'unavailable' })
      }
    }
    const first = setTimeout(() => void ask(), asked === 0 ? debounceMs : 0)
    const every = setInterval(() => void ask(), QUOTE_REFRESH_MS)
    return () => {
      current = false
      clearTimeout(first)
      clearInterval(every)
      controller?.abort()
    }
    // The order is made of the key's parts; ask again only when they change.
  }, [client, key, asked])
  return { quote, refresh: () => setAsked((count) => count + 1) }
}

/** The preview the views show: the known one, or the last while a new quote is asked. */
export function shownPreview(quote: SwapQuote): SwapPreview | undefined {
  return quote.status === 'known' ? quote.preview : quote.status === 'quoting' ? quote.last : undefined
}
