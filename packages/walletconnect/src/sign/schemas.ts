/**
 * Schemas of everything a peer sends (design note §4.1). Lenient where 2.21.8 is sloppy: extra
 * fields are ignored, `"error":{}` is accepted, metadata fields may be missing. Namespaces are only
 * checked for shape here; their rules (and the error codes of those rules) live in ../namespaces.ts.
 *
 * Written with valibot: this code ships in the dapp bundle, which has a 25 KB budget, and valibot
 * is already on the page for the host's options (@foyer/core), where zod (even zod/mini, ~10 KB
 * gzip of core) would come with the QR code.
 */
import { DEFAULT_RELAY_PROTOCOL } from '@foyer/core/internal'
import * as v from 'valibot'

const hexKey = v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hex characters'))
const nonEmpty = v.pipe(v.string(), v.minLength(1))

export const metadataSchema = v.object({
  name: v.optional(v.string(), ''),
  description: v.optional(v.string(), ''),
  url: v.optional(v.string(), ''),
  icons: v.optional(v.array(v.string()), []),
  verifyUrl: v.optional(v.string()),
  redirect: v.optional(
    v.object({
      native: v.optional(v.string()),
      universal: v.optional(v.string()),
      linkMode: v.optional(v.boolean()),
    }),
  ),
})

const relaySchema = v.object({ protocol: nonEmpty, data: v.optional(v.string()) })
const participantSchema = v.object({ publicKey: hexKey, metadata: metadataSchema })
/**
 * Any JSON object, its keys kept: what `v.record(v.string(), v.unknown())` accepts from JSON, without
 * adding the record type to the bundle (the object type is there anyway).
 */
const anyObject = v.looseObject({})
/** Shape only; validateProposalNamespaces / validateSessionNamespaces apply the rules. */
const namespacesShape = anyObject
/**
 * Typed as string → string, but wallets in the wild put objects in there too: those values are
 * kept as their JSON text rather than making the whole settlement invalid.
 */
const sessionProperties = v.optional(
  v.pipe(
    anyObject,
    v.transform((record): Record<string, string> => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))),
  ),
)

/** Any JSON-RPC message inside an envelope; told apart by `method`, `result`, `error`. */
export const jsonRpcMessageSchema = v.object({
  id: v.number(),
  method: v.optional(v.string()),
  params: v.optional(v.unknown()),
  result: v.optional(v.unknown()),
  error: v.optional(
    v.object({
      code: v.optional(v.number()),
      message: v.optional(v.string()),
      data: v.optional(v.unknown()),
    }),
  ),
})
export type IncomingJsonRpc = v.InferOutput<typeof jsonRpcMessageSchema>

export const proposeParamsSchema = v.object({
  id: v.optional(v.number()),
  requiredNamespaces: v.optional(namespacesShape, {}),
  optionalNamespaces: v.optional(namespacesShape, {}),
  relays: v.optional(v.array(relaySchema), [{ protocol: DEFAULT_RELAY_PROTOCOL }]),
  proposer: participantSchema,
  expiryTimestamp: v.optional(v.number()),
  pairingTopic: v.optional(v.string()),
  sessionProperties,
})

export const proposeResultSchema = v.object({
  relay: relaySchema,
  responderPublicKey: hexKey,
})

export const settleParamsSchema = v.object({
  relay: relaySchema,
  namespaces: namespacesShape,
  controller: participantSchema,
  expiry: v.number(),
  sessionProperties,
})

export const updateParamsSchema = v.object({ namespaces: namespacesShape })

export const requestParamsSchema = v.object({
  request: v.object({
    method: nonEmpty,
    params: v.unknown(),
    expiryTimestamp: v.optional(v.number()),
  }),
  chainId: nonEmpty,
})

export const eventParamsSchema = v.object({
  event: v.object({ name: nonEmpty, data: v.unknown() }),
  chainId: nonEmpty,
})

/** wc_sessionDelete / wc_pairingDelete carry the reason; tolerate a missing one. */
export const deleteParamsSchema = v.object({
  code: v.optional(v.number()),
  message: v.optional(v.string()),
})

/** wc_sessionPing, wc_pairingPing, wc_sessionExtend: `{}`, extra fields ignored. */
export const emptyParamsSchema = v.optional(v.object({}))

/** One line naming what is wrong, for logs and error contexts. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${issue.path?.map((item) => String(item.key)).join('.') || '(root)'}: ${issue.message}`).join('; ')
}
