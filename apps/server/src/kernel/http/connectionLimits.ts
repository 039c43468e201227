import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import proxyAddr from '@fastify/proxy-addr'
import { createSocketSlots } from './socketSlots.ts'
import { clientAddressKey } from './clientAddress.ts'
import type { ConnectionSettings } from './connectionSettings.ts'

/** How often Node looks for request heads and requests past their timeouts (at most): its default, 30 s, would let a head live 40 s. */
const MAX_CHECKING_INTERVAL_MS = 1_000

/**
 * The options of Node's HTTP server (Fastify's `http`) that time requests out: a started request
 * head not finished within headersTimeoutMs, or a request not received within requestTimeoutMs,
 * is answered 408 and closed. (A connection that sends nothing at all is closed by
 * `limitConnections`, Node's checks only see heads that have begun.)
 */
export function httpServerTimeouts(settings: ConnectionSettings) {
  return {
    headersTimeout: settings.headersTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    connectionsCheckingInterval: checkingIntervalMs(settings),
  }
}

function checkingIntervalMs(settings: ConnectionSettings): number {
  return Math.min(MAX_CHECKING_INTERVAL_MS, settings.headersTimeoutMs)
}

/**
 * How long a connection may stay without a request: past Node's own head timeout and its next
 * check, so a head that has begun is always Node's to answer 408 (a shorter timer raced it and
 * closed such a connection without an answer); one that sent nothing at all is closed by this.
 */
function idleTimeoutMs(settings: ConnectionSettings): number {
  return 2 * settings.headersTimeoutMs + checkingIntervalMs(settings)
}

/**
 * Holds every accepted connection to the settings: at most maxPerIp open at once per client
 * address (an IPv6 /64; past it a new one is closed as it arrives, before any byte is read), and
 * one that sends no request within twice headersTimeoutMs (and a check) is closed. A connection from a trusted proxy
 * is not counted: behind it are many clients, whose requests the rate limits count and whose
 * relay sockets the relay counts, each by the address the proxy forwards.
 */
export function limitConnections(server: Server, settings: ConnectionSettings, trustProxy: boolean | string[]): void {
  const slots = createSocketSlots(settings.maxPerIp)
  const isTrustedProxy = Array.isArray(trustProxy) && trustProxy.length > 0 ? proxyAddr.compile(trustProxy) : () => false
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress ?? 'unknown'
    // Until its first request, a connection is idle: Node's header timeout does not see it yet.
    socket.setTimeout(idleTimeoutMs(settings))
    if (isTrustedProxy(peer, 0)) return
    const client = clientAddressKey(peer)
    if (!slots.reserve(client)) {
      socket.destroy()
      return
    }
    socket.once('close', () => slots.release(client))
  })
  // A request under way is timed by Node (requestTimeout), and an answer may take its time (a long
  // poll): the idle timer set above stops with the first request; Node times keep-alive after it.
  server.on('request', (request) => request.socket.setTimeout(0))
}
