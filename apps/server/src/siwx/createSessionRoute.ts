import { cacaoPayloadSchema, MAX_MESSAGE_LENGTH } from '@foyer/siwx-verify'
import { z } from 'zod'
import type { Db } from '../db/database.ts'
import { defineRoute } from '../http/defineRoute.ts'
import { badRequest } from '../http/httpError.ts'
import { projectOf, projectQuerySchema } from '../projects/projectGuard.ts'
import { takeNonce, type SiwxNonceStore } from './nonceStore.ts'
import { sessionAnswer, sessionAnswerSchema } from './sessionAnswer.ts'
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

export interface CreateSessionDeps {
  db: Db
  nonces: SiwxNonceStore
  chains: SiwxChains
  devMode: boolean
  now?: () => number
}

/** POST /v1/sessions: a signed sign-in message checked, stored as the account's session, and answered with its CACAO. */
export function createSessionRoute({ db, nonces, chains, devMode, now = Date.now }: CreateSessionDeps) {
  return defineRoute({
    method: 'POST',
    url: '/v1/sessions',
    access: 'project',
    summary: 'Signs in (SIWX): a CAIP-122 message (EIP-4361 for eip155, Sign In With Solana for solana) and its signature become a session',
    tags: ['siwx'],
    querystring: projectQuerySchema,
    body: z.object({
      message: z.string().min(1).max(MAX_MESSAGE_LENGTH).describe('The sign-in message as the wallet signed it, with this server’s nonce'),
      signature: z.string().min(1).max(MAX_SIGNATURE_LENGTH).describe('eip155: 0x hex (EIP-191, EIP-1271 or EIP-6492); solana: 64 bytes in base58'),
      cacao: sentCacaoSchema.optional().describe('The client’s CACAO of the sign-in, if it made one: it must say what the message says'),
    }),
    bodyLimit: SIWX_BODY_LIMIT,
    response: z.object({ session: sessionAnswerSchema }),
    errors: [401, 403, 413, 503],
    handler: async ({ body }, request) => {
      const project = projectOf(request)
      const at = new Date(now())
      const { signIn, cacao } = await checkSignIn(body, { project, devMode, chains, nonces, at })
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
      const stored = await db.transaction(async (tx) => {
        if (!(await takeNonce(tx, project.id, data.nonce, at))) return false
        await saveSession(tx, session, at)
        return true
      })
      if (!stored) throw badRequest(NONCE_PROBLEM)
      return { session: sessionAnswer(session) }
    },
  })
}
