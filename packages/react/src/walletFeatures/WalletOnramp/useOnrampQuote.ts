import { onrampQuote, shownQuote, type FoyerClient, type OnrampQuote, type OnrampProviderId } from '@foyer/core/internal'
import { useEffect, useState } from 'react'

/** Spec §9's default debounce: a quote is asked once typing pauses. */
const QUOTE_DEBOUNCE_MS = 500
/** How often a quote is asked again while the form stays open: prices move, and the figures shown must be today's. */
export const ONRAMP_QUOTE_REFRESH_MS = 30_000

export interface OnrampQuoteQuestion {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
  paymentMethod: string
  provider: OnrampProviderId
}

export type OnrampQuoteState = { status: 'idle' } | { status: 'quoting' } | { status: 'known'; quote: OnrampQuote } | { status: 'unavailable' }

/**
 * The quote for the purchase as set (none while it has a problem), asked again when any of it
 * changes and every 30 s while it stands (the quote shown stays until the new one comes); a
 * placeholder (spec §8) is 'unavailable': its figures are not shown.
 */
export function useOnrampQuote(client: FoyerClient, question: OnrampQuoteQuestion | undefined): OnrampQuoteState {
  const [state, setState] = useState<{ key: string; value: OnrampQuoteState }>({ key: '', value: { status: 'idle' } })
  const key = question ? JSON.stringify(question) : ''
  useEffect(() => {
    if (!question) return
    let current = true
    const ask = () =>
      void onrampQuote(client.ctx, question).then((quote) => {
        const shown = shownQuote(quote)
        if (current) setState({ key, value: shown ? { status: 'known', quote: shown } : { status: 'unavailable' } })
      })
    const timer = setTimeout(ask, QUOTE_DEBOUNCE_MS)
    const every = setInterval(ask, ONRAMP_QUOTE_REFRESH_MS)
    return () => {
      current = false
      clearTimeout(timer)
      clearInterval(every)
    }
    // The question is its key.
  }, [client, key])
  if (!question) return { status: 'idle' }
  return state.key === key ? state.value : { status: 'quoting' }
}
