import { describeIssues } from '../../kernel/http/describeIssues.ts'
import { readBoundedBody } from '../../kernel/http/readBoundedBody.ts'
import type { RegistryEntry } from '../walletListing.ts'
import { upstreamListingSchema, upstreamPageSchema, type UpstreamListing } from './upstreamListingSchema.ts'

/** What one look at the upstream may cost. */
export interface UpstreamLimits {
  /** Each request, headers and body, within this many milliseconds. */
  timeoutMs: number
  /** A page's body past this many bytes is refused. */
  maxPageBytes: number
  /** Listings past this many are not read. */
  maxWallets: number
}

export const UPSTREAM_PAGE_ENTRIES = 100

/** Why the upstream's list could not be read; the message names the page, never the URL (it may hold a key). */
export class UpstreamRegistryError extends Error {
  override name = 'UpstreamRegistryError'
}

/**
 * Reads every listing of an upstream registry that speaks Foyer's /getWallets (another Foyer
 * server, or one answering its shape), page by page. `base` is the registry's address, query
 * included (`https://registry.example/?projectId=…`): its query goes with every request. Each
 * listing's image becomes `<base>/getWalletImage/<image_id>`, for the server to fetch and serve as
 * its own. A listing that fails its checks is left out and named through `warn`.
 */
export async function fetchUpstreamWallets(base: string, limits: UpstreamLimits, warn: (message: string) => void): Promise<RegistryEntry[]> {
  const entries: RegistryEntry[] = []
  const seen = new Set<string>()
  const dropped: string[] = []
  for (let page = 1; entries.length < limits.maxWallets; page++) {
    const answer = await fetchPage(base, page, limits)
    answer.data.forEach((item, index) => {
      const listing = upstreamListingSchema.safeParse(item, { reportInput: true })
      if (!listing.success) dropped.push(describeIssues(listing.error.issues, `page ${page} data[${index}]`))
      else if (!seen.has(listing.data.id) && entries.length < limits.maxWallets) {
        seen.add(listing.data.id)
        entries.push(toEntry(listing.data, base))
      }
    })
    const read = (page - 1) * UPSTREAM_PAGE_ENTRIES + answer.data.length
    if (answer.data.length < UPSTREAM_PAGE_ENTRIES || read >= answer.count) break
  }
  if (dropped.length > 0) warn(`The upstream wallet registry's ${dropped.length} listing(s) that failed their checks are left out: ${dropped.slice(0, 5).join('; ')}${dropped.length > 5 ? '; …' : ''}`)
  return entries
}

/** The registry's URL for a path, keeping the base's own path and query. */
export function upstreamUrl(base: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path}`
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return url.href
}

async function fetchPage(base: string, page: number, limits: UpstreamLimits) {
  const url = upstreamUrl(base, 'getWallets', { page: String(page), entries: String(UPSTREAM_PAGE_ENTRIES) })
  const signal = AbortSignal.timeout(limits.timeoutMs)
  let text: string
  try {
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } })
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined)
      throw new UpstreamRegistryError(`page ${page} answered HTTP ${response.status}`)
    }
    const body = await readBoundedBody(response, limits.maxPageBytes)
    if (!body) throw new UpstreamRegistryError(`page ${page} is larger than ${limits.maxPageBytes} bytes`)
    text = body.toString('utf8')
  } catch (error) {
    if (error instanceof UpstreamRegistryError) throw error
    if (signal.aborted) throw new UpstreamRegistryError(`page ${page} did not arrive within ${limits.timeoutMs} ms`)
    throw new UpstreamRegistryError(`page ${page} could not be fetched (${error instanceof Error ? error.message : String(error)})`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new UpstreamRegistryError(`page ${page} is not JSON`)
  }
  const parsed = upstreamPageSchema.safeParse(json, { reportInput: true })
  if (!parsed.success) throw new UpstreamRegistryError(`page ${page} is not a /getWallets answer: ${describeIssues(parsed.error.issues)}`)
  return parsed.data
}

function toEntry(listing: UpstreamListing, base: string): RegistryEntry {
  const { image_id, rdns, ...rest } = listing
  const entry: RegistryEntry = { id: rest.id, name: rest.name, chains: rest.chains, image: { kind: 'url', url: upstreamUrl(base, `getWalletImage/${encodeURIComponent(image_id)}`) } }
  if (rdns) entry.rdns = rdns
  for (const field of LINK_FIELDS) {
    const value = rest[field]
    if (value) entry[field] = value
  }
  return entry
}

const LINK_FIELDS = ['homepage', 'mobile_link', 'desktop_link', 'webapp_link', 'chrome_store', 'firefox_store', 'app_store', 'play_store', 'desktop_download'] as const
