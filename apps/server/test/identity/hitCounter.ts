import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

/**
 * A web server on loopback standing for a host inside the visitor's or the server's network: it
 * answers a small PNG (or `answer`) to anything and counts every request, so a test sees whether the server
 * connected at all.
 */
export async function startHitCounter(
  answer: { type: string; body: string | Buffer } = { type: 'image/png', body: PNG },
): Promise<{ origin: string; png: Buffer; hits: () => number; close(): Promise<void> }> {
  let hits = 0
  const server: Server = createServer((request, response) => {
    hits += 1
    request.resume()
    response.writeHead(200, { 'content-type': answer.type }).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    png: PNG,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A loopback port nothing listens on: a dead target inside the network. */
export async function deadLoopbackOrigin(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}
