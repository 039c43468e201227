/**
 * Message hashes seen per topic, with bounded memory: the last `perTopic` hashes of each topic and
 * at most `topics` topics (the least recently touched topic is forgotten first).
 *
 * The relay delivers at least once, so the same envelope may arrive twice (a redelivered mailbox
 * copy, a publish retried with the same id); and it must not, but might, echo what we published.
 * Both cases are the same question: "has this exact message been seen on this topic?"
 */
export class RecentHashes {
  readonly #perTopic: number
  readonly #maxTopics: number
  /** Map order is insertion order: re-inserting a topic on use makes the first key the least recent. */
  readonly #byTopic = new Map<string, { set: Set<string>; order: string[] }>()

  constructor(options: { perTopic?: number; topics?: number } = {}) {
    this.#perTopic = options.perTopic ?? 1000
    this.#maxTopics = options.topics ?? 1000
  }

  /** Records the hash; answers false if it was already recorded for this topic. */
  add(topic: string, hash: string): boolean {
    const entry = this.#touch(topic)
    if (entry.set.has(hash)) return false
    entry.set.add(hash)
    entry.order.push(hash)
    if (entry.order.length > this.#perTopic) {
      const oldest = entry.order.shift()
      if (oldest !== undefined) entry.set.delete(oldest)
    }
    return true
  }

  has(topic: string, hash: string): boolean {
    return this.#byTopic.get(topic)?.set.has(hash) ?? false
  }

  forget(topic: string): void {
    this.#byTopic.delete(topic)
  }

  #touch(topic: string) {
    let entry = this.#byTopic.get(topic)
    if (entry) {
      this.#byTopic.delete(topic)
    } else {
      entry = { set: new Set(), order: [] }
      if (this.#byTopic.size >= this.#maxTopics) {
        const leastRecent = this.#byTopic.keys().next()
        if (!leastRecent.done) this.#byTopic.delete(leastRecent.value)
      }
    }
    this.#byTopic.set(topic, entry)
    return entry
  }
}
