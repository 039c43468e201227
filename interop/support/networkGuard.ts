/**
 * The interop tests run offline: every peer (Foyer's and sign-client 2.21.8) talks only to the
 * relay on 127.0.0.1. 2.21.8 would otherwise call verify.walletconnect.org and
 * pulse.walletconnect.org (design note §6), so this guard refuses and records any fetch, DNS
 * lookup or TCP connection to a host that is not loopback, and fails the test that made it.
 */
import dns from 'node:dns'
import net from 'node:net'
import { afterEach, expect } from 'vitest'

const attempts: string[] = []
let installed = false

/** 127.0.0.0/8, ::1, localhost and an IPv4-mapped loopback address. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined || host === '') return true // Node's default host is localhost
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1') return true
  const ipv4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare
  return net.isIPv4(ipv4) && ipv4.startsWith('127.')
}

/** The host a `Socket#connect` call names: (options), (port, host) or (path) for a local socket. */
function connectTarget(args: unknown[]): { host: string | undefined; local: boolean } {
  const [first, second] = args
  if (Array.isArray(first)) return connectTarget(first) // Node's internal normalized form
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; path?: string }
    return { host: options.host, local: typeof options.path === 'string' }
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return { host: undefined, local: true }
  return { host: typeof second === 'string' ? second : undefined, local: false }
}

function refuse(what: string): Error {
  attempts.push(what)
  return new Error(`interop network guard: refused ${what} (tests reach 127.0.0.1 only)`)
}

/**
 * Installs the guard in this test worker (once) and fails every test after which an outside
 * attempt was recorded, naming it.
 */
export function guardNetwork(): void {
  if (!installed) {
    installed = true
    const realFetch = globalThis.fetch
    globalThis.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (!isLoopbackHost(url.hostname)) return Promise.reject(refuse(`fetch ${url.origin}${url.pathname}`))
      return realFetch(input, init)
    }

    const realConnect = net.Socket.prototype.connect
    net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
      const { host, local } = connectTarget(args)
      if (!local && !isLoopbackHost(host)) {
        const error = refuse(`TCP connection to ${host}`)
        process.nextTick(() => this.destroy(error))
        return this
      }
      return (realConnect as (...a: unknown[]) => net.Socket).apply(this, args)
    } as typeof net.Socket.prototype.connect

    const realLookup = dns.lookup
    dns.lookup = function guardedLookup(hostname: string, ...rest: unknown[]) {
      if (!isLoopbackHost(hostname)) {
        const callback = rest.at(-1)
        const error = Object.assign(refuse(`DNS lookup of ${hostname}`), { code: 'ENOTFOUND' })
        if (typeof callback === 'function') process.nextTick(() => callback(error))
        return undefined
      }
      return (realLookup as (...a: unknown[]) => unknown).call(dns, hostname, ...rest)
    } as typeof dns.lookup

    const realPromiseLookup = dns.promises.lookup
    dns.promises.lookup = ((hostname: string, ...rest: unknown[]) => {
      if (!isLoopbackHost(hostname)) return Promise.reject(refuse(`DNS lookup of ${hostname}`))
      return (realPromiseLookup as (...a: unknown[]) => unknown).call(dns.promises, hostname, ...rest)
    }) as typeof dns.promises.lookup
  }

  afterEach(() => {
    const seen = attempts.splice(0)
    expect(seen, 'something tried to reach a host outside 127.0.0.1').toEqual([])
  })
}

/** Takes what the guard refused since the last check (for the guard's own test). */
export function takeRefusedAttempts(): string[] {
  return attempts.splice(0)
}
