import type { Fanout } from './fanout.ts'
import type { Mailbox, StoreOutcome } from './mailbox.ts'
import type { MailboxBudget } from './mailboxBudget.ts'
import type { Publisher } from './relayLimits.ts'
import type { RelayMetrics } from './relayMetrics.ts'
import { relayMessageHash, type RelayedMessage } from './relayMessage.ts'
import { RelayRpcError, RPC_ERRORS } from './rpcErrors.ts'

/** A socket as the hub sees it: whose it is, and how to hand it a message. */
export interface RelaySubscriber {
  readonly clientId: string
  deliver(message: RelayedMessage): void
}

/** One message to publish, as a client's publish params give it. */
export interface PublishInput {
  topic: string
  message: string
  ttl: number
  tag: number
  attestation?: string | undefined
}

export interface RelayHub {
  /**
   * Registers interest first, then reads the mailbox, so a message published meanwhile is either
   * delivered live or found stored. Answers the stored messages the subscriber's client has not
   * yet acknowledged (and did not publish), for the caller to deliver after its answer.
   */
  subscribe(subscriber: RelaySubscriber, topic: string): Promise<RelayedMessage[]>
  unsubscribe(subscriber: RelaySubscriber, topic: string): void
  /** Forgets a closed socket's subscriptions. */
  detach(subscriber: RelaySubscriber, topics: Iterable<string>): void
  /**
   * Stores the message for its ttl, at most `maxTtlSeconds` (once per topic and content), within
   * the publisher's byte budgets (its client key's and its address's), and hands it to every
   * subscriber but the publisher's client.
   */
  publish(publisher: Publisher, input: PublishInput): Promise<void>
  /** Stored messages of the topics the client has not acknowledged; fetching them counts as acknowledging. */
  fetch(clientId: string, topics: readonly string[]): Promise<{ messages: RelayedMessage[]; hasMore: boolean }>
  acknowledge(clientId: string, topic: string, hash: string): Promise<void>
}

/** One fetch answers at most this many messages, and stops adding once this many bytes are in. */
const FETCH_LIMIT = 100
const FETCH_MAX_BYTES = 4 * 1024 * 1024

export interface RelayHubOptions {
  mailbox: Mailbox
  fanout: Fanout
  maxMessagesPerTopic: number
  /** A publish asking a longer ttl is kept this long: accepted, as 2.21.8 clients expect, not refused. */
  maxTtlSeconds: number
  /** What one client key and one address may hold in the mailbox: named in the refusal. */
  budget: Pick<MailboxBudget, 'maxBytesPerClient' | 'maxBytesPerAddress'>
  metrics: RelayMetrics
  now?: () => number
}

/** Where sockets meet topics: subscriptions of this process, the shared mailbox and the fan-out. */
export function createRelayHub({ mailbox, fanout, maxMessagesPerTopic, maxTtlSeconds, budget, metrics, now = Date.now }: RelayHubOptions): RelayHub {
  const subscribers = new Map<string, Set<RelaySubscriber>>()

  fanout.onMessage((message) => {
    const topicSubscribers = subscribers.get(message.topic)
    if (!topicSubscribers) return
    for (const subscriber of topicSubscribers) {
      if (subscriber.clientId !== message.publisher) subscriber.deliver(message)
    }
  })

  function unsubscribe(subscriber: RelaySubscriber, topic: string): void {
    const topicSubscribers = subscribers.get(topic)
    if (!topicSubscribers?.delete(subscriber)) return
    if (topicSubscribers.size === 0) subscribers.delete(topic)
  }

  return {
    async subscribe(subscriber, topic) {
      let topicSubscribers = subscribers.get(topic)
      if (!topicSubscribers) subscribers.set(topic, (topicSubscribers = new Set()))
      topicSubscribers.add(subscriber)
      const { messages } = await mailbox.pendingFor(topic, subscriber.clientId, maxMessagesPerTopic)
      return messages
    },

    unsubscribe,

    detach(subscriber, topics) {
      for (const topic of topics) unsubscribe(subscriber, topic)
    },

    async publish(publisher, input) {
      const publishedAt = now()
      const ttl = Math.min(input.ttl, maxTtlSeconds)
      const message: RelayedMessage = {
        topic: input.topic,
        message: input.message,
        hash: relayMessageHash(input.message),
        tag: input.tag,
        publishedAt,
        expiresAt: publishedAt + ttl * 1000,
        publisher: publisher.clientId,
        ...(input.attestation !== undefined && { attestation: input.attestation }),
      }
      const outcome = await mailbox.store(message, maxMessagesPerTopic, publisher.clientIp)
      const refusal = refusalFor(outcome)
      if (refusal) throw refusal
      metrics.published.inc()
      if (ttl < input.ttl) metrics.ttlClamped.inc()
      // A retried publish (stored already) is handed out again: the first attempt may have failed
      // after storing, and subscribers drop copies by their hash.
      await fanout.publish(message)
    },

    async fetch(clientId, topics) {
      const messages: RelayedMessage[] = []
      let bytes = 0
      let hasMore = false
      for (const topic of topics) {
        const pending = await mailbox.pendingFor(topic, clientId, FETCH_LIMIT - messages.length)
        for (const message of pending.messages) {
          if (messages.length > 0 && bytes + message.message.length > FETCH_MAX_BYTES) {
            hasMore = true
            break
          }
          bytes += message.message.length
          messages.push(message)
        }
        if (pending.hasMore) hasMore = true
        if (hasMore || messages.length === FETCH_LIMIT) {
          hasMore ||= topics.indexOf(topic) < topics.length - 1
          break
        }
      }
      await Promise.all(messages.map((message) => mailbox.acknowledge(clientId, message.topic, message.hash)))
      return { messages, hasMore }
    },

    acknowledge: (clientId, topic, hash) => mailbox.acknowledge(clientId, topic, hash),
  }

  /** The error a refused store answers; the relay never makes room for a publisher with others' messages. */
  function refusalFor(outcome: StoreOutcome): RelayRpcError | undefined {
    switch (outcome) {
      case 'topic-full':
        return new RelayRpcError(RPC_ERRORS.topicFull, `Topic full: it holds ${maxMessagesPerTopic} messages, the most this relay keeps per topic; retry once some are delivered or expire`)
      case 'client-full':
        return new RelayRpcError(
          RPC_ERRORS.publisherBudgetFull,
          `Mailbox budget exceeded: the messages this client published and that have not expired hold ${budget.maxBytesPerClient} bytes, the most this relay keeps per client; retry once some expire`,
        )
      case 'address-full':
        return new RelayRpcError(
          RPC_ERRORS.publisherBudgetFull,
          `Mailbox budget exceeded: the messages published from this IP address and not expired hold ${budget.maxBytesPerAddress} bytes, the most this relay keeps per IP address, all its clients together; retry once some expire`,
        )
      default:
        return undefined
    }
  }
}
