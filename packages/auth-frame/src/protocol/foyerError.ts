/**
 * The root of every error Foyer throws, so a host matches Foyer's errors with one `instanceof` and
 * finds a wallet's or the network's error behind one with `walk()`. It lives in this protocol
 * module, the one every Foyer package reaches (core imports it; the embedded wallet's frame cannot
 * import core), so the frame's FrameRequestError shares the root; hosts import it from `@foyer/core`.
 *
 * Unlike viem's BaseError, `message` is the short message alone (no details, docs or version lines
 * appended): messages are spec §8's catalogue texts, which hosts and tests compare as they are.
 */
export interface FoyerErrorOptions {
  /** The error behind this one (a wallet's refusal, a failed fetch, another FoyerError). */
  cause?: unknown
  /** More about what went wrong, for the console; defaults to the cause's message. */
  details?: string
}

export class FoyerError extends Error {
  override name = 'FoyerError'
  /** The catalogue text, the same as `message`. */
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: FoyerErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = options.details ?? (options.cause instanceof Error ? options.cause.message : undefined)
  }

  /**
   * Follows `cause` from this error down: the first error the predicate accepts (undefined when
   * none does), or, with no predicate, the last one of the chain (the root cause).
   */
  walk(): unknown
  walk<T>(predicate: (error: unknown) => error is T): T | undefined
  walk(predicate: (error: unknown) => boolean): unknown
  walk(predicate?: (error: unknown) => boolean): unknown {
    const seen = new Set<unknown>()
    let current: unknown = this
    for (;;) {
      if (predicate?.(current)) return current
      seen.add(current)
      const cause = typeof current === 'object' && current !== null ? (current as { cause?: unknown }).cause : undefined
      // The end of the chain, or a cause met before (a chain that loops would never end).
      if (cause === undefined || cause === null || seen.has(cause)) return predicate ? undefined : current
      current = cause
    }
  }
}
