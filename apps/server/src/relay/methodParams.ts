import { z } from 'zod'
import { MAX_ATTESTATION_LENGTH } from './mailboxBudget.ts'

/** Most topics one batch call may name; 2.21.8 sends irn_batchSubscribe in chunks of 500. */
export const MAX_TOPICS_PER_BATCH = 500

/** A topic is 32 bytes in hex (sha256 of a key, or random). */
const topicSchema = z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be a topic: 64 hex digits')

const topicListSchema = z.array(topicSchema).min(1, 'must list at least one topic').max(MAX_TOPICS_PER_BATCH, `must list at most ${MAX_TOPICS_PER_BATCH} topics`)

/**
 * The params of every relay method, checked before anything is done. Unknown fields are dropped:
 * 2.21.8 adds `tvf` (telemetry), `prompt`, `correlationId` and `attestation`, which the relay
 * accepts and ignores (it forwards `attestation`).
 */
export function methodParamSchemas() {
  // No upper bound: a longer ttl is accepted and kept the relay's longest (relayHub.ts).
  const ttlSchema = z.number().int('must be a whole number of seconds').min(1, 'must be at least 1 second')
  // Base64 (2.21.8's alphabet, or base64url): one byte a character in memory and in Redis, so the
  // mailbox's byte budget counts what it holds.
  const messageSchema = z
    .string()
    .min(1, 'must be a non-empty string (the base64 envelope)')
    .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'must be a base64 envelope (A–Z, a–z, 0–9, +, /, - or _, = padding)')
  const attestationSchema = z.string().max(MAX_ATTESTATION_LENGTH).optional()
  const publishSchema = z.object({
    topic: topicSchema,
    message: messageSchema,
    ttl: ttlSchema,
    tag: z
      .number()
      .int('must be a whole number')
      .min(0)
      .max(2 ** 31 - 1)
      .default(0),
    prompt: z.boolean().optional(),
    attestation: attestationSchema,
  })
  const unsubscribeSchema = z.object({ topic: topicSchema, id: z.string().max(200).optional() })

  return {
    subscribe: z.object({ topic: topicSchema }),
    batchSubscribe: z.object({ topics: topicListSchema }),
    unsubscribe: unsubscribeSchema,
    batchUnsubscribe: z.object({
      subscriptions: z.array(unsubscribeSchema).min(1, 'must list at least one subscription').max(MAX_TOPICS_PER_BATCH, `must list at most ${MAX_TOPICS_PER_BATCH} subscriptions`),
    }),
    publish: publishSchema,
    batchPublish: z.object({
      messages: z.array(publishSchema).min(1, 'must list at least one message').max(MAX_TOPICS_PER_BATCH, `must list at most ${MAX_TOPICS_PER_BATCH} messages`),
    }),
    /** irn_fetchMessages takes one `topic`; `topics` is accepted too, like irn_batchFetchMessages. */
    fetchMessages: z
      .object({ topic: topicSchema.optional(), topics: topicListSchema.optional() })
      .refine((params) => params.topic !== undefined || params.topics !== undefined, 'must have a topic (or topics)'),
    batchFetchMessages: z.object({ topics: topicListSchema }),
    proposeSession: z.object({
      pairingTopic: topicSchema,
      sessionProposal: messageSchema,
      ttl: ttlSchema,
      attestation: attestationSchema,
    }),
    approveSession: z.object({
      sessionTopic: topicSchema,
      pairingTopic: topicSchema,
      sessionProposalResponse: messageSchema,
      sessionSettlementRequest: messageSchema,
      ttl: ttlSchema,
    }),
  }
}

export type MethodParamSchemas = ReturnType<typeof methodParamSchemas>
export type MethodParams<K extends keyof MethodParamSchemas> = z.output<MethodParamSchemas[K]>
