import type { AddressInfo } from 'node:net'

export interface AudienceSources {
  /** The relay's WebSocket path, `/ws`. */
  path: string
  /** Configured public URLs of the relay (FOYER_RELAY_URL). */
  publicUrls: readonly string[]
  /** The server's public http(s) origin (FOYER_PUBLIC_URL), which also serves the relay at `path`. */
  publicUrl: string | undefined
  /** Where the server listens now (its port is only known once it listens). */
  address: () => AddressInfo | string | null
  /** Dev mode: a token for any loopback host and port at `path` is for this relay. */
  devMode: boolean
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::'])

/**
 * The audiences a client's JWT may name: the relay URL it was configured with. A token made for
 * another relay must not open a socket here, so only this relay's own URLs are accepted.
 * `claimed` (the token's unverified aud) is only used to accept loopback URLs in dev mode.
 */
export function relayAudiences(sources: AudienceSources, claimed: string | undefined): string[] {
  const audiences = [...sources.publicUrls]
  if (sources.publicUrl) audiences.push(sources.publicUrl.replace(/^http/, 'ws') + sources.path)
  const address = sources.address()
  if (address && typeof address === 'object') {
    const hosts = WILDCARD_ADDRESSES.has(address.address) || isLoopback(address.address) ? ['127.0.0.1', 'localhost', '[::1]'] : []
    if (!WILDCARD_ADDRESSES.has(address.address)) hosts.push(address.family === 'IPv6' ? `[${address.address}]` : address.address)
    for (const host of new Set(hosts)) audiences.push(`ws://${host}:${address.port}${sources.path}`)
  }
  if (sources.devMode && claimed !== undefined && isLoopbackRelayUrl(claimed, sources.path)) audiences.push(claimed)
  return audiences
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.')
}

function isLoopbackRelayUrl(value: string, path: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  const urlPath = url.pathname.replace(/\/+$/, '') || '/'
  return (url.protocol === 'ws:' || url.protocol === 'wss:') && LOOPBACK_HOSTS.has(url.hostname) && urlPath === path && !url.search
}
