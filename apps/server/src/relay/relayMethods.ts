import { subscriptionId } from '@foyer/walletconnect'
import type { z } from 'zod'
import type { RelayHub, PublishInput } from './relayHub.ts'
import { checkMessageSize, type PublishRateLimiter, type Publisher } from './relayLimits.ts'
import { methodParamSchemas } from './methodParams.ts'
import { subscriptionData } from './relayMessage.ts'
import type { RelaySettings } from './relaySettings.ts'

/** Tags the relay puts on what wc_proposeSession / wc_approveSession publish (design note §3.4). */
export const SESSION_PROPOSE_TAG = 1100
export const SESSION_PROPOSE_RESPONSE_TAG = 1101
export const SESSION_SETTLE_TAG = 1102

/** What a method may do on behalf of the socket that called it. */
export interface MethodContext {
  readonly clientId: string
  /** The IP address key (an IPv6 /64) the socket came from: publishes are limited per address too. */
  readonly clientIp: string
  readonly hub: RelayHub
  readonly rateLimiter: PublishRateLimiter
  /** Subscribes this socket (within its cap); stored messages follow the answer. */
  subscribe(topics: readonly string[]): Promise<void>
  unsubscribe(topic: string): void
}

export interface RelayMethod<S extends z.ZodType = z.ZodType> {
  params: S
  run(context: MethodContext, params: z.output<S>): Promise<unknown>
}

function method<S extends z.ZodType>(params: S, run: (context: MethodContext, params: z.output<S>) => Promise<unknown>): RelayMethod {
  return { params, run: run as RelayMethod['run'] }
}

/**
 * Every method the relay answers, by name: the irn_* methods of the relay API and the two wc_*
 * methods 2.21.8 uses to propose and approve a session. Params are parsed before `run`.
 */
export function relayMethods(settings: Pick<RelaySettings, 'maxMessageBytes'>): ReadonlyMap<string, RelayMethod> {
  const schemas = methodParamSchemas()

  /** Sizes, then the client's and its address's rates, for all the messages at once: a refused call publishes nothing. */
  function admit(context: MethodContext, inputs: readonly PublishInput[]): void {
    for (const input of inputs) checkMessageSize(input.message, settings.maxMessageBytes)
    context.rateLimiter.take({ clientId: context.clientId, clientIp: context.clientIp }, inputs.length)
  }

  async function publishAll(context: MethodContext, inputs: readonly PublishInput[]): Promise<void> {
    admit(context, inputs)
    for (const input of inputs) await context.hub.publish(publisherOf(context), input)
  }

  const subscriptionIds = (context: MethodContext, topics: readonly string[]) => topics.map((topic) => subscriptionId(topic, context.clientId))

  return new Map<string, RelayMethod>([
    [
      'irn_subscribe',
      method(schemas.subscribe, async (context, { topic }) => {
        await context.subscribe([topic])
        return subscriptionId(topic, context.clientId)
      }),
    ],
    [
      'irn_batchSubscribe',
      method(schemas.batchSubscribe, async (context, { topics }) => {
        await context.subscribe(topics)
        return subscriptionIds(context, topics)
      }),
    ],
    [
      // By (socket, topic): the id a client sends is its own sha256(topic + clientId), not trusted.
      'irn_unsubscribe',
      method(schemas.unsubscribe, async (context, { topic }) => {
        context.unsubscribe(topic)
        return true
      }),
    ],
    [
      'irn_batchUnsubscribe',
      method(schemas.batchUnsubscribe, async (context, { subscriptions }) => {
        for (const { topic } of subscriptions) context.unsubscribe(topic)
        return true
      }),
    ],
    [
      'irn_publish',
      method(schemas.publish, async (context, params) => {
        await publishAll(context, [params])
        return true
      }),
    ],
    [
      'irn_batchPublish',
      method(schemas.batchPublish, async (context, { messages }) => {
        await publishAll(context, messages)
        return true
      }),
    ],
    ['irn_fetchMessages', method(schemas.fetchMessages, async (context, { topic, topics }) => context.hub.fetch(context.clientId, topics ?? (topic === undefined ? [] : [topic])).then(fetchAnswer))],
    ['irn_batchFetchMessages', method(schemas.batchFetchMessages, async (context, { topics }) => context.hub.fetch(context.clientId, topics).then(fetchAnswer))],
    [
      // The dapp never subscribes its pairing topic itself: the relay does, then publishes the proposal there.
      'wc_proposeSession',
      method(schemas.proposeSession, async (context, params) => {
        const proposal = { topic: params.pairingTopic, message: params.sessionProposal, ttl: params.ttl, tag: SESSION_PROPOSE_TAG, attestation: params.attestation }
        admit(context, [proposal])
        await context.subscribe([params.pairingTopic])
        await context.hub.publish(publisherOf(context), proposal)
        return true
      }),
    ],
    [
      // The wallet never subscribes the session topic itself: the relay does, then publishes the
      // proposal's answer on the pairing topic and the settlement on the session topic.
      'wc_approveSession',
      method(schemas.approveSession, async (context, params) => {
        const messages = [
          { topic: params.pairingTopic, message: params.sessionProposalResponse, ttl: params.ttl, tag: SESSION_PROPOSE_RESPONSE_TAG },
          { topic: params.sessionTopic, message: params.sessionSettlementRequest, ttl: params.ttl, tag: SESSION_SETTLE_TAG },
        ]
        admit(context, messages)
        await context.subscribe([params.sessionTopic])
        for (const message of messages) await context.hub.publish(publisherOf(context), message)
        return true
      }),
    ],
  ])
}

function publisherOf(context: MethodContext): Publisher {
  return { clientId: context.clientId, clientIp: context.clientIp }
}

function fetchAnswer({ messages, hasMore }: Awaited<ReturnType<RelayHub['fetch']>>) {
  return { messages: messages.map(subscriptionData), hasMore }
}
