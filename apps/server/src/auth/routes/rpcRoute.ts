import { AUTH_ERROR_CODES, AUTH_ROUTES, isUnofferedRpcMethod, rpcMethodClass, UNOFFERED_METHOD_ERROR } from '@foyer/auth-frame/protocol'
import { defineRoute } from '../../kernel/http/defineRoute.ts'
import { badRequest, HttpError } from '../../kernel/http/httpError.ts'
import { namespaceAddressesOf, servedChain, walletNamespaces } from '../authChains.ts'
import { authenticateRequest } from '../authAccounts.ts'
import { projectOf } from '../../projects/projectGuard.ts'
import { gasSponsor } from '../sponsorship/gasSponsor.ts'
import type { AuthDeps } from '../authDeps.ts'
import { AuthError } from '../authErrors.ts'
import type { AuthUserRow } from '../authUsersTable.ts'
import { StoredKeyIntegrityError } from '../keys/sealedBox.ts'
import { openUserKeys, type OpenedUserKeys } from '../keys/userKeys.ts'
import { AUTH_ERRORS, AUTH_TAGS, authQuery, authUrl } from './authRoute.ts'

/**
 * The embedded wallet's JSON-RPC: the method is classified again here (spec §6) and unknown ones
 * refused; reads go to the chain's node, signatures are made with the user's key, opened for the
 * request only.
 */
export function rpcRoute(deps: AuthDeps) {
  // Each namespace's runner, made once: it keeps its clients per chain.
  const signers = new Map(walletNamespaces.map((namespace) => [namespace, namespace.embeddedWallet.signer()]))
  return defineRoute({
    method: AUTH_ROUTES.rpc.method,
    url: authUrl(AUTH_ROUTES.rpc.path),
    access: 'frame',
    summary: "Runs a wallet request with the signed-in user's keys: safe methods at once, unsafe ones after the visitor approved them in the frame",
    tags: AUTH_TAGS,
    querystring: authQuery,
    body: AUTH_ROUTES.rpc.body,
    response: AUTH_ROUTES.rpc.response,
    errors: [...AUTH_ERRORS, 409, 502, 504],
    handler: async ({ body }, request) => {
      const { user } = await authenticateRequest(deps, request)
      if (rpcMethodClass(body.method) === 'unknown') throw new AuthError(403, 'Requested RPC call is not allowed', AUTH_ERROR_CODES.RPC_NOT_ALLOWED)
      const chain = servedChain(deps.chains, body.chainId, 'body.chainId')
      if (isUnofferedRpcMethod(body.method)) throw new AuthError(400, UNOFFERED_METHOD_ERROR.message, UNOFFERED_METHOD_ERROR.code)
      const namespace = walletNamespaces.find((each) => each.embeddedWallet.ownsMethod(body.method))
      if (namespace !== chain.namespace) throw badRequest(`body.method ${body.method} is a ${namespace?.name} method; body.chainId ${chain.caipNetworkId} is not a ${namespace?.name} chain`)
      const openKeys = () => openKeysOf(deps, user)
      const run = signers.get(chain.namespace)!
      const account = await deps.accounts.on(chain, user, body.accountType ? { type: body.accountType } : {})
      const project = projectOf(request)
      const budget = project.sponsoredWeiPerAccountPerDay
      const result = await run({
        caipNetworkId: chain.caipNetworkId,
        chain: chain.config,
        method: body.method,
        params: body.params,
        address: account.address,
        accountType: account.type,
        ...(budget !== null && account.type === 'smartAccount' && { gasSponsor: gasSponsor(deps, project.id, budget, account.address, chain.caipNetworkId) }),
        ...(body.sponsored !== undefined && { sponsoredAsApproved: body.sponsored }),
        openKeys,
      })
      return { result }
    },
  })
}

/**
 * The user's keys, or a 409 when their stored ciphertext fails its integrity check. 409, not 500:
 * nothing crashed and the server answers everything else; the account is in a state (its key
 * record altered) that refuses signing until an operator restores it, and retrying will not
 * help. The operator is told in the log, with the user's id and never any key material.
 */
function openKeysOf(deps: AuthDeps, user: AuthUserRow): OpenedUserKeys {
  try {
    return openUserKeys(deps.keys.master, user, namespaceAddressesOf)
  } catch (error) {
    if (!(error instanceof StoredKeyIntegrityError)) throw error
    deps.log.error({ userId: user.id, reason: error.message }, 'auth: a stored user key failed its integrity check')
    throw new HttpError(409, 'Stored key failed its integrity check: this account cannot sign until the server operator restores its keys')
  }
}
