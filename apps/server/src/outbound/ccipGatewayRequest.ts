import type { CcipRequestParameters, Hex } from 'viem'
import { z } from 'zod'
import { fetchRemoteUrl, type RemoteFetchLimits } from './fetchRemoteResource.ts'
import type { RemoteUrlPolicy } from './remoteUrlPolicy.ts'

/** A gateway's answer is a hex blob; a resolver's answer is small. */
const GATEWAY_LIMITS: RemoteFetchLimits = { maxBytes: 256 * 1024, timeoutMs: 5_000 }
/** viem hands over every URL the resolver names; more than a few is a resolver making the server work. */
const MAX_GATEWAYS = 3
const answerSchema = z.object({ data: z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/) })

/** Why a CCIP-read lookup got no answer: no gateway the policy allows answered one. */
export class GatewayRefusedError extends Error {
  override name = 'GatewayRefusedError'
}

/**
 * EIP-3668's client lookup for viem's `ccipRead.request`, through the outbound fetcher: a resolver
 * chooses the gateway URLs, so each is held to the policy (public hosts only; no redirects; size
 * and time caps), tried in order (`{sender}` and `{data}` filled in: a GET with `{data}`, else a
 * POST of both as JSON). Throws GatewayRefusedError when none answers.
 */
export function ccipGatewayRequest(policy: RemoteUrlPolicy, limits = GATEWAY_LIMITS) {
  return async ({ data, sender, urls }: CcipRequestParameters): Promise<Hex> => {
    const reasons: string[] = []
    for (const template of urls.slice(0, MAX_GATEWAYS)) {
      const url = template.replaceAll('{sender}', sender.toLowerCase()).replaceAll('{data}', data.toLowerCase())
      const body = template.includes('{data}') ? undefined : JSON.stringify({ data, sender })
      const fetched = await fetchRemoteUrl(url, 'application/json', limits, policy, body)
      if (!fetched.ok) {
        reasons.push(fetched.reason)
        continue
      }
      const answer = answerSchema.safeParse(parseJson(fetched.bytes))
      if (answer.success) return answer.data.data as Hex
      reasons.push('answered no { data } of hex')
    }
    throw new GatewayRefusedError(`no CCIP-read gateway answered: ${reasons.join('; ') || 'none named'}`)
  }
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'))
  } catch {
    return undefined
  }
}
