import type { FungiblePrice } from '../api/fungiblePrice.ts'
import type { FoyerContext } from '../context.ts'
import type { Network, TokenBalance } from '../types.ts'

/** The id POST /v1/fungible/price takes for a chain's native currency (as wallets write it). */
const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** The route prices eip155 tokens only, at most 100 per request. */
const PRICED_ID = /^eip155:\d+:0x[0-9a-fA-F]{40}$/
const MAX_PER_REQUEST = 100

/**
 * The balances with a price for each token that came without one (from the balance route or the
 * wallet), asked of POST /v1/fungible/price (spec §7). A token the server has no price for, or
 * every token when the question fails, keeps price and value null: never a made-up 0. Never rejects.
 */
export async function priceUnpricedTokens(ctx: FoyerContext, balances: TokenBalance[], network: Network): Promise<TokenBalance[]> {
  // Without a Foyer server nothing is priced: no fiat values are shown.
  const server = ctx.server
  if (!server) return balances
  const unpriced = balances.filter((token) => token.price === null && PRICED_ID.test(priceId(token, network)))
  if (unpriced.length === 0) return balances
  const prices = new Map<TokenBalance, FungiblePrice>()
  await Promise.all(
    requestRounds(unpriced).map(async (round) => {
      const answer = await server.blockchain.getFungiblePrices({ addresses: round.map((token) => priceId(token, network)) }).catch(() => [])
      // The answer names no address, only the symbol: a round never holds two tokens of one symbol
      // (a wallet that names a token by another's symbol could still mislead it, as it could the visitor).
      for (const token of round) {
        const found = answer.find((fungible) => sameSymbol(fungible.symbol, token.symbol))
        if (found && Number.isFinite(found.price)) prices.set(token, found)
      }
    }),
  )
  return balances.map((token) => {
    const found = prices.get(token)
    if (!found) return token
    return { ...token, price: found.price, value: Math.round(Number(token.quantity.numeric) * found.price * 1e8) / 1e8 }
  })
}

const priceId = (token: TokenBalance, network: Network) => token.address ?? `${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`

const sameSymbol = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The tokens split into requests where no symbol appears twice (usually one request). */
function requestRounds(tokens: readonly TokenBalance[]): TokenBalance[][] {
  const rounds: TokenBalance[][] = []
  for (const token of tokens) {
    const round = rounds.find((candidate) => candidate.length < MAX_PER_REQUEST && !candidate.some((other) => sameSymbol(other.symbol, token.symbol)))
    if (round) round.push(token)
    else rounds.push([token])
  }
  return rounds
}
