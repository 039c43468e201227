import type { EvictionReason, MailboxBudget } from './mailboxBudget.ts'
import type { RelayedMessage } from './relayMessage.ts'

/**
 * What storing a publish did: kept, already kept (a retried publish), or refused: for a full
 * topic, or because its client key or its address already holds its byte budget.
 */
export type StoreOutcome = 'stored' | 'duplicate' | 'topic-full' | 'client-full' | 'address-full'

export interface MailboxOptions {
  /** Past it the oldest messages are evicted, of the topic or of the whole mailbox; a publisher past its own is refused. */
  budget: MailboxBudget
  /** Told how many messages a store evicted, and for which budget (the evictions metric). */
  onEvicted?: (reason: EvictionReason, count: number) => void
  now?: () => number
}

/**
 * Where published messages wait until their ttl, so a subscriber that was offline, or subscribes
 * after the publish, still receives them. Acknowledgements are kept per client id (not per socket),
 * so a client that reconnects is not sent again what it already acknowledged. The bytes it holds
 * stay within its budget: a store past it evicts the oldest messages, never the one it stores. A
 * publisher (its client key, its address) holding its own byte budget is refused instead: what it
 * stores never costs another client its messages, and what the relay accepted stays until its ttl
 * unless the whole mailbox overflows.
 */
export interface Mailbox {
  /**
   * Keeps the message until `expiresAt`, once per topic and hash, at most `maxPerTopic` per topic,
   * within the budgets of its publisher (`message.publisher`) and of the address key it published
   * from (`publisherIp`).
   */
  store(message: RelayedMessage, maxPerTopic: number, publisherIp: string): Promise<StoreOutcome>
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
