import { z } from 'zod'
import { address, hex, uint } from './providerAnswerFields.ts'
import { getProviderJson, type SwapApi } from './swapHttp.ts'
import type { SwapChain, SwapProvider } from './swapProvider.ts'

/** Settings of the 1inch client: FOYER_SWAP_1INCH_API_URL, FOYER_SWAP_1INCH_API_KEY. */
export interface OneInchApi {
  baseUrl: string
  apiKey?: string | undefined
  timeoutMs: number
}

/** 1inch writes gas as a number and gas prices as decimal strings. */
const gas = z.union([z.number().int().nonnegative().transform(String), uint])

const quoteSchema = z.object({ dstAmount: uint })
const swapSchema = z.object({
  dstAmount: uint,
  tx: z.object({ from: address, to: address, data: hex, value: uint, gas: gas.optional(), gasPrice: uint.optional() }),
})
const allowanceSchema = z.object({ allowance: uint })
const approveSchema = z.object({ to: address, data: hex, value: uint, gasPrice: uint.optional() })

/**
 * 1inch Swap API v6 (/swap/v6.0/{chainId}/…, `Authorization: Bearer <key>`) on one chain: quote,
 * swap, and its own approve endpoints (allowance, approve transaction for its router).
 */
export function oneInchProvider(api: OneInchApi, chain: SwapChain): SwapProvider {
  const swapApi: SwapApi = {
    upstream: `1inch at ${new URL(api.baseUrl).origin}`,
    baseUrl: `${api.baseUrl.replace(/\/+$/, '')}/swap/v6.0/${chain.chainId}`,
    headers: api.apiKey ? { authorization: `Bearer ${api.apiKey}` } : {},
    timeoutMs: api.timeoutMs,
    keyVariable: 'FOYER_SWAP_1INCH_API_KEY',
  }
  return {
    name: '1inch',
    tokens: async () => chain.tokens,
    async quote(request) {
      const query = { src: request.sellToken, dst: request.buyToken, amount: request.sellAmount.toString(), gasPrice: positive(request.gasPrice) }
      const answer = await getProviderJson(swapApi, '/quote', query, quoteSchema)
      return { buyAmount: BigInt(answer.dstAmount) }
    },
    async allowance(token, owner) {
      const answer = await getProviderJson(swapApi, '/approve/allowance', { tokenAddress: token, walletAddress: owner }, allowanceSchema)
      return BigInt(answer.allowance)
    },
    async buildApprove(token, _owner, amount) {
      const answer = await getProviderJson(swapApi, '/approve/transaction', { tokenAddress: token, amount: amount?.toString() }, approveSchema)
      return { to: answer.to, data: answer.data, value: BigInt(answer.value), gasPrice: answer.gasPrice ? BigInt(answer.gasPrice) : undefined }
    },
    async buildTransaction(request) {
      const query = {
        src: request.sellToken,
        dst: request.buyToken,
        amount: request.sellAmount.toString(),
        from: request.taker,
        origin: request.taker,
        slippage: String(request.slippagePercent),
        disableEstimate: request.estimateGas ? undefined : 'true',
      }
      const { dstAmount, tx } = await getProviderJson(swapApi, '/swap', query, swapSchema)
      return {
        to: tx.to,
        data: tx.data,
        value: BigInt(tx.value),
        // 1inch answers gas 0 when it did not estimate.
        gas: tx.gas && tx.gas !== '0' ? BigInt(tx.gas) : undefined,
        gasPrice: tx.gasPrice ? BigInt(tx.gasPrice) : undefined,
        buyAmount: BigInt(dstAmount),
      }
    },
  }
}

function positive(value: bigint | undefined): string | undefined {
  return value !== undefined && value > 0n ? value.toString() : undefined
}
