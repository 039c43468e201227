import type { UpstreamLimits } from './upstream/fetchUpstreamWallets.ts'
import { fetchUpstreamWallets } from './upstream/fetchUpstreamWallets.ts'
import type { RegistryEntry } from './walletListing.ts'

export interface WalletRegistrySourceOptions {
  /** What is listed without an upstream, or until it first answers: the operator's file, else the built-in list. */
  local: readonly RegistryEntry[]
  /** The operator's file's wallets, which lead when an upstream is listed too. */
  fileEntries?: readonly RegistryEntry[]
  upstream?: { url: string; refreshMs: number; limits: UpstreamLimits }
  /** Put first whatever the list (the reference wallet). */
  leading?: RegistryEntry
  warn: (message: string) => void
}

/**
 * The listings the server serves now. Without an upstream they never change. With one, its list
 * (after the file's wallets, none repeated) replaces the local one once it answers, is read again
 * every refreshMs, and the last good list stays when a read fails.
 */
/** After a failed read the upstream is asked again this soon (or at refreshMs, when sooner). */
const RETRY_MS = 60_000

export function createWalletRegistrySource(options: WalletRegistrySourceOptions) {
  let entries = withLeading(options.local, options.leading)
  let byId = indexById(entries)
  let generation = 0
  let timer: NodeJS.Timeout | undefined
  let closed = false

  /** Reads the upstream once; answers whether it answered. */
  async function readUpstream(upstream: NonNullable<WalletRegistrySourceOptions['upstream']>): Promise<boolean> {
    try {
      const listed = await fetchUpstreamWallets(upstream.url, upstream.limits, options.warn)
      if (closed) return true
      entries = withLeading(merge(options.fileEntries ?? [], listed), options.leading)
      byId = indexById(entries)
      generation++
      return true
    } catch (error) {
      options.warn(`The upstream wallet registry could not be read: ${error instanceof Error ? error.message : String(error)}; the last list it gave (or the local one) is served.`)
      return false
    }
  }

  return {
    entries: (): readonly RegistryEntry[] => entries,
    byId: (id: string): RegistryEntry | undefined => byId.get(id),
    /** Changes each time the list changes (answers built from the list are kept per generation). */
    generation: (): number => generation,
    /**
     * Reads the upstream a first time (nothing to do without one), then again every refreshMs; after
     * a failed read, again within a minute.
     */
    start(): Promise<void> {
      const { upstream } = options
      if (!upstream) return Promise.resolve()
      const readThenSchedule = async (): Promise<void> => {
        const answered = await readUpstream(upstream)
        if (closed) return
        timer = setTimeout(() => void readThenSchedule(), answered ? upstream.refreshMs : Math.min(upstream.refreshMs, RETRY_MS))
        timer.unref()
      }
      return readThenSchedule()
    },
    close(): void {
      closed = true
      clearTimeout(timer)
    },
  }
}
export type WalletRegistrySource = ReturnType<typeof createWalletRegistrySource>

/** The file's wallets first, then the upstream's that are not the same wallet (same id or rdns). */
function merge(first: readonly RegistryEntry[], then: readonly RegistryEntry[]): RegistryEntry[] {
  const ids = new Set(first.map((entry) => entry.id))
  const rdns = new Set(first.flatMap((entry) => (entry.rdns ? [entry.rdns] : [])))
  return [...first, ...then.filter((entry) => !ids.has(entry.id) && !(entry.rdns && rdns.has(entry.rdns)))]
}

function withLeading(entries: readonly RegistryEntry[], leading: RegistryEntry | undefined): readonly RegistryEntry[] {
  return leading ? [leading, ...entries.filter((entry) => entry.id !== leading.id)] : entries
}

function indexById(entries: readonly RegistryEntry[]): Map<string, RegistryEntry> {
  return new Map(entries.map((entry) => [entry.id, entry]))
}
