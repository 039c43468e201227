/**
 * What a client keeps across restarts, each collection one JSON entry of the host's storage
 * (localStorage in a browser): the keychain, pairings, sessions, and the wallet's pending proposals.
 */
import type { KeyValueStorage, RelayProtocolOptions } from '../types.ts'

/** A pairing as this client keeps it; its sym key lives in the keychain under the topic. */
export interface Pairing {
  topic: string
  /** Seconds since the epoch. */
  expiry: number
  /** A proposal went through it (answered); an inactive one only waits for its first proposal. */
  active: boolean
  relay: RelayProtocolOptions
}

/** The storage a client gets when the host passes none: a Map, gone with the process. */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/**
 * A map kept in memory and written through to one storage entry. Writes are chained so an async
 * storage never ends up with an older state than the last change.
 */
export class PersistedMap<V> {
  private readonly entries = new Map<string, V>()
  private writing: Promise<void> = Promise.resolve()

  private constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string,
    private readonly onWriteError: (error: unknown) => void,
  ) {}

  /** Reads the entry; a missing or unreadable entry starts empty rather than failing the client. */
  static async load<V>(storage: KeyValueStorage, key: string, onWriteError: (error: unknown) => void): Promise<PersistedMap<V>> {
    const map = new PersistedMap<V>(storage, key, onWriteError)
    const raw = await storage.getItem(key)
    if (raw !== null) {
      try {
        const parsed: unknown = JSON.parse(raw)
        if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
          for (const [k, v] of Object.entries(parsed)) map.entries.set(k, v as V)
        }
      } catch {
        onWriteError(new Error(`Stored ${key} is not valid JSON; starting empty`))
      }
    }
    return map
  }

  get(key: string): V | undefined {
    return this.entries.get(key)
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  values(): V[] {
    return [...this.entries.values()]
  }

  set(key: string, value: V): Promise<void> {
    this.entries.set(key, value)
    return this.persist()
  }

  delete(key: string): Promise<void> {
    if (!this.entries.delete(key)) return this.writing
    return this.persist()
  }

  /** Resolves once every change made so far is in storage. */
  flushed(): Promise<void> {
    return this.writing
  }

  private persist(): Promise<void> {
    const snapshot = JSON.stringify(Object.fromEntries(this.entries))
    this.writing = this.writing.then(() => this.storage.setItem(this.key, snapshot)).catch((error: unknown) => this.onWriteError(error))
    return this.writing
  }
}
