import type { Mailbox, MailboxOptions, StoreOutcome } from './mailbox.ts'
import { storedBytes } from './mailboxBudget.ts'
import { createPublisherHoldings, type Holding } from './publisherHoldings.ts'
import type { RelayedMessage } from './relayMessage.ts'

/** Expired messages are dropped when their topic is touched, and by a sweep this often. */
const SWEEP_INTERVAL_MS = 30_000
/**
 * A publisher at its budget has its own messages scanned for expired ones at most this often:
 * each refused publish would otherwise cost a scan of everything it holds.
 */
const HOLDING_SCAN_INTERVAL_MS = 1_000

interface TopicBox {
  /** By hash, in publish order (a Map keeps insertion order): the first is the topic's oldest. */
  messages: Map<string, RelayedMessage>
  /** Hashes each client id has acknowledged, dropped with the message. */
  acknowledged: Map<string, Set<string>>
  /** The soonest expiry among the messages: until then nothing needs dropping, and no scan is made. */
  earliestExpiry: number
  /** What its messages count for. */
  bytes: number
}

/** A held message's place in the whole mailbox, and whose budgets it counts against. */
interface Held {
  topic: string
  hash: string
  bytes: number
  publisher: string
  address: string
}

/** The mailbox of a relay served by one process: everything in memory, gone on restart. */
export function createMemoryMailbox({ budget, onEvicted, now = Date.now }: MailboxOptions): Mailbox {
  const topics = new Map<string, TopicBox>()
  /** Every message of every topic by `topic\nhash`, in publish order: the first is the mailbox's oldest. */
  const held = new Map<string, Held>()
  let heldBytes = 0
  const holdings = createPublisherHoldings()

  /** Drops one message from its topic and from the totals; a topic left empty is dropped too. */
  function forget(box: TopicBox, topic: string, hash: string): void {
    const key = `${topic}\n${hash}`
    const entry = held.get(key)
    box.messages.delete(hash)
    for (const hashes of box.acknowledged.values()) hashes.delete(hash)
    if (entry) {
      held.delete(key)
      heldBytes -= entry.bytes
      box.bytes -= entry.bytes
      holdings.remove(entry.publisher, entry.address, key, entry.bytes)
    }
    if (box.messages.size === 0) topics.delete(topic)
  }

  /** The topic's box with its expired messages removed; undefined when nothing is left. */
  function liveBox(topic: string): TopicBox | undefined {
    const box = topics.get(topic)
    if (!box) return undefined
    const at = now()
    if (at < box.earliestExpiry) return box
    let earliest = Number.POSITIVE_INFINITY
    for (const [hash, message] of box.messages) {
      if (message.expiresAt > at) earliest = Math.min(earliest, message.expiresAt)
      else forget(box, topic, hash)
    }
    box.earliestExpiry = earliest
    return box.messages.size > 0 ? box : undefined
  }

  /** Drops a publisher's expired messages, so what it holds counts only live ones; none expired, nothing is scanned. */
  function dropExpired(holding: Holding): void {
    const at = now()
    if (at < holding.earliestExpiry || at - holding.scannedAt < HOLDING_SCAN_INTERVAL_MS) return
    holding.scannedAt = at
    let earliest = Number.POSITIVE_INFINITY
    for (const key of [...holding.keys]) {
      const entry = held.get(key)!
      const box = topics.get(entry.topic)!
      const expiresAt = box.messages.get(entry.hash)!.expiresAt
      if (expiresAt <= at) forget(box, entry.topic, entry.hash)
      else earliest = Math.min(earliest, expiresAt)
    }
    holding.earliestExpiry = earliest
  }

  /** Whether one more message of `bytes` would take its client key or its address past its budget. */
  function refusal(publisher: string, address: string, bytes: number): StoreOutcome | undefined {
    const over = (holding: Holding | undefined, max: number) => holding !== undefined && holding.bytes + bytes > max
    let client = holdings.client(publisher)
    if (over(client, budget.maxBytesPerClient)) dropExpired(client!)
    let fromAddress = holdings.address(address)
    if (over(fromAddress, budget.maxBytesPerAddress)) dropExpired(fromAddress!)
    ;[client, fromAddress] = [holdings.client(publisher), holdings.address(address)]
    if (bytes > budget.maxBytesPerClient || over(client, budget.maxBytesPerClient)) return 'client-full'
    if (bytes > budget.maxBytesPerAddress || over(fromAddress, budget.maxBytesPerAddress)) return 'address-full'
    return undefined
  }

  function sweep(): void {
    for (const topic of [...topics.keys()]) liveBox(topic)
  }

  /** The topic's oldest messages go until it is within its budget; `kept` (just stored) stays. */
  function evictForTopic(box: TopicBox, kept: RelayedMessage): void {
    let evicted = 0
    for (const hash of box.messages.keys()) {
      if (box.bytes <= budget.maxBytesPerTopic) break
      if (hash === kept.hash) continue
      forget(box, kept.topic, hash)
      evicted++
    }
    if (evicted > 0) onEvicted?.('topic-budget', evicted)
  }

  /** The mailbox's oldest messages go until it is within its budget; one already expired is not counted as evicted. */
  function evictForMailbox(kept: RelayedMessage): void {
    const keptKey = `${kept.topic}\n${kept.hash}`
    const at = now()
    let evicted = 0
    for (const [key, entry] of held) {
      if (heldBytes <= budget.maxBytes) break
      if (key === keptKey) continue
      const box = topics.get(entry.topic)!
      if (box.messages.get(entry.hash)!.expiresAt > at) evicted++
      forget(box, entry.topic, entry.hash)
    }
    if (evicted > 0) onEvicted?.('mailbox-budget', evicted)
  }

  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS)
  sweeper.unref()

  return {
    async store(message, maxPerTopic, publisherIp): Promise<StoreOutcome> {
      let box = liveBox(message.topic)
      if (box?.messages.has(message.hash)) return 'duplicate'
      if (box && box.messages.size >= maxPerTopic) return 'topic-full'
      const bytes = storedBytes(message)
      const refused = refusal(message.publisher, publisherIp, bytes)
      if (refused) return refused
      box = liveBox(message.topic)
      if (!box) {
        box = { messages: new Map(), acknowledged: new Map(), earliestExpiry: Number.POSITIVE_INFINITY, bytes: 0 }
        topics.set(message.topic, box)
      }
      box.messages.set(message.hash, message)
      box.earliestExpiry = Math.min(box.earliestExpiry, message.expiresAt)
      box.bytes += bytes
      const key = `${message.topic}\n${message.hash}`
      held.set(key, { topic: message.topic, hash: message.hash, bytes, publisher: message.publisher, address: publisherIp })
      heldBytes += bytes
      holdings.add(message.publisher, publisherIp, key, bytes, message.expiresAt)
      evictForTopic(box, message)
      evictForMailbox(message)
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

    // Read at each scrape: expired messages are dropped first, so the figure is what is live.
    async bytesHeld() {
      sweep()
      return heldBytes
    },

    async close() {
      clearInterval(sweeper)
      topics.clear()
      held.clear()
      holdings.clear()
      heldBytes = 0
    },
  }
}
