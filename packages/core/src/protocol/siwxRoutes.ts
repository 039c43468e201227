/**
 * The server's sign-in sessions (SIWX, `/v1/sessions`, `apps/server/src/siwx`). The project is the
 * `?projectId=` every call carries. The session object is @foyer/siwx-verify's `siwxSessionSchema`
 * on the server (a host's backend checks the same session with it); `siwxSessionSchema` here reads
 * it leniently (a field the message did not have may come back absent or null), and the contract
 * test checks the two name the same fields.
 */
import * as z from 'zod/mini'
import type { ApiRoute } from './apiRoute.ts'

const caip2 = z.string().check(z.regex(/^(eip155|solana|polkadot|bip122):[^:]+$/))
const optionalText = z.optional(z.nullable(z.string()))
const optionalTexts = z.optional(z.nullable(z.array(z.string())))

const siwxDataSchema = z.object({
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
  resources: optionalTexts,
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
    exp: optionalText,
    nbf: optionalText,
    statement: optionalText,
    requestId: optionalText,
    resources: optionalTexts,
  }),
  s: z.object({ t: z.string(), s: z.string(), m: optionalText }),
})

/** A session as POST /v1/sessions answers it, read leniently (see above). */
export const siwxSessionSchema = z.object({
  id: z.string(),
  data: siwxDataSchema,
  message: z.string(),
  signature: z.string(),
  cacao: z.optional(z.nullable(cacaoSchema)),
})

/** The sign-in's single-use proof for the host's backend: answered only by POST /v1/sessions, never listed. */
export const siwxProofSchema = z
  .object({
    token: z.string().check(z.minLength(16), z.describe('43 base64url characters: hand it to the host’s backend, which redeems it once (POST /v1/sessions/proofs/redeem)')),
    expiresAt: z.string().check(z.describe('ISO 8601: redeem it before then')),
  })
  .check(z.describe('The sign-in’s single-use proof: answered only here, never listed, kept by the server only as a hash'))

/** A session as GET /v1/sessions/:address lists it to anyone: never its message or signature. */
export const listedSessionSchema = z.object({
  id: z.string().check(z.describe('The session’s id: its nonce (pci of POST /v1/sessions/{address}/revoke)')),
  chainId: z.string().check(z.describe('CAIP-2')),
  issuedAt: z.string().check(z.describe('ISO 8601: the message’s Issued At')),
  expiresAt: z.nullable(z.string()).check(z.describe('ISO 8601: the message’s Expiration Time (null only for sessions older than expiries)')),
  status: z.literal('live').check(z.describe('Listed sessions are live: unexpired and unrevoked')),
})

export const SIWX_ROUTES = {
  /** A single-use nonce for one message, valid 5 minutes. */
  nonce: {
    method: 'POST',
    path: '/v1/sessions/nonce',
    response: z.object({
      nonce: z.string().check(z.minLength(8), z.describe('32 hex digits (128 random bits); the message’s Nonce. Only a sign-in from the client that asked can spend it')),
      expiresAt: z.string().check(z.describe('ISO 8601: sign in before then')),
    }),
  },
  /** Stores a signed message: the server checks it and answers the session and its proof. */
  createSession: {
    method: 'POST',
    path: '/v1/sessions',
    body: z.object({
      message: z.string(),
      signature: z.string(),
      cacao: z.optional(z.object({ h: z.object({ t: z.string() }), p: z.unknown(), s: z.object({ t: z.string(), s: z.string() }) })),
    }),
    response: z.object({ session: siwxSessionSchema, proof: siwxProofSchema }),
  },
  /** The address's unexpired, unrevoked sessions of this project (on one network when `chainId` says). */
  listSessions: {
    method: 'GET',
    path: '/v1/sessions/:address',
    params: z.object({ address: z.string() }),
    query: z.object({ chainId: z.optional(z.string()) }),
    response: z.object({ sessions: z.array(listedSessionSchema) }),
  },
  /** Ends a session: `signature` is the address's signature of `Revoke Foyer session <pci>`. */
  revokeSession: {
    method: 'POST',
    path: '/v1/sessions/:address/revoke',
    params: z.object({ address: z.string() }),
    body: z.object({ pci: z.string(), signature: z.string() }),
    response: z.object({ revoked: z.literal(true) }),
  },
} as const satisfies Record<string, ApiRoute>
