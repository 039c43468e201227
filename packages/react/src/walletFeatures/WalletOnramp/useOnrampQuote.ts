import { onrampQuote, shownQuote, type InternalFoyerClient, type OnrampQuote, type OnrampProviderId } from '@foyer/core/internal'
import { useAnswer } from '../../hooks/useAnswer.ts'

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
export function useOnrampQuote(client: InternalFoyerClient, question: OnrampQuoteQuestion | undefined): OnrampQuoteState {
  // onrampQuote never fails: what it cannot have is the placeholder.
  const answer = useAnswer({
    key: question && JSON.stringify(question),
    ask: async (): Promise<OnrampQuoteState> => {
      const shown = shownQuote(await onrampQuote(client.ctx, question!))
      return shown ? { status: 'known', quote: shown } : { status: 'unavailable' }
    },
    debounceMs: QUOTE_DEBOUNCE_MS,
    refetchEveryMs: ONRAMP_QUOTE_REFRESH_MS,
  })
  return answer.status === 'idle' ? { status: 'idle' } : answer.status === 'answered' ? answer.data : { status: 'quoting' }
}
