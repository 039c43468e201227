/**
 * A double of the relay (not of the engine): topics, subscriptions, a mailbox replayed on
 * subscribe, delivery to every subscriber but the publisher, and a log of what was published with
 * which tag. Delivery is asynchronous (a microtask later), like a socket.
 */
import type { PublishOptions, Relayer, RelayerEvents, RelayMessage } from '../../src/types.ts'

export interface PublishedMessage {
  from: string
  topic: string
  message: string
  options: PublishOptions
}

interface StoredMessage extends PublishedMessage {
  publishedAt: number
  /** Client ids that got (and acked) this message: as the relay deletes a client's copy on its ack. */
  deliveredTo: Set<string>
}

class MemoryRelayer implements Relayer {
  readonly clientId: string
  private readonly listeners: { [E in keyof RelayerEvents]: Set<RelayerEvents[E]> } = {
    message: new Set(),
    connect: new Set(),
    disconnect: new Set(),
  }
  closed = false

  constructor(
    private readonly relay: MemoryRelay,
    readonly name: string,
  ) {
    this.clientId = `did:key:memory-${name}`
  }

  async subscribe(topic: string): Promise<string> {
    if (this.closed) throw new Error(`${this.name}: relayer closed`)
    this.relay.register(this, topic)
    return `${topic}:${this.clientId}`
  }

  async unsubscribe(topic: string): Promise<void> {
    this.relay.unregister(this, topic)
  }

  async publish(topic: string, message: string, options: PublishOptions): Promise<void> {
    if (this.closed) throw new Error(`${this.name}: relayer closed`)
    this.relay.store(this, { from: this.name, topic, message, options })
  }

  on<E extends keyof RelayerEvents>(event: E, listener: RelayerEvents[E]): () => void {
    const set = this.listeners[event] as Set<RelayerEvents[E]>
    set.add(listener)
    return () => set.delete(listener)
  }

  deliver(message: RelayMessage): void {
    if (this.closed) return
    for (const listener of this.listeners.message) listener(message)
  }

  async close(): Promise<void> {
    this.closed = true
    this.relay.unregisterAll(this)
  }
}

export class MemoryRelay {
  readonly published: PublishedMessage[] = []
  private readonly subscribers = new Map<string, Set<MemoryRelayer>>()
  private readonly mailbox = new Map<string, StoredMessage[]>()

  /** A relayer for one client; `name` shows in the publish log. */
  connect(name: string): Relayer {
    return new MemoryRelayer(this, name)
  }

  /** Tags published by `from` (or by anyone), in order. */
  tags(from?: string): number[] {
    return this.published.filter((m) => from === undefined || m.from === from).map((m) => m.options.tag)
  }

  isSubscribed(clientName: string, topic: string): boolean {
    return [...(this.subscribers.get(topic) ?? [])].some((r) => r.name === clientName)
  }

  register(relayer: MemoryRelayer, topic: string): void {
    let set = this.subscribers.get(topic)
    if (set === undefined) this.subscribers.set(topic, (set = new Set()))
    set.add(relayer)
    // Interest first, then the mailbox: nothing published meanwhile is missed.
    for (const stored of this.live(topic)) this.deliverLater(relayer, stored)
  }

  unregister(relayer: MemoryRelayer, topic: string): void {
    this.subscribers.get(topic)?.delete(relayer)
  }

  unregisterAll(relayer: MemoryRelayer): void {
    for (const set of this.subscribers.values()) set.delete(relayer)
  }

  store(publisher: MemoryRelayer, message: PublishedMessage): void {
    this.published.push(message)
    const stored: StoredMessage = { ...message, publishedAt: Date.now(), deliveredTo: new Set([publisher.clientId]) }
    const list = this.mailbox.get(message.topic) ?? []
    list.push(stored)
    this.mailbox.set(message.topic, list)
    for (const relayer of this.subscribers.get(message.topic) ?? []) this.deliverLater(relayer, stored)
  }

  private live(topic: string): StoredMessage[] {
    return (this.mailbox.get(topic) ?? []).filter((m) => Date.now() < m.publishedAt + m.options.ttl * 1000)
  }

  private deliverLater(relayer: MemoryRelayer, stored: StoredMessage): void {
    if (stored.deliveredTo.has(relayer.clientId)) return
    stored.deliveredTo.add(relayer.clientId)
    void Promise.resolve().then(() => relayer.deliver({ topic: stored.topic, message: stored.message, publishedAt: stored.publishedAt, tag: stored.options.tag }))
  }
}
