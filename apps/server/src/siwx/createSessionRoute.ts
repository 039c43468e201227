import { siwxProofSchema, SIWX_ROUTES } from '@foyer/core/protocol'
import { cacaoPayloadSchema, MAX_MESSAGE_LENGTH } from '@foyer/siwx-verify'
import { z } from 'zod'
import type { Db } from '../kernel/db/database.ts'
import { clientOf } from '../kernel/http/clientAddress.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { badRequest, HttpError } from '../kernel/http/httpError.ts'
import { projectOf, projectQuerySchema } from '../projects/projectGuard.ts'
import type { ChainCheckBudget } from './chainCheckBudget.ts'
import { takeNonce, type SiwxNonceStore } from './nonceStore.ts'
import { sessionAnswer, sessionAnswerSchema } from './sessionAnswer.ts'
import type { SiwxProofStore } from './sessionProofs.ts'
import { saveSession, type NewSession } from './sessionStore.ts'
import { checkSignIn, NONCE_PROBLEM } from './signInCheck.ts'
import type { SiwxChains } from './siwxChains.ts'
import { MAX_SIGNATURE_LENGTH, SIWX_BODY_LIMIT } from './siwxLimits.ts'

/**
 * A CACAO as clients make it: header caip122 (or eip4361, its older name for eip155), any
 * signature type (Foyer's answer says how the signature was checked). Only payload and signature must agree.
 */
const sentCacaoSchema = z.object({
  h: z.object({ t: z.enum(['caip122', 'eip4361']) }),
  p: cacaoPayloadSchema,
  s: z.object({ t: z.string().max(64), s: z.string().max(MAX_SIGNATURE_LENGTH) }),
})

/** A message's nonce, read even from a message refused for another reason (so a failed sign-in spends it). */
const NONCE_LINE = /^Nonce: ([A-Za-z0-9]{8,256})$/m

export interface CreateSessionDeps {
  db: Db
  nonces: SiwxNonceStore
  proofs: SiwxProofStore
  chains: SiwxChains
  budget: ChainCheckBudget
  devMode: boolean
  maxSessionMs: number
  now?: () => number
}

/**
 * POST /v1/sessions: a signed sign-in message checked, stored as the account's session, and
 * answered with its CACAO and a single-use proof for the host's backend. A sign-in refused (4xx)
 * spends its nonce.
 */
export function createSessionRoute({ db, nonces, proofs, chains, budget, devMode, maxSessionMs, now = Date.now }: CreateSessionDeps) {
  return defineRoute({
    method: 'POST',
    url: SIWX_ROUTES.createSession.path,
    access: 'project',
    summary:
      'Signs in (SIWX): a CAIP-122 message (EIP-4361 for eip155, Sign In With Solana for solana) with an Expiration Time and its signature become a session; the answer’s proof, for the host’s backend, redeems once',
    tags: ['siwx'],
    querystring: projectQuerySchema,
    body: z.object({
      message: z.string().min(1).max(MAX_MESSAGE_LENGTH).describe('The sign-in message as the wallet signed it, with this server’s nonce and an Expiration Time'),
      signature: z.string().min(1).max(MAX_SIGNATURE_LENGTH).describe('eip155: 0x hex, low s (EIP-191, EIP-1271 or EIP-6492); solana: 64 bytes in base58'),
      cacao: sentCacaoSchema.optional().describe('The client’s CACAO of the sign-in, if it made one: it must say what the message says'),
    }),
    bodyLimit: SIWX_BODY_LIMIT,
    // The session is @foyer/siwx-verify's (a host's backend checks the same one); the contract test
    // checks the protocol's lenient reading of it names the same fields.
    response: z.object({ session: sessionAnswerSchema, proof: siwxProofSchema }),
    errors: [401, 403, 413, 429, 503],
    handler: async ({ body }, request, reply) => {
      const project = projectOf(request)
      const client = clientOf(request)
      const at = new Date(now())
      const owner = { projectId: project.id, client }
      const { signIn, cacao } = await checkSignIn(body, { project, devMode, chains, nonces, budget, client, reply, maxSessionMs, at }).catch(async (error: unknown) => {
        const nonce = NONCE_LINE.exec(body.message)?.[1]
        if (nonce && error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) await nonces.spend(owner, nonce, at)
        throw error
      })
      const { rules, data } = signIn
      const session: NewSession = {
        projectId: project.id,
        nonce: data.nonce,
        address: rules.addressKey(data.accountAddress),
        chainId: data.chainId,
        data,
        message: body.message,
        signature: body.signature,
        cacao,
        expiresAt: data.expirationTime === undefined ? null : new Date(data.expirationTime),
      }
      // Two requests with one nonce: the database lets one take it; the other stores nothing.
      const proof = await db.transaction(async (tx) => {
        if (!(await takeNonce(tx, owner, data.nonce, at))) return undefined
        await saveSession(tx, session, at)
        return proofs.make(tx, { projectId: project.id, sessionId: session.nonce }, at)
      })
      if (!proof) throw badRequest(NONCE_PROBLEM)
      return { session: sessionAnswer(session), proof: { token: proof.token, expiresAt: proof.expiresAt.toISOString() } }
    },
  })
}
