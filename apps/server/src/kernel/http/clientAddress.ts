import { isIPv6 } from 'node:net'

/**
 * The key a client's address is counted under: an IPv4 address as it is, an IPv6 address by its
 * /64 (one subscriber's network: a single host can use every address in it). `ip` is Fastify's
 * request.ip, which honours trustProxy and nothing else.
 */
export function clientAddressKey(ip: string): string {
  // Every request is counted under this key, several times: an IPv4 address skips the IPv6 checks.
  if (!ip.includes(':')) return ip
  if (ip.startsWith('::ffff:') && !isIPv6(ip.slice(7))) return ip.slice(7)
  if (!isIPv6(ip)) return ip
  const groups = expandIPv6(ip)
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, '::' filled in (any zone id dropped). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...fill, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
}

/** The counting key of the client that sent a request (request.ip: trustProxy decides, nothing else). */
export function clientOf(request: { ip: string }): string {
  return clientAddressKey(request.ip)
}
