/**
 * Schemas of everything a peer sends (design note §4.1). Lenient where 2.21.8 is sloppy: extra
 * fields are ignored, `"error":{}` is accepted, metadata fields may be missing. Namespaces are only
 * checked for shape here; their rules (and the error codes of those rules) live in ../namespaces.ts.
 *
 * Written with `zod/mini` (about 5 KB gzip against 26 KB for the classic API): this code ships in
 * the dapp bundle, which has a 25 KB budget.
 */
import * as z from 'zod/mini'

const hexKey = z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hex characters'))
const nonEmpty = z.string().check(z.minLength(1))

export const metadataSchema = z.object({
  name: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  url: z._default(z.string(), ''),
  icons: z._default(z.array(z.string()), []),
  verifyUrl: z.optional(z.string()),
  redirect: z.optional(
    z.object({
      native: z.optional(z.string()),
      universal: z.optional(z.string()),
      linkMode: z.optional(z.boolean()),
    }),
  ),
})

const relaySchema = z.object({ protocol: nonEmpty, data: z.optional(z.string()) })
const participantSchema = z.object({ publicKey: hexKey, metadata: metadataSchema })
/**
 * Any JSON object, its keys kept: what `z.record(z.string(), z.unknown())` accepts from JSON, without
 * adding the record type to the bundle (the object type is there anyway).
 */
const anyObject = z.looseObject({})
/** Shape only; validateProposalNamespaces / validateSessionNamespaces apply the rules. */
const namespacesShape = anyObject
/**
 * Typed as string → string, but wallets in the wild put objects in there too: those values are
 * kept as their JSON text rather than making the whole settlement invalid.
 */
const sessionProperties = z.optional(
  z.pipe(
    anyObject,
    z.transform((record): Record<string, string> =>
      Object.fromEntries(Object.entries(record).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
    ),
  ),
)

/** Any JSON-RPC message inside an envelope; told apart by `method`, `result`, `error`. */
export const jsonRpcMessageSchema = z.object({
  id: z.number(),
  method: z.optional(z.string()),
  params: z.optional(z.unknown()),
  result: z.optional(z.unknown()),
  error: z.optional(
    z.object({
      code: z.optional(z.number()),
      message: z.optional(z.string()),
      data: z.optional(z.unknown()),
    }),
  ),
})
export type IncomingJsonRpc = z.infer<typeof jsonRpcMessageSchema>

export const proposeParamsSchema = z.object({
  id: z.optional(z.number()),
  requiredNamespaces: z._default(namespacesShape, {}),
  optionalNamespaces: z._default(namespacesShape, {}),
  relays: z._default(z.array(relaySchema), [{ protocol: 'irn' }]),
  proposer: participantSchema,
  expiryTimestamp: z.optional(z.number()),
  pairingTopic: z.optional(z.string()),
  sessionProperties,
})

export const proposeResultSchema = z.object({
  relay: relaySchema,
  responderPublicKey: hexKey,
})

export const settleParamsSchema = z.object({
  relay: relaySchema,
  namespaces: namespacesShape,
  controller: participantSchema,
  expiry: z.number(),
  sessionProperties,
})

export const updateParamsSchema = z.object({ namespaces: namespacesShape })

export const requestParamsSchema = z.object({
  request: z.object({
    method: nonEmpty,
    params: z.unknown(),
    expiryTimestamp: z.optional(z.number()),
  }),
  chainId: nonEmpty,
})

export const eventParamsSchema = z.object({
  event: z.object({ name: nonEmpty, data: z.unknown() }),
  chainId: nonEmpty,
})

/** wc_sessionDelete / wc_pairingDelete carry the reason; tolerate a missing one. */
export const deleteParamsSchema = z.object({
  code: z.optional(z.number()),
  message: z.optional(z.string()),
})

/** wc_sessionPing, wc_pairingPing, wc_sessionExtend: `{}`, extra fields ignored. */
export const emptyParamsSchema = z.optional(z.object({}))

/** One line naming what is wrong, for logs and error contexts. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')
}
