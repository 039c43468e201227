import { z } from 'zod'
import { caipNetworkIdSchema, type CaipNetworkId } from '../caip.ts'
import { FIAT_CURRENCIES } from '../prices/fiatCurrencies.ts'
import type { PriceBook } from '../prices/priceBook.ts'
import { NATIVE_ASSET, pricedAsset } from '../prices/priceSource.ts'
import type { BalanceSettings } from './balanceSettings.ts'
import { createHoldingsCache } from './holdingsCache.ts'
import { isRpcUnreachable, UnreadableChainError, type Holding } from './holding.ts'
import type { ServedChain } from './servedChain.ts'
import { balancesResponseSchema, toTokenBalance } from './tokenBalance.ts'
import { describeIssues } from '../kernel/http/describeIssues.ts'
import { badRequest, HttpError } from '../kernel/http/httpError.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import type { PublicOrigin } from '../kernel/http/publicOrigin.ts'
import { tokenImagePath } from '../images/tokenImageRoute.ts'

// The address's rule depends on the chain's namespace, so it is checked in the handler, against the chain asked for.
const paramsSchema = z.object({
  address: z.string().min(1).max(64).describe('An EVM address (0x…) for an eip155 chain, a base58 address for a solana chain'),
})

/**
 * GET /v1/account/:address/balance?chainId=eip155:…|solana:…&currency=usd&forceUpdate=true: the
 * account's non-zero balances on one configured chain, read from its RPC nodes and kept 30 s; forceUpdate
 * reads again, at most once per settings.forceUpdateSeconds per account (one asked within it waits for its end). Valued with the price book, which never fails the request: a balance without a
 * known price has price and value null. Answers `{ balances: TokenBalance[] }`.
 */
export function accountBalanceRoute(chains: ReadonlyMap<CaipNetworkId, ServedChain>, prices: PriceBook, publicOrigin: PublicOrigin, settings: BalanceSettings) {
  const serializedAnswers = new WeakMap<readonly Holding[], Map<string, string>>()
  const holdingsCache = createHoldingsCache(
    (chainId, owner) => chains.get(chainId)!.read(owner),
    (chainId, owner) => chains.get(chainId)!.ownerKey(owner),
    { forceUpdateIntervalMs: settings.forceUpdateSeconds * 1000 },
  )
  return defineRoute({
    method: 'GET',
    url: '/v1/account/:address/balance',
    access: 'project',
    summary: "An account's non-zero balances on one chain: native currency and ERC-20 or SPL tokens, with fiat values",
    tags: ['blockchain'],
    params: paramsSchema,
    querystring: balanceQuerySchema([...chains.keys()]),
    response: balancesResponseSchema,
    errors: [503],
    handler: async ({ params: { address }, query: { chainId, currency, forceUpdate } }, request, reply) => {
      const chain = chains.get(chainId)!
      const owner = chain.addressSchema.safeParse(address, { reportInput: true })
      if (!owner.success)
        throw badRequest(
          describeIssues(
            owner.error.issues.map((issue) => ({ ...issue, path: ['address', ...issue.path] })),
            'params',
          ),
        )
      // spec §5: balances are served for mainnet-like chains only; a testnet yields an empty list.
      if (chain.testnet) return { balances: [] }
      const holdings = await holdingsCache.get(chainId, owner.data, { forceUpdate: forceUpdate === 'true' }).catch((error: unknown) => {
        if (error instanceof UnreadableChainError) {
          throw new HttpError(503, `Balances on ${chainId} (${chain.name}) cannot be read right now: ${error.message}; try again shortly.`, { cause: error })
        }
        if (!isRpcUnreachable(error)) throw error
        throw new HttpError(503, `The RPC node of ${chainId} (${chain.name}) cannot be reached; try again shortly.`, {
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

function balanceQuerySchema(served: readonly CaipNetworkId[]) {
  return z.object({
    chainId: caipNetworkIdSchema
      .transform((id) => id as CaipNetworkId)
      .superRefine((chainId, context) => {
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
