/**
 * The server's swaps (spec §7 `/v1/convert/…`, `apps/server/src/convert`), as AppKit's modal reads
 * them: tokens and accounts as CAIP-10 (`eip155:1:0x…`, the native currency at 0xEeee…), amounts
 * and wei as decimal integers in the token's smallest unit.
 */
import * as z from 'zod/mini'
import type { ApiRoute } from './apiRoute.ts'
import { decimalIntegerSchema, eip155AccountIdSchema, hexDataSchema } from './wireStrings.ts'

const caip10 = eip155AccountIdSchema.check(z.describe('CAIP-10: eip155:<chain>:<address>'))
const wei = decimalIntegerSchema.check(z.describe('Wei per gas, in decimal'))

export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: eip155AccountIdSchema.check(z.describe('CAIP-10: eip155:<chain>:<address>; the native currency at 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')),
  decimals: z.int().check(z.minimum(0), z.maximum(77)),
  logoUri: z.string().check(z.describe("The token's icon (this server's /public/getTokenImage)")),
  eip2612: z.boolean().check(z.describe('Whether it takes EIP-2612 permits; always false: approvals are transactions')),
})

const swapQuoteSchema = z.object({
  id: z.nullable(z.string()).check(z.describe('Always null: quotes are not kept')),
  fromAmount: z.string().check(z.describe('The amount sold, as asked')),
  fromAccount: z.string().check(z.describe('The token sold, as asked (CAIP-10)')),
  toAmount: decimalIntegerSchema.check(z.describe('The amount the swap is quoted to deliver, in the bought token’s smallest unit')),
  toAccount: z.string().check(z.describe('The token bought, as asked (CAIP-10)')),
})

/** Each route of the swap API: the query the client sends (checked by the server's convertInputs.ts) and the answer. */
export const CONVERT_ROUTES = {
  /** The tokens swaps on a chain may use, the native currency first. */
  tokens: {
    method: 'GET',
    path: '/v1/convert/tokens',
    query: z.object({ chainId: z.string() }),
    response: z.object({ tokens: z.array(swapTokenSchema) }),
  },
  /** One quote (AppKit reads `quotes[0]`). */
  quotes: {
    method: 'GET',
    path: '/v1/convert/quotes',
    query: z.object({ amount: z.string(), userAddress: z.string(), from: z.string(), to: z.string(), gasPrice: z.optional(z.string()) }),
    response: z.object({ quotes: z.array(swapQuoteSchema) }),
  },
  allowance: {
    method: 'GET',
    path: '/v1/convert/allowance',
    query: z.object({ tokenAddress: z.string(), userAddress: z.string() }),
    response: z.object({ allowance: decimalIntegerSchema.check(z.describe('In the token’s smallest unit, in decimal')) }),
  },
  /** `standard` from the node; `fast` (+25 %) and `instant` (+50 %) above it. */
  gasPrice: {
    method: 'GET',
    path: '/v1/convert/gas-price',
    query: z.object({ chainId: z.string() }),
    response: z.object({ standard: wei, fast: wei, instant: wei }),
  },
  /** The ERC-20 approve transaction, sent to the token (named in both `tx.from` and `tx.to`, as AppKit reads it). */
  buildApprove: {
    method: 'GET',
    path: '/v1/convert/build-approve',
    query: z.object({ userAddress: z.string(), from: z.string(), to: z.string(), amount: z.optional(z.string()) }),
    response: z.object({
      tx: z.object({
        from: caip10.check(z.describe('The token to approve (CAIP-10): the contract to send the transaction to')),
        to: caip10.check(z.describe('The same token (CAIP-10)')),
        data: hexDataSchema.check(z.describe('approve(spender, amount) calldata')),
        value: decimalIntegerSchema.check(z.describe('Wei to send: 0')),
        eip155: z.object({ gasPrice: wei }),
      }),
    }),
  },
  /** The swap transaction, selling `amount` of `from` for at least the quote less `slippage` percent. */
  buildTransaction: {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body: z.object({
      amount: z.string(),
      from: z.string(),
      to: z.string(),
      userAddress: z.string(),
      /** Percent (0–50); AppKit sends it as eip155.slippage. */
      slippage: z.optional(z.number()),
      eip155: z.optional(z.object({ slippage: z.optional(z.number()) })),
      /** Build it without simulating it: the approval it needs is not mined yet. */
      disableEstimate: z.optional(z.boolean()),
    }),
    response: z.object({
      tx: z.object({
        from: caip10.check(z.describe('The user who sends it (CAIP-10)')),
        to: caip10.check(z.describe('The contract to send it to (CAIP-10)')),
        data: hexDataSchema,
        value: decimalIntegerSchema.check(z.describe('Wei to send with it')),
        amount: decimalIntegerSchema.check(z.describe('What the swap is quoted to deliver, in the bought token’s smallest unit')),
        eip155: z.object({
          gas: z.optional(decimalIntegerSchema).check(z.describe('Gas limit; left out when not known (disableEstimate)')),
          gasPrice: decimalIntegerSchema.check(z.describe('In decimal')),
        }),
      }),
    }),
  },
} as const satisfies Record<string, ApiRoute>
