import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32, deflateSync } from 'node:zlib'

/** How the stand-in answers one path: bytes with a type, a status, a body dripped in chunks, or never. */
export type StandInAnswer = { type: string; body: Buffer | string; omitLength?: boolean } | { status: number } | 'hang'

export interface RegistryStandIn {
  /** `http://127.0.0.1:<port>`: the registry's base, as FOYER_WALLET_REGISTRY_URL or an image URL names it. */
  origin: string
  /** Every request's path and query, in order. */
  readonly requests: URL[]
  /** Answers `path` so from now on; a function answers by the whole URL (a page number in its query). */
  answer(path: string, answer: StandInAnswer | ((url: URL) => StandInAnswer)): void
  /** How many requests reached `path`. */
  count(path: string): number
  close(): Promise<void>
}

/**
 * A stand-in for an upstream wallet registry and the image host behind it, on 127.0.0.1: each path
 * answers as told; an unknown path is a 404.
 */
export async function startRegistryStandIn(): Promise<RegistryStandIn> {
  const requests: URL[] = []
  const answers = new Map<string, StandInAnswer | ((url: URL) => StandInAnswer)>()
  const hanging = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    requests.push(url)
    const answering = answers.get(url.pathname) ?? { status: 404 }
    const answer = typeof answering === 'function' ? answering(url) : answering
    if (answer === 'hang') return void hanging.add(response)
    if ('status' in answer) return void response.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"error":"stand-in"}')
    const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body
    response.writeHead(200, { 'content-type': answer.type, ...(!answer.omitLength && { 'content-length': String(body.byteLength) }) })
    // Without a length the body goes out in pieces: the reader cannot know its size before reading.
    if (answer.omitLength) {
      for (let at = 0; at < body.byteLength; at += 1024) response.write(body.subarray(at, at + 1024))
      return void response.end()
    }
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (path, answer) => void answers.set(path, answer),
    count: (path) => requests.filter((url) => url.pathname === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A real PNG of one pixel in an RGB colour, padded with a text chunk to about `size` bytes. */
export function tinyPng(rgb: [number, number, number], size = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.byteLength)
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(1, 0)
  header.writeUInt32BE(1, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const pixels = deflateSync(Buffer.from([0, ...rgb]))
  const base = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels)]
  const padding = Math.max(0, size - 57 - 12)
  if (padding > 0) base.push(chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)])))
  return Buffer.concat([...base, chunk('IEND', Buffer.alloc(0))])
}

/** A Foyer /getWallets listing as an upstream answers it. */
export function upstreamListing(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    name: `Wallet ${id}`,
    image_id: `img-${id}`,
    rdns: null,
    chains: ['eip155:1'],
    homepage: `https://${id}.wallet.example/`,
    mobile_link: `${id.replace(/[^a-z]/g, '') || 'wallet'}://`,
    desktop_link: null,
    webapp_link: null,
    chrome_store: null,
    firefox_store: null,
    app_store: null,
    play_store: null,
    desktop_download: null,
    ...fields,
  }
}
