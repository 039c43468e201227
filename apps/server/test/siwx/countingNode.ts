import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A JSON-RPC node of chain 31337 that counts what it is asked and refuses every smart-account
 * signature (eth_call answers false): the node a failing SIWX check would cost.
 */
export async function startCountingNode() {
  let calls = 0
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const asked = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[]
      const answer = (one: { id: number; method: string }) => {
        calls++
        const result = one.method === 'eth_chainId' ? '0x7a69' : one.method === 'eth_call' ? `0x${'0'.repeat(64)}` : one.method === 'eth_getCode' ? '0x' : '0x0'
        return { jsonrpc: '2.0', id: one.id, result }
      }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(Array.isArray(asked) ? asked.map(answer) : answer(asked)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    rpcUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Calls answered so far (each entry of a batch counts). */
    get calls() {
      return calls
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
