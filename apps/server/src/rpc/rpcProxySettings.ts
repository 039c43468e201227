import { z } from 'zod'
import { DEFAULT_MAX_BATCH_SIZE } from './rpcBody.ts'

/** The most bytes of a node's answer the proxy relays unless the operator says otherwise: 10 MiB. */
export const DEFAULT_MAX_ANSWER_BYTES = 10 * 1024 * 1024

/** What one call to the proxy may ask of a chain's nodes. */
export const rpcProxySettingsSchema = z.object({
  /** Requests in one batch (FOYER_RPC_MAX_BATCH_SIZE); a longer batch is refused with 413 and -32600. */
  maxBatchSize: z.number().int().min(1).max(10_000).default(DEFAULT_MAX_BATCH_SIZE),
  /** Bytes of a node's answer relayed (FOYER_RPC_MAX_ANSWER_BYTES); a longer one is cut and answered -32005. */
  maxAnswerBytes: z
    .number()
    .int()
    .min(1024)
    .max(1024 ** 3)
    .default(DEFAULT_MAX_ANSWER_BYTES),
})

export type RpcProxySettings = z.output<typeof rpcProxySettingsSchema>
