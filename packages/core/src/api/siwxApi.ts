import * as z from 'zod/mini'
import type { Cacao, SiwxSession } from '../siwxTypes.ts'
import type { CaipNetworkId } from '../types.ts'
import type { HttpClient } from './http.ts'

/**
 * The Foyer server's SIWX sessions (`/v1/sessions`), every answer checked: one of another shape
 * throws. The project is the projectId the HTTP client adds to every call. Loaded with the first
 * sign-in, never with the page.
 */
export function createSiwxApi(http: HttpClient) {
  return {
    /** A single-use nonce for one message, valid 5 minutes. */
    nonce: async () => nonceSchema.parse(await http.post<unknown>('/v1/sessions/nonce', {})),
    /**
     * Stores a signed message; the server verifies it and answers the session with its id, and the
     * sign-in's single-use proof for the host's backend (on the session, never stored).
     */
    addSession: async (signed: { message: string; signature: string; cacao?: Cacao }): Promise<StoredSiwxSession> => {
      const added = addedSchema.parse(await http.post<unknown>('/v1/sessions', signed))
      return { ...stored(added.session), proof: added.proof.token, proofExpiresAt: added.proof.expiresAt }
    },
    /** The ids of the address's unexpired, unrevoked sessions of this project on one network (the server lists no message or signature). */
    sessionIds: async (address: string, chainId: CaipNetworkId): Promise<string[]> =>
      listSchema.parse(await http.get<unknown>(`/v1/sessions/${encodeURIComponent(address)}`, { chainId })).sessions.map((session) => session.id),
    /** Revokes a session: `signature` is the address's signature of `revokeSessionText(id)`. */
    revoke: async (address: string, id: string, signature: string): Promise<void> => {
      revokedSchema.parse(await http.post<unknown>(`/v1/sessions/${encodeURIComponent(address)}/revoke`, { pci: id, signature }))
    },
  }
}
export type SiwxApi = ReturnType<typeof createSiwxApi>

/** A session the server stores: always with its id. */
export type StoredSiwxSession = SiwxSession & { id: string }

/** What the address signs to revoke a session (the server checks this exact text). */
export function revokeSessionText(id: string): string {
  return `Revoke Foyer session ${id}`
}

const caip2 = z.string().check(z.regex(/^(eip155|solana|polkadot|bip122):[^:]+$/))
// A field the message did not have may come back absent or null.
const optionalText = z.optional(z.nullable(z.string()))

const dataSchema = z.object({
  accountAddress: z.string(),
  chainId: caip2,
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  issuedAt: z.string(),
  expirationTime: optionalText,
  notBefore: optionalText,
  statement: optionalText,
  requestId: optionalText,
  resources: z.optional(z.nullable(z.array(z.string()))),
})

const cacaoSchema = z.object({
  h: z.object({ t: z.literal('caip122') }),
  p: z.object({
    domain: z.string(),
    iss: z.string(),
    aud: z.string(),
    version: z.string(),
    nonce: z.string(),
    iat: z.string(),
    nbf: optionalText,
    exp: optionalText,
    statement: optionalText,
    requestId: optionalText,
    resources: z.optional(z.nullable(z.array(z.string()))),
  }),
  s: z.object({ t: z.string(), s: z.string(), m: optionalText }),
})

const sessionSchema = z.object({
  data: dataSchema,
  message: z.string(),
  signature: z.string(),
  cacao: z.optional(z.nullable(cacaoSchema)),
  id: z.string(),
})

const nonceSchema = z.object({ nonce: z.string().check(z.minLength(8)), expiresAt: z.union([z.string(), z.number()]) })
const addedSchema = z.object({ session: sessionSchema, proof: z.object({ token: z.string().check(z.minLength(16)), expiresAt: z.string() }) })
const listSchema = z.object({ sessions: z.array(z.object({ id: z.string() })) })
const revokedSchema = z.object({ revoked: z.literal(true) })

/** The session as Foyer types it: a field the server answered null is left out. */
function stored(session: z.infer<typeof sessionSchema>): StoredSiwxSession {
  const { cacao, ...rest } = session
  return withoutNulls({ ...rest, ...(cacao && { cacao: withoutNulls({ ...cacao, p: withoutNulls(cacao.p) }) }), data: withoutNulls(session.data) }) as StoredSiwxSession
}

function withoutNulls<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined)) as T
}
