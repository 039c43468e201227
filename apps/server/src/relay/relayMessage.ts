import { createHash } from 'node:crypto'

/**
 * A published message as the relay keeps and forwards it. `hash` (relayMessageHash of `message`) and
 * `topic` identify it: a publish retried with the same message is stored once.
 */
export interface RelayedMessage {
  topic: string
  /** The base64 envelope, forwarded untouched. */
  message: string
  /** relayMessageHash(message): the key of the message within its topic. */
  hash: string
  tag: number
  /** Milliseconds since the epoch, as `irn_subscription` reports it. */
  publishedAt: number
  /** Milliseconds since the epoch after which the message is gone. */
  expiresAt: number
  /** The publisher's client id: the message is never delivered back to it. */
  publisher: string
  /** The Verify attestation the publisher attached, forwarded as it came. */
  attestation?: string
}

/**
 * hashMessage of @foyer/walletconnect (sha256 of the message's UTF-8 bytes, lowercase hex) on
 * Node's native SHA-256: the relay hashes every publish, and noble's JavaScript one costs four times
 * as much (relayMessage.test.ts checks both agree).
 */
export function relayMessageHash(message: string): string {
  return createHash('sha256').update(message, 'utf8').digest('hex')
}

/** `irn_subscription`'s `data`: what a subscriber reads of a message. */
export function subscriptionData(message: RelayedMessage) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation !== undefined && { attestation: message.attestation }),
  }
}

const dataJsonCache = new Map<RelayedMessage, string>()

/**
 * subscriptionData as JSON, made once per message however many sockets it is pushed to. A fan-out
 * (or a subscribe's replay) pushes to all its sockets in one go, so the cache is emptied once the
 * current task ends: kept as long as the message (the mailbox holds it until its ttl), every
 * delivered message would take its bytes twice, beyond what the mailbox's byte budget counts.
 */
export function subscriptionDataJson(message: RelayedMessage): string {
  let json = dataJsonCache.get(message)
  if (json === undefined) {
    if (dataJsonCache.size === 0) setImmediate(() => dataJsonCache.clear())
    dataJsonCache.set(message, (json = JSON.stringify(subscriptionData(message))))
  }
  return json
}
