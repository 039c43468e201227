import { previewSwap, SwapError, type SwapFailure, type SwapOrder, type SwapPreview } from '@foyer/core/internal'
import { useFoyerInstance } from '../../context.ts'
import { useAnswer, type Answer } from '../../hooks/useAnswer.ts'

/** Spec §9's default debounce before asking about what was typed; then the quote is asked again while the view is open. */
export const QUOTE_DEBOUNCE_MS = 500
export const QUOTE_REFRESH_MS = 15_000

export type SwapQuote = { status: 'idle' } | { status: 'quoting'; last?: SwapPreview } | { status: 'known'; preview: SwapPreview } | { status: 'failed'; failure: SwapFailure }

/**
 * The swap's preview (quote, price impact, approval, fee) for the order, asked 500 ms after it last
 * changed and every 15 s after that while the view shows; an answer for an older order is dropped.
 * `refresh` asks again at once (after a swap refused for a moved price); `debounceMs` 0 asks at once (the review).
 */
export function useSwapPreview(order: SwapOrder | undefined, { debounceMs = QUOTE_DEBOUNCE_MS } = {}): { quote: SwapQuote; refresh: () => void } {
  const { client } = useFoyerInstance()
  const key = order && [order.network.caipNetworkId, order.account, order.from.address, order.to.address, order.amount.toString(), order.slippage].join('|')
  const answer = useAnswer({
    key,
    ask: (signal) => previewSwap(client.ctx, order!, signal),
    debounceMs,
    refetchEveryMs: QUOTE_REFRESH_MS,
  })
  return { quote: swapQuoteOf(answer), refresh: answer.refresh }
}

/** The preview as the views read it: while asked again, the last one stands (a failure does not). */
function swapQuoteOf(answer: Answer<SwapPreview>): SwapQuote {
  if (answer.status === 'idle') return { status: 'idle' }
  if (answer.status === 'loading') return { status: 'quoting' }
  if (answer.status === 'answered') return answer.asking ? { status: 'quoting', last: answer.data } : { status: 'known', preview: answer.data }
  if (answer.asking) return { status: 'quoting' }
  return { status: 'failed', failure: answer.error instanceof SwapError ? answer.error.failure : 'unavailable' }
}

/** The preview the views show: the known one, or the last while a new quote is asked. */
export function shownPreview(quote: SwapQuote): SwapPreview | undefined {
  return quote.status === 'known' ? quote.preview : quote.status === 'quoting' ? quote.last : undefined
}
