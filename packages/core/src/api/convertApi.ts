import type * as z from 'zod/mini'
import { CONVERT_ROUTES } from '../protocol/convertRoutes.ts'
import type { HttpClient } from './http.ts'

const { tokens, quotes, allowance, gasPrice, buildApprove, buildTransaction } = CONVERT_ROUTES

/**
 * The Foyer server's swaps (spec §7 `/v1/convert/…`): the tokens of a chain, a quote, an
 * allowance, the gas price, and the approval and swap transactions to send, every answer checked
 * (one of another shape throws). Loaded with the swap views, never with the page. Tokens and
 * accounts are CAIP-10 (`eip155:1:0x…`; the native currency at 0xEeee…), amounts decimal integers
 * in the token's smallest unit.
 */
export function createConvertApi(http: HttpClient) {
  return {
    /** The tokens swaps on the chain may use, the native currency first; a chain the server does not swap on rejects (400). */
    tokens: async (chainId: string): Promise<SwapToken[]> =>
      tokens.response
        .parse(await http.get<unknown>(tokens.path, { chainId } satisfies z.input<typeof tokens.query>))
        .tokens.map(({ name, symbol, address, decimals, logoUri }) => ({ name, symbol, address, decimals, logoUri })),
    /** What selling `amount` of `from` for `to` is quoted to deliver now, in `to`'s smallest unit. */
    quote: async (request: SwapQuoteRequest, signal?: AbortSignal): Promise<bigint> => {
      const query = { amount: request.amount.toString(), userAddress: request.userAddress, from: request.from, to: request.to, gasPrice: (request.gasPrice ?? 0n).toString() } satisfies z.input<
        typeof quotes.query
      >
      const quote = quotes.response.parse(await http.get<unknown>(quotes.path, query, { signal })).quotes[0]
      if (!quote) throw new Error('The server answered no quote')
      return BigInt(quote.toAmount)
    },
    /** How much of the token the chain's swap provider may move for the user. */
    allowance: async (tokenAddress: string, userAddress: string): Promise<bigint> =>
      BigInt(allowance.response.parse(await http.get<unknown>(allowance.path, { tokenAddress, userAddress } satisfies z.input<typeof allowance.query>)).allowance),
    /** The chain's gas price (wei), from its node. */
    gasPrice: async (chainId: string): Promise<bigint> => BigInt(gasPrice.response.parse(await http.get<unknown>(gasPrice.path, { chainId } satisfies z.input<typeof gasPrice.query>)).standard),
    /** The approve transaction letting the swap provider sell `amount` of `from` (unlimited without one). */
    buildApprove: async (request: { userAddress: string; from: string; to: string; amount?: bigint }): Promise<SwapTransaction> => {
      const query = { userAddress: request.userAddress, from: request.from, to: request.to, amount: request.amount?.toString() } satisfies z.input<typeof buildApprove.query>
      const { tx } = buildApprove.response.parse(await http.get<unknown>(buildApprove.path, query))
      return { to: addressOf(tx.to), data: tx.data as `0x${string}`, value: BigInt(tx.value), gasPrice: BigInt(tx.eip155.gasPrice) }
    },
    /** The swap transaction, selling `amount` of `from` for at least the provider's quote less `slippage` percent of `to`. */
    buildTransaction: async (request: SwapBuildRequest): Promise<SwapTransaction & { amount: bigint }> => {
      const body = {
        amount: request.amount.toString(),
        from: request.from,
        to: request.to,
        userAddress: request.userAddress,
        slippage: request.slippage,
        ...(request.disableEstimate && { disableEstimate: true }),
      } satisfies z.input<typeof buildTransaction.body>
      const { tx } = buildTransaction.response.parse(await http.post<unknown>(buildTransaction.path, body))
      return {
        to: addressOf(tx.to),
        data: tx.data as `0x${string}`,
        value: BigInt(tx.value),
        amount: BigInt(tx.amount),
        gasPrice: BigInt(tx.eip155.gasPrice),
        ...(tx.eip155.gas !== undefined && { gas: BigInt(tx.eip155.gas) }),
      }
    },
  }
}
export type ConvertApi = ReturnType<typeof createConvertApi>

/** A token swaps may use on a chain. */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10 (`eip155:1:0x…`); the native currency at 0xEeee…. */
  address: string
  decimals: number
  logoUri: string
}

export interface SwapQuoteRequest {
  /** In `from`'s smallest unit. */
  amount: bigint
  /** The account (CAIP-10 or 0x…). */
  userAddress: string
  from: string
  to: string
  /** Wei; 0 or none when not known. */
  gasPrice?: bigint
}

export interface SwapBuildRequest extends SwapQuoteRequest {
  /** Percent (spec §9: 1 by default; the server takes 0–50). */
  slippage: number
  /** Build it without simulating it: the approval it needs is not mined yet. */
  disableEstimate?: boolean
}

/** A transaction to send as it is (eip155). */
export interface SwapTransaction {
  to: `0x${string}`
  data: `0x${string}`
  value: bigint
  gasPrice: bigint
  gas?: bigint
}

/** The native currency's place in swap ids (as the server, 0x and 1inch write it). */
export const NATIVE_SWAP_TOKEN = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The address inside a CAIP-10 id (eip155:1:0xabc… → 0xabc…). */
export function addressOf(caip10: string): `0x${string}` {
  return caip10.slice(caip10.lastIndexOf(':') + 1) as `0x${string}`
}
