import { BlockList, isIP } from 'node:net'

/**
 * Where the server may fetch a URL someone else chose (a collection's tokenURI or image, a name's
 * avatar, a resolver's CCIP-read gateway): public hosts only, unless one of the two allowances says
 * otherwise. Neither comes from a request or an environment variable: they are set in code.
 */
export interface RemoteUrlPolicy {
  /** Loopback, private and link-local hosts too: only tests turn this on (a setting no variable sets). */
  allowPrivateHosts: boolean
  /**
   * A URL the server's own configuration names, fetched wherever it points (its own names
   * gateway at its configured public origin, which is loopback in dev): matched exactly.
   */
  trusted?: (url: URL) => boolean
}

// Addresses a collection's URL must not make the server reach: its own machine and network
// (the IPv4 rules match IPv4-mapped IPv6 addresses too).
const privateRanges = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6')
}

/** Whether an IP address is this machine's or its private network's (loopback, private, link-local, CGNAT, unspecified). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  return family !== 0 && privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** Whether the policy trusts this exact URL by configuration (then its host is not checked). */
export function isTrustedUrl(url: URL, policy: RemoteUrlPolicy): boolean {
  return policy.trusted?.(url) ?? false
}

/**
 * The http(s) URL someone else names, or undefined when the policy refuses it: another scheme
 * (ipfs:, ar:, file:), credentials in it, or a host that is this machine or its private network
 * named by address or as localhost. A public name that resolves to a private address is refused
 * when the connection is made (`publicOnlyLookup`, fetchPublicUrl.ts); redirects are not followed,
 * so a public URL cannot bounce inside.
 */
export function fetchableUrl(text: string, policy: RemoteUrlPolicy): URL | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (url.username || url.password) return undefined
  if (policy.allowPrivateHosts || isTrustedUrl(url, policy)) return url
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return undefined
  if (isPrivateAddress(host)) return undefined
  return url
}
