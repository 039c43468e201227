import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * A Solana node's JSON-RPC over real HTTP for a test file, answering each call as the test says
 * (`answer`; null by default). The send code reads it as it reads any node.
 */
export function useFakeNode(): { url: string; answer: (call: { method: string; params: unknown[] }) => unknown } {
  const node = { url: '', answer: (_call: { method: string; params: unknown[] }): unknown => null }
  let server: Server
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk))
      request.on('end', () => {
        const call = JSON.parse(body) as { id: number; method: string; params?: unknown[] }
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: node.answer({ method: call.method, params: call.params ?? [] }) }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    node.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(() => {
    node.answer = () => null
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return node
}
