import { swapTokenPrice, type SwapToken } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../../context.ts'
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
  const { client } = useFoyerInstance()
  const held = (token: SwapToken | undefined) => (token && setup ? (setup.holdingOf(token)?.price ?? undefined) : undefined)
  const [asked, setAsked] = useState<Record<string, number | undefined>>({})
  const missing = [from, to].filter((token): token is SwapToken => token !== undefined && held(token) === undefined)
  const key = missing.map((token) => token.address.toLowerCase()).join('|')
  useEffect(() => {
    let current = true
    for (const token of missing) {
      void swapTokenPrice(client.ctx, token).then((price) => current && setAsked((was) => ({ ...was, [token.address.toLowerCase()]: price })))
    }
    return () => {
      current = false
    }
    // The tokens without a price are the key's parts.
  }, [client, key])
  const priceOf = (token: SwapToken | undefined) => held(token) ?? (token ? asked[token.address.toLowerCase()] : undefined)
  return { from: priceOf(from), to: priceOf(to) }
}
