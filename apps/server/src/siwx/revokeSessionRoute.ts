import { SIWX_ROUTES } from '@foyer/core/protocol'
import { revokeMessage, SIWX_NAMESPACE_RULES } from '@foyer/siwx-verify'
import { z } from 'zod'
import { clientOf } from '../kernel/http/clientAddress.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { badRequest, HttpError } from '../kernel/http/httpError.ts'
import { projectOf, projectQuerySchema } from '../projects/projectGuard.ts'
import { checkAccountSignature } from './accountSignatureCheck.ts'
import type { ChainCheckBudget } from './chainCheckBudget.ts'
import type { SiwxSessionStore } from './sessionStore.ts'
import { siwxAccountSchema } from './siwxAccount.ts'
import type { SiwxChains } from './siwxChains.ts'
import { MAX_SIGNATURE_LENGTH, SIWX_BODY_LIMIT } from './siwxLimits.ts'

/**
 * POST /v1/sessions/:address/revoke (spec §7: pci, signature): ends one session, when the account
 * signs "Revoke Foyer session <pci>" (personal_sign for eip155, low s; ed25519 for solana). A
 * smart account's check that fails counts against the chain-check budget.
 */
export function revokeSessionRoute(sessions: SiwxSessionStore, chains: SiwxChains, budget: ChainCheckBudget, now = Date.now) {
  return defineRoute({
    method: 'POST',
    url: SIWX_ROUTES.revokeSession.path,
    access: 'project',
    summary: 'Ends one of the account’s sessions: pci is the session’s id (its nonce), signature the account’s of "Revoke Foyer session <pci>"',
    tags: ['siwx'],
    params: z.object({ address: siwxAccountSchema }),
    querystring: projectQuerySchema,
    body: z.object({
      pci: z.string().regex(/^[A-Za-z0-9]{8,256}$/, "must be a session's id: the nonce of its message (8 to 256 letters and digits)"),
      signature: z.string().min(1).max(MAX_SIGNATURE_LENGTH).describe('The account’s signature of "Revoke Foyer session <pci>" (eip155: low s)'),
    }),
    bodyLimit: SIWX_BODY_LIMIT,
    response: SIWX_ROUTES.revokeSession.response,
    errors: [401, 403, 404, 413, 429, 503],
    handler: async ({ params: { address: account }, body: { pci, signature } }, request, reply) => {
      const owner = { projectId: projectOf(request).id, address: account.key }
      const at = new Date(now())
      const session = await sessions.find(owner, pci, at)
      if (!session) throw new HttpError(404, `${account.address} has no live session ${pci.slice(0, 16)}… in this project`)
      const signatureProblem = SIWX_NAMESPACE_RULES[account.namespace].signatureProblem(signature)
      if (signatureProblem) throw badRequest(`body.signature ${signatureProblem}`)
      const signed = { namespace: account.namespace, chainId: session.chainId, address: session.data.accountAddress, message: revokeMessage(pci), signature }
      const signatureType = await checkAccountSignature(signed, { chains, budget, client: clientOf(request), reply })
      if (!signatureType) throw badRequest(`body.signature does not verify: it must be ${account.address}'s signature of "${revokeMessage(pci)}"`)
      await sessions.revoke(owner, pci, at)
      return { revoked: true as const }
    },
  })
}
