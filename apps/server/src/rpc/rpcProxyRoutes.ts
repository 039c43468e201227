import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { answerRpcBody, type ProxiedChain } from './answerRpcBody.ts'
import { failureAnswer } from './failureAnswer.ts'
import { jsonRpcResponseSchema } from './jsonRpc.ts'
import { rpcBodySchema } from './rpcBody.ts'
import { fallbackUpstreams, type UpstreamPolicy } from './upstreams.ts'
import { rpcBodyCost } from './callWeights.ts'
import type { RpcProxySettings } from './rpcProxySettings.ts'
import { spendRateLimit } from '../operations/rateLimits.ts'
import type { AnyServedNamespace, ServedChainConfig } from '../namespaces/servedNamespace.ts'

/** The status rule, stated once for /openapi.json. */
const summary = (maxBatchSize: number) =>
  'JSON-RPC 2.0 proxy to the nodes of a chain, with retries and fallbacks. ' +
  '200: the body was read, and each request got its JSON-RPC answer (node errors, -32600 for a bad batch entry, ' +
  '-32601 for a method this proxy refuses, -32005 for a node answer over the size this proxy relays). ' +
  'A request the proxy cannot take as a whole gets one JSON-RPC error with ' +
  `id null: 400 (-32700 invalid JSON, -32600 not a request or batch, -32602 missing or unsupported chainId or missing projectId), ` +
  `413 (-32600 over ${maxBatchSize} requests, or too large), 415 (-32600 not sent as JSON), ` +
  '429 (-32005: every request of a batch counts against the rate limits, eth_getLogs and other scans as several). ' +
  '503 (-32603 per request): no node of the chain could be reached, or none answered in time (a call that timed out is not sent again).'

/**
 * POST /v1/?chainId=eip155:…&projectId=…: JSON-RPC to the configured nodes of one chain (its rpcUrl,
 * then its rpcUrls as fallbacks), forwarding the methods its namespace allows. Every answer, errors
 * included, is JSON-RPC, never `{ error, message }`.
 * Fastify tells `/v1/` from `/v1`, so both are declared.
 */
export function rpcProxyRoutes(chains: readonly { namespace: AnyServedNamespace; chain: ServedChainConfig }[], upstreamPolicy: UpstreamPolicy, limits: RpcProxySettings) {
  const policy: UpstreamPolicy = { ...upstreamPolicy, maxAnswerBytes: limits.maxAnswerBytes }
  const body = rpcBodySchema(limits.maxBatchSize)
  const served = new Map<string, ProxiedChain>(
    chains.map(({ namespace, chain: { caipNetworkId, rpcUrl, rpcUrls = [] } }) => [
      caipNetworkId,
      { caipNetworkId, upstreams: fallbackUpstreams([rpcUrl, ...rpcUrls], { ...policy, chainId: caipNetworkId }), isForwarded: namespace.isForwardedMethod },
    ]),
  )
  const querystring = proxyQuerySchema([...served.keys()])

  const route = (url: string, summary: string) =>
    defineRoute({
      method: 'POST',
      url,
      summary,
      tags: ['blockchain'],
      access: 'project',
      querystring,
      body,
      response: z.union([jsonRpcResponseSchema, z.array(jsonRpcResponseSchema)]),
      errorHandler: answerFailure,
      handler: async ({ query, body }, request, reply) => {
        // The request was counted once on arrival; each further call it asks of a node counts too.
        await spendRateLimit(request, rpcBodyCost(body) - 1)
        if (body.kind === 'refused') return reply.status(body.status).send(body.answer)
        const callerGone = abortedOnClose(reply)
        try {
          const answer = await answerRpcBody(body, served.get(query.chainId)!, {
            signal: callerGone,
            onFailedAttempt: (failure) => request.log.warn({ chainId: query.chainId, ...failure }, 'RPC upstream attempt failed'),
          })
          return reply.status(answer.status).send(answer.body)
        } catch (error) {
          // 499, nginx's "client closed request": nobody is left to answer.
          if (callerGone.aborted) return reply.status(499).send()
          throw error
        }
      },
    })
  return [route('/v1/', summary(limits.maxBatchSize)), route('/v1', 'The same as POST /v1/')]
}

function proxyQuerySchema(served: readonly string[]) {
  return z.object({
    chainId: z
      .string()
      .max(64, { abort: true })
      .superRefine((chainId, context) => {
        if (served.includes(chainId)) return
        context.addIssue({ code: 'custom', message: `is ${chainId}, an unsupported chain: this server proxies ${served.join(', ')}` })
      })
      .describe(`The CAIP-2 id of the chain: ${served.join(', ')}`),
    projectId: z.string().min(1).max(128).describe('The project the calls are made for'),
  })
}

/** This route's errors (body parsing, the querystring check, a fault) answered in JSON-RPC. */
function answerFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = failureAnswer(error, request.routeOptions.bodyLimit)
  if (answer.fault) request.log.error({ err: error }, 'RPC proxy request failed')
  return reply.status(answer.status).send(answer.body)
}

/** Aborts when the response closes, which before it is sent means the caller went away. */
function abortedOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.once('close', () => controller.abort(new Error('The caller closed the connection')))
  return controller.signal
}
