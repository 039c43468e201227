import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import { isPrivateAddress } from './remoteUrlPolicy.ts'

/**
 * Resolves a host as the system does, then refuses it when any of its addresses is this machine's
 * or its private network's. Used as the connection's own lookup, the address checked is the address
 * connected to: a name that answers a public address to a check and a private one to the
 * connection (DNS rebinding) cannot take the server inside.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0)
    const resolved = addresses as unknown as LookupAddress[]
    if (resolved.length === 0 || resolved.some((entry) => isPrivateAddress(entry.address))) {
      return callback(Object.assign(new Error('the host resolves to a private address'), { code: 'EPRIVATEADDRESS' }), '', 0)
    }
    if ((options as LookupOptions).all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, resolved)
    callback(null, resolved[0]!.address, resolved[0]!.family)
  })
}

export type PublicFetch = { ok: true; bytes: Buffer; contentType: string | null } | { ok: false; status?: number; reason: string }

export interface PublicFetchOptions {
  accept: string
  maxBytes: number
  /** The whole fetch, headers and body. */
  timeoutMs: number
  lookup?: LookupFunction
  /** A JSON body to POST (a CCIP-read gateway's request); without it, a GET. */
  jsonBody?: string
}

/**
 * GET (or POST `jsonBody` to) an http(s) URL through `lookup` (publicOnlyLookup unless the policy
 * allows the host), without following redirects, reading at most `maxBytes` within `timeoutMs`
 * (headers and body).
 */
export function fetchPublicUrl(url: URL, options: PublicFetchOptions): Promise<PublicFetch> {
  return new Promise((resolve) => {
    const body = options.jsonBody === undefined ? undefined : Buffer.from(options.jsonBody)
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: body ? 'POST' : 'GET',
      headers: { accept: options.accept, ...(body && { 'content-type': 'application/json', 'content-length': String(body.length) }) },
      // A connection of its own each time: a pooled socket would skip the lookup that checks the address.
      agent: false,
      ...(options.lookup && { lookup: options.lookup }),
    })
    const timer = setTimeout(() => {
      request.destroy()
      resolve({ ok: false, reason: `did not arrive within ${options.timeoutMs} ms` })
    }, options.timeoutMs)
    const settle = (result: PublicFetch) => {
      clearTimeout(timer)
      resolve(result)
    }
    request.on('error', (error) => settle({ ok: false, reason: `could not be fetched (${error.message})` }))
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0
      if (status < 200 || status >= 300) {
        response.resume()
        return settle({ ok: false, status, reason: status >= 300 && status < 400 ? `answered HTTP ${status} (a redirect, which is not followed)` : `answered HTTP ${status}` })
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > options.maxBytes) {
          request.destroy()
          return settle({ ok: false, reason: `is larger than ${options.maxBytes} bytes` })
        }
        chunks.push(chunk)
      })
      response.on('end', () => settle({ ok: true, bytes: Buffer.concat(chunks), contentType: response.headers['content-type'] ?? null }))
      response.on('error', (error) => settle({ ok: false, reason: `could not be fetched (${error.message})` }))
    })
    request.end(body)
  })
}
