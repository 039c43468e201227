/**
 * A swap token's price for Review's fiat figures when the account's balances carry none (a token it
 * does not hold yet): asked of POST /v1/fungible/price (spec §7) once per page and token. Unknown
 * (undefined) when the server has no price or cannot be reached: never a made-up 0.
 */
import type { SwapToken } from '../api/convertApi.ts'
import type { FoyerContext } from '../context.ts'
import { requireServer } from '../serverRequired.ts'

const asked = new WeakMap<FoyerContext, Map<string, Promise<number | undefined>>>()

export function swapTokenPrice(ctx: FoyerContext, token: SwapToken): Promise<number | undefined> {
  let prices = asked.get(ctx)
  if (!prices) asked.set(ctx, (prices = new Map()))
  const id = token.address.toLowerCase()
  const known = prices.get(id)
  if (known) return known
  const price = requireServer(ctx, 'Swaps')
    .blockchain.getFungiblePrices({ addresses: [id] })
    .then((answer) => {
      // The answer names no address, only the symbol.
      const found = answer.find((fungible) => fungible.symbol.toLowerCase() === token.symbol.toLowerCase())
      return found && Number.isFinite(found.price) && found.price > 0 ? found.price : undefined
    })
    .catch(() => {
      prices.delete(id)
      return undefined
    })
  prices.set(id, price)
  return price
}
