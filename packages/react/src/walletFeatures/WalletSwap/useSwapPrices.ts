import { swapTokenPrice, type SwapToken } from '@foyer/core/internal'
import { useFoyerInstance } from '../../context.ts'
import { useAnswer } from '../../hooks/useAnswer.ts'
import type { ReadySwap } from './useSwapSetup.ts'

export interface SwapPrices {
  /** Fiat per whole token; undefined when not known. */
  from?: number
  to?: number
}

/**
 * The two tokens' prices for Review's fiat figures: the account's balance entry's when it holds the
 * token, else the server's price (asked once per page and token); unknown while asked or when none.
 */
export function useSwapPrices(setup: ReadySwap | undefined, from: SwapToken | undefined, to: SwapToken | undefined): SwapPrices {
  const held = (token: SwapToken | undefined) => (token && setup ? (setup.holdingOf(token)?.price ?? undefined) : undefined)
  const asked = { from: useServerPrice(held(from) === undefined ? from : undefined), to: useServerPrice(held(to) === undefined ? to : undefined) }
  return { from: held(from) ?? asked.from, to: held(to) ?? asked.to }
}

/** The server's price of a token (none asked: undefined); core asks it once per page, so a token chosen again answers at once. */
function useServerPrice(token: SwapToken | undefined): number | undefined {
  const { client } = useFoyerInstance()
  const price = useAnswer({ key: token?.address.toLowerCase(), ask: () => swapTokenPrice(client.ctx, token!) })
  return price.status === 'answered' ? price.data : undefined
}
