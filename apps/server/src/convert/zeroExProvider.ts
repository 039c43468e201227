import { z } from 'zod'
import { approveTransaction, readAllowance } from './erc20Approval.ts'
import { address, hex, uint } from './providerAnswerFields.ts'
import { swapRefused } from './swapErrors.ts'
import { getProviderJson, type SwapApi } from './swapHttp.ts'
import type { Address, QuoteRequest, SwapChain, SwapProvider, SwapRequest } from './swapProvider.ts'

/**
 * 0x's AllowanceHolder, the spender the /swap/allowance-holder endpoints name on every chain with
 * the Cancun upgrade (their answers' `issues.allowance.spender`); approvals and allowances are for it.
 */
export const ZERO_EX_ALLOWANCE_HOLDER: Address = '0x0000000000001fF3684f28c67538d4D072C22734'

/** Settings of the 0x client: FOYER_SWAP_0X_API_URL, FOYER_SWAP_0X_API_KEY. */
export interface ZeroExApi {
  baseUrl: string
  apiKey?: string | undefined
  timeoutMs: number
}

/** No liquidity: 0x answers only this (and a zid). */
const noLiquiditySchema = z.object({ liquidityAvailable: z.literal(false) })
const priceSchema = z.union([noLiquiditySchema, z.object({ liquidityAvailable: z.literal(true), buyAmount: uint })])
const quoteSchema = z.union([
  noLiquiditySchema,
  z.object({
    liquidityAvailable: z.literal(true),
    buyAmount: uint,
    minBuyAmount: uint,
    issues: z.object({ allowance: z.object({ actual: uint, spender: address }).nullable().optional() }).optional(),
    transaction: z.object({ to: address, data: hex, gas: uint.nullable().optional(), gasPrice: uint, value: uint }),
  }),
])

/**
 * 0x Swap API v2 through AllowanceHolder (GET /swap/allowance-holder/price and /quote with the
 * `0x-api-key` and `0x-version: v2` headers) on one chain; allowances are read and approvals built
 * on the chain's node, for AllowanceHolder.
 */
export function zeroExProvider(api: ZeroExApi, chain: SwapChain): SwapProvider {
  const swapApi: SwapApi = {
    upstream: `0x at ${new URL(api.baseUrl).origin}`,
    baseUrl: api.baseUrl,
    headers: { '0x-version': 'v2', ...(api.apiKey && { '0x-api-key': api.apiKey }) },
    timeoutMs: api.timeoutMs,
    keyVariable: 'FOYER_SWAP_0X_API_KEY',
  }
  const query = (request: QuoteRequest) => ({
    chainId: String(chain.chainId),
    sellToken: request.sellToken,
    buyToken: request.buyToken,
    sellAmount: request.sellAmount.toString(),
    taker: request.taker,
  })
  const noLiquidity = () => swapRefused(swapApi.upstream, `no liquidity for this pair and amount on ${chain.caipNetworkId}`)
  return {
    name: '0x',
    tokens: async () => chain.tokens,
    async quote(request) {
      const answer = await getProviderJson(swapApi, '/swap/allowance-holder/price', query(request), priceSchema)
      if (!answer.liquidityAvailable) throw noLiquidity()
      return { buyAmount: BigInt(answer.buyAmount) }
    },
    allowance: (token, owner) => readAllowance(chain, token, owner, ZERO_EX_ALLOWANCE_HOLDER),
    buildApprove: (token, _owner, amount) => approveTransaction(chain, token, ZERO_EX_ALLOWANCE_HOLDER, amount),
    async buildTransaction(request: SwapRequest) {
      const slippageBps = String(Math.round(request.slippagePercent * 100))
      const answer = await getProviderJson(swapApi, '/swap/allowance-holder/quote', { ...query(request), slippageBps }, quoteSchema)
      if (!answer.liquidityAvailable) throw noLiquidity()
      const { transaction } = answer
      return {
        to: transaction.to,
        data: transaction.data,
        value: BigInt(transaction.value),
        gas: transaction.gas ? BigInt(transaction.gas) : undefined,
        gasPrice: BigInt(transaction.gasPrice),
        buyAmount: BigInt(answer.buyAmount),
      }
    },
  }
}
