/**
 * What the server reads of a Polkadot transaction payload for the approval screen
 * (`polkadot_describeTransaction [transactionPayload]`, a safe method of the embedded wallet): the
 * call decoded against the chain's metadata, the fee the chain's node weighs it at, and the chain's
 * token and address prefix. The server reads it because it holds the chain's node and keeps its
 * metadata per runtime (several hundred KB a frame would fetch each time), and it signs the very
 * payload it read; the host page says nothing here. The frame formats it (polkadotSummary.ts).
 */
import * as z from 'zod/mini'

/** The safe method the frame asks for a payload's reading, with the payload as its one parameter. */
export const POLKADOT_DESCRIBE_TRANSACTION = 'polkadot_describeTransaction'

/** An amount in planck, the chain's smallest unit, as decimal digits (JSON has no bigint; a u128 has 39 digits at most). */
const planckSchema = z.string().check(z.regex(/^\d{1,39}$/, 'must be a whole number of planck in decimal digits'))
const nameSchema = z.string().check(z.minLength(1), z.maxLength(128))

export const polkadotTransactionReadingSchema = z.strictObject({
  /** The chain the payload's genesis hash names, as the server configures it. */
  chain: z.strictObject({
    name: z.string().check(z.maxLength(64)),
    symbol: z.string().check(z.minLength(1), z.maxLength(11)),
    decimals: z.int().check(z.minimum(0), z.maximum(255)),
    ss58Prefix: z.int().check(z.minimum(0), z.maximum(16_383)),
  }),
  call: z.discriminatedUnion('kind', [
    /** `Balances.transfer_keep_alive` or `transfer_allow_death` to an account id (MultiAddress::Id): the receiver written with the chain's prefix. */
    z.strictObject({ kind: z.literal('transfer'), pallet: nameSchema, method: nameSchema, receiver: z.string().check(z.maxLength(64)), amount: planckSchema }),
    /** A call of the runtime Foyer does not summarize (staking, governance, a batch, a transfer to an index): its names only. */
    z.strictObject({ kind: z.literal('other'), pallet: nameSchema, method: nameSchema }),
    /** Bytes the runtime would not read as one call; signing it is refused. The names its first bytes point at, where they do. */
    z.strictObject({ kind: z.literal('unreadable'), problem: z.string().check(z.maxLength(300)), pallet: z.optional(nameSchema), method: z.optional(nameSchema) }),
  ]),
  /** The network fee in planck (the tip not included), or why the node could not weigh it. */
  fee: z.union([z.strictObject({ planck: planckSchema }), z.strictObject({ problem: z.string().check(z.maxLength(300)) })]),
  /** What the payload gives the block author on top of the fee, in planck. */
  tip: planckSchema,
})

export type PolkadotTransactionReading = z.infer<typeof polkadotTransactionReadingSchema>
