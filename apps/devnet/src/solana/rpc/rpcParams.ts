import { z } from 'zod'
import { invalidParams } from './rpcError.ts'

// The shapes of the validator's positional params and config objects, checked before a method runs.
// Unknown config fields are ignored, as the validator ignores them.

export const base58String = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'must be base58')
export const address = base58String.min(32).max(44)
export const signature = base58String.min(64).max(88)
export const commitment = z.enum(['processed', 'confirmed', 'finalized'])
const u64 = z.union([z.number().int().nonnegative(), z.bigint().nonnegative()]).transform(BigInt)

export const contextConfig = z.object({ commitment: commitment.optional(), minContextSlot: z.number().int().nonnegative().optional() })

export const accountConfig = contextConfig.extend({
  encoding: z.enum(['base58', 'base64', 'jsonParsed', 'binary', 'base64+zstd']).optional(),
  dataSlice: z.object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() }).optional(),
})

export const transactionConfig = z.object({
  commitment: commitment.optional(),
  encoding: z.enum(['json', 'base64', 'base58', 'jsonParsed']).optional(),
  maxSupportedTransactionVersion: z.number().int().nonnegative().optional(),
})

export const sendTransactionConfig = z.object({
  encoding: z.enum(['base58', 'base64']).optional(),
  skipPreflight: z.boolean().optional(),
  preflightCommitment: commitment.optional(),
  maxRetries: z.number().int().nonnegative().optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
})

export const simulateTransactionConfig = z.object({
  encoding: z.enum(['base58', 'base64']).optional(),
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  commitment: commitment.optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
  innerInstructions: z.boolean().optional(),
  accounts: z.object({ addresses: z.array(address).max(100), encoding: accountConfig.shape.encoding }).optional(),
})

export const tokenAccountsFilter = z.union([z.object({ mint: address }).strict(), z.object({ programId: address }).strict()])

export const signaturesForAddressConfig = contextConfig.extend({
  limit: z.number().int().min(1).max(1000).optional(),
  before: signature.optional(),
  until: signature.optional(),
})

export { u64 }

/** A call's positional params checked against its schema; a mismatch is -32602 naming what is wrong, as a validator answers. */
export function parseParams<Schema extends z.ZodType>(schema: Schema, params: unknown): z.output<Schema> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidParams(z.prettifyError(parsed.error).replaceAll('\n', ' '))
  return parsed.data
}
