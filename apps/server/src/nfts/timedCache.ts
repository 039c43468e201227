/**
 * Values kept until their own time-to-live runs out, at most `maxEntries` (the oldest inserted go
 * first); callers asking for a key being loaded share that load. A load that throws is not kept.
 */
export function createTimedCache<Value>(options: { maxEntries: number; now: () => number }) {
  const entries = new Map<string, { value: Value; expiresAt: number }>()
  const pending = new Map<string, Promise<Value>>()
  return {
    get(key: string, load: () => Promise<{ value: Value; ttlMs: number }>): Promise<Value> {
      const entry = entries.get(key)
      if (entry && entry.expiresAt > options.now()) return Promise.resolve(entry.value)
      let loading = pending.get(key)
      if (!loading) {
        loading = load()
          .then(({ value, ttlMs }) => {
            entries.delete(key)
            if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!)
            entries.set(key, { value, expiresAt: options.now() + ttlMs })
            return value
          })
          .finally(() => pending.delete(key))
        pending.set(key, loading)
      }
      return loading
    },
  }
}
