import type { RelayedMessage } from './relayMessage.ts'

/**
 * How many bytes the mailbox may hold: in all and per topic (past either, the oldest messages go
 * first), and per publisher, its client key and its IP address (past either, its publish is
 * refused: one sender never makes room with anyone else's messages).
 */
export interface MailboxBudget {
  /** Every topic together (with Redis: every process sharing it). */
  maxBytes: number
  maxBytesPerTopic: number
  /** What one client key's live messages may hold, whatever address it publishes from. */
  maxBytesPerClient: number
  /** What the live messages published from one IP address key (an IPv6 /64) may hold, all its client keys together. */
  maxBytesPerAddress: number
}

/** Which budget made the mailbox drop a message before its ttl. */
export type EvictionReason = 'topic-budget' | 'mailbox-budget'

/** The longest attestation a publish may attach (a Verify JWT is about 1 KiB). */
export const MAX_ATTESTATION_LENGTH = 8192

/**
 * What a message costs besides its text: topic, hash and publisher strings, the numbers, and the
 * map and set entries that hold them. Counted so that a flood of tiny messages is bounded too.
 */
export const MESSAGE_OVERHEAD_BYTES = 512

/** Room a topic budget must leave beside one largest message: its attestation and the overhead. */
export const TOPIC_BUDGET_HEADROOM_BYTES = 32 * 1024

/**
 * The bytes a stored message counts for. Its text is base64 (checked at the boundary), one byte a
 * character in memory and in Redis; an attestation is counted at two bytes a character, the most
 * V8 spends on one.
 */
export function storedBytes(message: RelayedMessage): number {
  return message.message.length + 2 * (message.attestation?.length ?? 0) + MESSAGE_OVERHEAD_BYTES
}
