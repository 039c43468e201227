/** One known topic; the object's identity tells a re-subscribe apart from the first one. */
export interface TopicState {
  /** An irn_subscribe for it was answered. */
  confirmed: boolean
  /** Its subscription id, sha256(topic + clientId), which irn_unsubscribe names: known once subscribed. */
  id?: string
}

/** The topics this client is subscribed to: resubscribed on every new socket, the only ones delivered. */
export class TopicRegistry {
  readonly #topics = new Map<string, TopicState>()

  get size(): number {
    return this.#topics.size
  }

  has(topic: string): boolean {
    return this.#topics.has(topic)
  }

  /** Known from the call on, before the relay answers: a delivery may come before the answer. */
  track(topic: string): TopicState {
    let state = this.#topics.get(topic)
    if (!state) this.#topics.set(topic, (state = { confirmed: false }))
    return state
  }

  /** The topic's subscription id, once an irn_subscribe for it was answered. */
  subscriptionId(topic: string): string | undefined {
    return this.#topics.get(topic)?.id
  }

  /** True while `state` is this topic's entry and no subscribe for it was ever answered. */
  isUnconfirmed(topic: string, state: TopicState): boolean {
    return this.#topics.get(topic) === state && !state.confirmed
  }

  delete(topic: string): void {
    this.#topics.delete(topic)
  }

  list(): string[] {
    return [...this.#topics.keys()]
  }
}
