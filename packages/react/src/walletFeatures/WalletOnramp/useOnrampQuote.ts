import { onrampQuote, shownQuote, type FoyerClient, type OnrampQuote, type OnrampProviderId } from '@foyer/core/internal'
import { useEffect, useState } from 'react'

/** Spec §9's default debounce: a quote is asked once typing pauses. */
const QUOTE_DEBOUNCE_MS = 500

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
 * changes; a placeholder (spec §8) is 'unavailable': its figures are not shown.
 */
export function useOnrampQuote(client: FoyerClient, question: OnrampQuoteQuestion | undefined): OnrampQuoteState {
  const [state, setState] = useState<{ key: string; value: OnrampQuoteState }>({ key: '', value: { status: 'idle' } })
  const key = question ? JSON.stringify(question) : ''
  useEffect(() => {
    if (!question) return
    let current = true
    const timer = setTimeout(() => {
      void onrampQuote(client.ctx, question).then((quote) => {
        const shown = shownQuote(quote)
        if (current) setState({ key, value: shown ? { status: 'known', quote: shown } : { status: 'unavailable' } })
      })
    }, QUOTE_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
    // The question is its key.
  }, [client, key])
  if (!question) return { status: 'idle' }
  return state.key === key ? state.value : { status: 'quoting' }
}
