import { SIWX_ROUTES } from '@foyer/core/protocol'
import { namespaceOfChainId } from '@foyer/siwx-verify'
import { z } from 'zod'
import { caipNetworkIdSchema } from '../caip.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { badRequest } from '../kernel/http/httpError.ts'
import { projectOf, projectQuerySchema } from '../projects/projectGuard.ts'
import { listedSession } from './sessionAnswer.ts'
import type { SiwxSessionStore } from './sessionStore.ts'
import { siwxAccountSchema } from './siwxAccount.ts'
import type { SiwxChains } from './siwxChains.ts'

/**
 * GET /v1/sessions/:address (spec §7): the account's live sessions in this project, newest first:
 * ids, chains, times and status only. Anyone may ask, so no message and no signature.
 */
export function listSessionsRoute(sessions: SiwxSessionStore, chains: SiwxChains, now = Date.now) {
  return defineRoute({
    method: 'GET',
    url: SIWX_ROUTES.listSessions.path,
    access: 'project',
    summary: 'The account’s sign-in sessions in this project, unexpired and unrevoked, newest first (at most 20): ids, chains, times and status, never the message or signature',
    tags: ['siwx'],
    params: z.object({ address: siwxAccountSchema }),
    querystring: projectQuerySchema.extend({
      chainId: caipNetworkIdSchema.optional().describe('Only the sessions on this CAIP-2 chain'),
    }),
    response: SIWX_ROUTES.listSessions.response,
    errors: [401, 403, 503],
    handler: async ({ params: { address: account }, query }, request) => {
      const { chainId } = query
      if (chainId !== undefined && !chains.served(chainId)) throw badRequest(`querystring.chainId ${chainId} is not a chain this server serves (${chains.ids.join(', ')})`)
      if (chainId !== undefined && namespaceOfChainId(chainId)?.namespace !== account.namespace) {
        throw badRequest(`querystring.chainId ${chainId} is not a chain of ${account.address}'s namespace (${account.namespace})`)
      }
      const rows = await sessions.list({ projectId: projectOf(request).id, address: account.key }, new Date(now()), chainId)
      return { sessions: rows.map(listedSession) }
    },
  })
}
