import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'

/** Fastify's trustProxy as the server config gives it: off, on, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = boolean | string[]

/**
 * How to read the client address of a WebSocket upgrade, exactly as Fastify reads request.ip with
 * the same trustProxy (same package, same trust function): an upgrade never becomes a Fastify
 * request, so request.ip itself is not there. Without trustProxy it is the peer's address and
 * X-Forwarded-For is ignored; with it, the nearest address in X-Forwarded-For not from a trusted proxy.
 */
export function upgradeClientIpReader(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? 'unknown'
  const trusted = trustProxy === true ? () => true : proxyAddr.compile(trustProxy)
  return (request) => proxyAddr.all(request, trusted).at(-1) ?? 'unknown'
}
