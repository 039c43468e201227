import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'

/**
 * This server's origin as browsers reach it: the base of mailed links, OAuth redirect URIs, image
 * URLs and the embedded wallet frame's origin. Only configuration decides it, never a request's
 * Host or X-Forwarded-* headers: a request naming another host would otherwise have the victim's
 * login mail point there.
 */
export type PublicOrigin = () => string

/** Hosts a server can listen on that only this machine reaches. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

/**
 * FOYER_PUBLIC_URL's origin when configured; otherwise (dev mode, or a server only this machine
 * reaches) the address the server listens on, known once it listens.
 */
export function publicOrigin(app: FastifyInstance, settings: { publicUrl?: string | undefined; host: string }): PublicOrigin {
  if (settings.publicUrl) {
    const configured = new URL(settings.publicUrl).origin
    return () => configured
  }
  let listening: string | undefined
  return () => {
    if (listening) return listening
    const address = app.server.address() as AddressInfo | string | null
    if (!address || typeof address === 'string') throw new Error('The public origin is the listening address, and the server is not listening yet')
    listening = `http://${listeningHost(settings.host, address)}:${address.port}`
    return listening
  }
}

function listeningHost(configured: string, address: AddressInfo): string {
  // A wildcard listens everywhere; this machine reaches it on loopback.
  if (configured === '0.0.0.0' || configured === '::' || configured === '') return '127.0.0.1'
  if (configured === 'localhost') return configured
  return address.family === 'IPv6' ? `[${address.address}]` : address.address
}
