import { hashMessageAsync } from '../hash.ts'
import { RecentHashes } from './recentHashes.ts'

export type DeliveryVerdict = 'new' | 'echo' | 'repeat'

/**
 * Tells new deliveries from repeats (the relay delivers at least once) and from echoes of our own
 * publishes, by message hash per topic (last 1000 each). Hashes are computed on WebCrypto, so
 * asynchronously: a check waits for the publishes recorded before it.
 */
export class DeliveryFilter {
  readonly #delivered = new RecentHashes()
  readonly #published = new RecentHashes()
  /** Settles once every publish recorded so far is in `#published`. */
  #recorded: Promise<unknown> = Promise.resolve()

  /** Call before sending: the relay could echo a publish before it answers it. */
  recordPublish(topic: string, message: string): void {
    const recording = hashMessageAsync(message).then((hash) => void this.#published.add(topic, hash))
    // A hash that could not be computed records nothing: an echo of that publish would pass as new.
    this.#recorded = Promise.all([this.#recorded, recording.catch(() => undefined)])
  }

  /** Records a new delivery as seen, so its next copy is a repeat. */
  async check(topic: string, message: string): Promise<DeliveryVerdict> {
    const [hash] = await Promise.all([hashMessageAsync(message), this.#recorded])
    if (this.#published.has(topic, hash)) return 'echo'
    if (!this.#delivered.add(topic, hash)) return 'repeat'
    return 'new'
  }

  forget(topic: string): void {
    this.#delivered.forget(topic)
    this.#published.forget(topic)
  }
}
