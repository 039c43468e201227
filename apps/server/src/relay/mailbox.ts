import type { EvictionReason, MailboxBudget } from './mailboxBudget.ts'
import type { RelayedMessage } from './relayMessage.ts'

/** What storing a publish did: kept, already kept (a retried publish), or refused for a full topic. */
export type StoreOutcome = 'stored' | 'duplicate' | 'topic-full'

export interface MailboxOptions {
  /** Past it the oldest messages are evicted, of the topic or of the whole mailbox. */
  budget: MailboxBudget
  /** Told how many messages a store evicted, and for which budget (the evictions metric). */
  onEvicted?: (reason: EvictionReason, count: number) => void
  now?: () => number
}

/**
 * Where published messages wait until their ttl, so a subscriber that was offline, or subscribes
 * after the publish, still receives them. Acknowledgements are kept per client id (not per socket),
 * so a client that reconnects is not sent again what it already acknowledged. The bytes it holds
 * stay within its budget: a store past it evicts the oldest messages, never the one it stores.
 */
export interface Mailbox {
  /** Keeps the message until `expiresAt`, once per topic and hash, at most `maxPerTopic` per topic. */
  store(message: RelayedMessage, maxPerTopic: number): Promise<StoreOutcome>
  /**
   * The topic's live messages `clientId` has neither published nor acknowledged, oldest first,
   * at most `limit` of them.
   */
  pendingFor(topic: string, clientId: string, limit: number): Promise<{ messages: RelayedMessage[]; hasMore: boolean }>
  /** Records that `clientId` has the message: it is not delivered to that client again. */
  acknowledge(clientId: string, topic: string, hash: string): Promise<void>
  /** The bytes its live messages count for (storedBytes), every topic together. */
  bytesHeld(): Promise<number>
  close(): Promise<void>
}
