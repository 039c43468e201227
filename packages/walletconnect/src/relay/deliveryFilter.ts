import { hashMessage } from '../hash.ts'
import { RecentHashes } from './recentHashes.ts'

export type DeliveryVerdict = 'new' | 'echo' | 'repeat'

/**
 * Tells new deliveries from repeats (the relay delivers at least once) and from echoes of our own
 * publishes, by message hash per topic (last 1000 each).
 */
export class DeliveryFilter {
  readonly #delivered = new RecentHashes()
  readonly #published = new RecentHashes()

  /** Call before sending: the relay could echo a publish before it answers it. */
  recordPublish(topic: string, message: string): void {
    this.#published.add(topic, hashMessage(message))
  }

  /** Records a new delivery as seen, so its next copy is a repeat. */
  check(topic: string, message: string): DeliveryVerdict {
    const hash = hashMessage(message)
    if (this.#published.has(topic, hash)) return 'echo'
    if (!this.#delivered.add(topic, hash)) return 'repeat'
    return 'new'
  }

  forget(topic: string): void {
    this.#delivered.forget(topic)
    this.#published.forget(topic)
  }
}
