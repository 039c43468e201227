import * as v from 'valibot'
import type { RelayMessage } from '../types.ts'
import type { DeliveryFilter } from './deliveryFilter.ts'
import { isSubscriptionMethod, subscriptionParams, type RequestFrame } from './frames.ts'
import type { RelayLog } from './relayClientOptions.ts'
import type { TopicRegistry } from './topicRegistry.ts'

/**
 * Answers a request the relay sent us and picks out the delivery worth emitting, if any: only
 * `irn_subscription` is known, and only a new message on a subscribed topic is delivered. The
 * answer and the topic check happen at once; the verdict on repeats waits for the message's hash.
 */
export async function acceptPush(frame: RequestFrame, reply: (text: string) => void, known: { topics: TopicRegistry; deliveries: DeliveryFilter }, log: RelayLog): Promise<RelayMessage | undefined> {
  if (!isSubscriptionMethod(frame.method)) {
    reply(JSON.stringify({ id: frame.id, jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' } }))
    return undefined
  }
  // Ack first, whatever follows: the relay deletes its stored copy on the ack, and a delivery we
  // drop (duplicate, unknown topic, malformed) must not come back forever.
  reply(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
  const parsed = v.safeParse(subscriptionParams, frame.params)
  if (!parsed.success) {
    log.warn('ignored a malformed irn_subscription', frame.params)
    return undefined
  }
  const { topic, message, publishedAt, tag } = parsed.output.data
  if (!known.topics.has(topic)) {
    log.debug('delivery for a topic not subscribed, dropped', topic)
    return undefined
  }
  const verdict = await known.deliveries.check(topic, message)
  if (verdict !== 'new') {
    log.debug(verdict === 'echo' ? 'echo of our own publish, dropped' : 'repeated delivery, dropped', topic)
    return undefined
  }
  return { topic, message, publishedAt, ...(tag !== undefined ? { tag } : {}) }
}
