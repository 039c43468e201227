import type { Mailbox, StoreOutcome } from './mailbox.ts'
import type { RelayedMessage } from './relayMessage.ts'

/** Expired messages are dropped when their topic is touched, and by a sweep this often. */
const SWEEP_INTERVAL_MS = 30_000

interface TopicBox {
  /** By hash, in publish order (a Map keeps insertion order). */
  messages: Map<string, RelayedMessage>
  /** Hashes each client id has acknowledged, dropped with the message. */
  acknowledged: Map<string, Set<string>>
  /** The soonest expiry among the messages: until then nothing needs dropping, and no scan is made. */
  earliestExpiry: number
}

/** The mailbox of a relay served by one process: everything in memory, gone on restart. */
export function createMemoryMailbox(now: () => number = Date.now): Mailbox {
  const topics = new Map<string, TopicBox>()

  /** The topic's box with its expired messages removed; undefined when nothing is left. */
  function liveBox(topic: string): TopicBox | undefined {
    const box = topics.get(topic)
    if (!box) return undefined
    const at = now()
    if (at < box.earliestExpiry) return box
    let earliest = Number.POSITIVE_INFINITY
    for (const [hash, message] of box.messages) {
      if (message.expiresAt > at) {
        earliest = Math.min(earliest, message.expiresAt)
        continue
      }
      box.messages.delete(hash)
      for (const hashes of box.acknowledged.values()) hashes.delete(hash)
    }
    box.earliestExpiry = earliest
    if (box.messages.size > 0) return box
    topics.delete(topic)
    return undefined
  }

  const sweep = setInterval(() => {
    for (const topic of [...topics.keys()]) liveBox(topic)
  }, SWEEP_INTERVAL_MS)
  sweep.unref()

  return {
    async store(message, maxPerTopic): Promise<StoreOutcome> {
      let box = liveBox(message.topic)
      if (box?.messages.has(message.hash)) return 'duplicate'
      if (box && box.messages.size >= maxPerTopic) return 'topic-full'
      if (!box) {
        box = { messages: new Map(), acknowledged: new Map(), earliestExpiry: Number.POSITIVE_INFINITY }
        topics.set(message.topic, box)
      }
      box.messages.set(message.hash, message)
      box.earliestExpiry = Math.min(box.earliestExpiry, message.expiresAt)
      return 'stored'
    },

    async pendingFor(topic, clientId, limit) {
      const box = liveBox(topic)
      const messages: RelayedMessage[] = []
      if (!box) return { messages, hasMore: false }
      const acknowledged = box.acknowledged.get(clientId)
      for (const message of box.messages.values()) {
        if (message.publisher === clientId || acknowledged?.has(message.hash)) continue
        if (messages.length === limit) return { messages, hasMore: true }
        messages.push(message)
      }
      return { messages, hasMore: false }
    },

    async acknowledge(clientId, topic, hash) {
      const box = liveBox(topic)
      if (!box?.messages.has(hash)) return
      let hashes = box.acknowledged.get(clientId)
      if (!hashes) box.acknowledged.set(clientId, (hashes = new Set()))
      hashes.add(hash)
    },

    async close() {
      clearInterval(sweep)
      topics.clear()
    },
  }
}
