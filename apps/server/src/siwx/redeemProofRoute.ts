import { messageHash, redeemedSessionSchema, type RedeemedSession } from '@foyer/siwx-verify'
import { z } from 'zod'
import { clientOf } from '../kernel/http/clientAddress.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { HttpError } from '../kernel/http/httpError.ts'
import { createWindowCounter } from '../operations/windowCounter.ts'
import { projectOf, projectQuerySchema } from '../projects/projectGuard.ts'
import { PROOF_PATTERN, type SiwxProofStore } from './sessionProofs.ts'
import type { SiwxSessionRow } from './siwxTables.ts'

/**
 * POST /v1/sessions/proofs/redeem: the host's backend redeems the proof a sign-in answered to the
 * visitor's browser, once, and learns which session it proves and whether that still signs in.
 * Asked server to server (no Origin), by project id; a client's redemptions are rate-limited.
 */
export function redeemProofRoute(proofs: SiwxProofStore, redeemsPerClientPerMinute: number, now = Date.now) {
  const redeems = createWindowCounter(redeemsPerClientPerMinute, 60_000, now)
  return defineRoute({
    method: 'POST',
    url: '/v1/sessions/proofs/redeem',
    access: 'project',
    summary:
      'Redeems a sign-in’s single-use proof (from POST /v1/sessions, handed by the browser to the host’s backend): answers the session it proves, once; @foyer/siwx-verify’s verifyFoyerSession asks it',
    tags: ['siwx'],
    querystring: projectQuerySchema,
    body: z.object({
      proof: z.string().regex(PROOF_PATTERN, 'must be a sign-in’s proof: 43 base64url characters (POST /v1/sessions answers it as proof.token)'),
    }),
    response: z.object({ session: redeemedSessionSchema }),
    errors: [401, 403, 404, 429, 503],
    handler: async ({ body: { proof } }, request, reply) => {
      const count = redeems(clientOf(request))
      if (count.isExceeded) {
        reply.header('retry-after', String(count.ttlInSeconds))
        throw new HttpError(429, `At most ${count.max} proof redemptions a minute from one address; try again in ${count.ttlInSeconds} s.`)
      }
      const at = new Date(now())
      const session = await proofs.redeem(projectOf(request).id, proof, at)
      if (!session) throw new HttpError(404, 'body.proof is unknown to this project, already redeemed, or expired: a proof signs in once, shortly after its sign-in')
      return { session: redeemedSession(session, at) }
    },
  })
}

function redeemedSession(row: SiwxSessionRow, at: Date): RedeemedSession {
  const { data } = row
  return {
    id: row.nonce,
    messageHash: messageHash(row.message),
    address: data.accountAddress,
    chainId: row.chainId,
    domain: data.domain,
    issuedAt: data.issuedAt,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    notBefore: data.notBefore ?? null,
    status: statusAt(row, at),
  }
}

function statusAt(row: SiwxSessionRow, at: Date): RedeemedSession['status'] {
  if (row.revokedAt) return 'revoked'
  if (row.expiresAt && row.expiresAt <= at) return 'expired'
  if (row.data.notBefore && Date.parse(row.data.notBefore) > at.getTime()) return 'notYetValid'
  return 'live'
}
