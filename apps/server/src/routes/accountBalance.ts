import type { PublicClient } from 'viem'
import { z } from 'zod'
import { eip155NetworkIdSchema, evmAddressSchema, type Eip155NetworkId } from '../caip.ts'
import { FIAT_CURRENCIES } from '../prices/fiatCurrencies.ts'
import type { PriceBook } from '../prices/priceBook.ts'
import { NATIVE_ASSET, pricedAsset } from '../prices/priceSource.ts'
import { createHoldingsCache } from '../balances/holdingsCache.ts'
import { isRpcUnreachable, MissingTokenContractError, readHoldings, type Holding } from '../balances/readHoldings.ts'
import { balancesResponseSchema, toTokenBalance } from '../balances/tokenBalance.ts'
import { HttpError } from '../http/httpError.ts'
import { defineRoute } from '../http/defineRoute.ts'
import type { PublicOrigin } from '../http/publicOrigin.ts'
import type { ChainConfig } from '../coreSettings.ts'
import { tokenImagePath } from './getTokenImage.ts'

export interface ServedChain {
  config: ChainConfig
  client: PublicClient
}

const paramsSchema = z.object({ address: evmAddressSchema })

/**
 * GET /v1/account/:address/balance?chainId=eip155:…&currency=usd&forceUpdate=true: the account's
 * non-zero balances on one configured chain, read from its RPC nodes and kept 30 s; forceUpdate
 * reads again. Valued with the price book, which never fails the request: a balance without a
 * known price has price and value null. Answers `{ balances: TokenBalance[] }`.
 */
export function accountBalanceRoute(chains: ReadonlyMap<Eip155NetworkId, ServedChain>, prices: PriceBook, publicOrigin: PublicOrigin) {
  const serializedAnswers = new WeakMap<readonly Holding[], Map<string, string>>()
  const holdingsCache = createHoldingsCache((chainId, owner) => {
    const chain = chains.get(chainId)!
    return readHoldings(chain.client, chain.config, owner)
  })
  return defineRoute({
    method: 'GET',
    url: '/v1/account/:address/balance',
    access: 'project',
    summary: "An account's non-zero balances on one chain: native currency and ERC-20 tokens, with fiat values",
    tags: ['blockchain'],
    params: paramsSchema,
    querystring: balanceQuerySchema([...chains.keys()]),
    response: balancesResponseSchema,
    errors: [503],
    handler: async ({ params: { address }, query: { chainId, currency, forceUpdate } }, request, reply) => {
      const chain = chains.get(chainId)!
      // spec §5: balances are served for mainnet-like chains only; a testnet yields an empty list.
      if (chain.config.testnet) return { balances: [] }
      const holdings = await holdingsCache.get(chainId, address, { forceUpdate: forceUpdate === 'true' }).catch((error: unknown) => {
        if (error instanceof MissingTokenContractError) {
          throw new HttpError(503, `Balances on ${chainId} (${chain.config.name}) cannot be read right now: ${error.message}; try again shortly.`, { cause: error })
        }
        if (!isRpcUnreachable(error)) throw error
        throw new HttpError(503, `The RPC node of ${chainId} (${chain.config.name}) cannot be reached; try again shortly.`, {
          cause: error,
        })
      })
      const assets = holdings.map(assetOf)
      const known = await prices.pricesOf(chainId, assets)
      const holdingPrices = assets.map((asset) => known.get(asset)?.[currency])
      const origin = publicOrigin()
      // The cache hands back the same holdings array for 30 s: its JSON answer is built once per
      // currency, origin and prices, and reused, so a cached balance costs little more than a static route.
      const answers = serializedAnswers.get(holdings) ?? new Map<string, string>()
      serializedAnswers.set(holdings, answers)
      const key = `${currency} ${origin} ${holdingPrices.join(',')}`
      let body = answers.get(key)
      if (body === undefined) {
        const valuation = { chainId, iconUrl: (symbol: string) => origin + tokenImagePath(symbol) }
        body = JSON.stringify({ balances: holdings.map((holding, index) => toTokenBalance(holding, holdingPrices[index], valuation)) })
        answers.set(key, body)
      }
      return reply.type('application/json; charset=utf-8').send(body)
    },
  })
}

const assetOf = (holding: Holding) => (holding.tokenAddress ? pricedAsset(holding.tokenAddress) : NATIVE_ASSET)

function balanceQuerySchema(served: readonly Eip155NetworkId[]) {
  return z.object({
    chainId: eip155NetworkIdSchema.superRefine((chainId, context) => {
      if (served.includes(chainId)) return
      context.addIssue({
        code: 'custom',
        message: `is ${chainId}, which this server does not serve (it serves ${served.join(', ')})`,
      })
    }),
    currency: z.string().toLowerCase().pipe(z.enum(FIAT_CURRENCIES)).default('usd'),
    forceUpdate: z.enum(['true', 'false']).optional(),
  })
}

/** The origin the caller reached us at, so icon URLs work without FOYER_PUBLIC_URL in development. */