/**
 * The served chain's node in the scale-out test: it holds every `eth_getBalance` until told to
 * answer, so a request forwarded by the server's RPC proxy is certainly in flight in the process
 * that is killed; whatever else it is asked (the indexer's polls) it answers with an error at once.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startedWithin } from '../../../../scripts/testing/fixtureTime.ts'

export const HELD_METHOD = 'eth_getBalance'

export interface HeldNode {
  url: string
  /** The account each held request asked about, in the order they arrived (a request sent again arrives again). */
  readonly arrivals: string[]
  /** Resolves once `count` held requests have arrived. */
  arrived(count: number): Promise<void>
  /** Answers every held request, and from now on answers at once. */
  release(): void
  close(): Promise<void>
}

export async function startHeldNode(): Promise<HeldNode> {
  const arrivals: string[] = []
  const held: (() => void)[] = []
  const waiting = new Set<() => void>()
  let released = false
  const server = createServer((request, response) => {
    let text = ''
    request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
    request.on('end', () => {
      const call = JSON.parse(text) as { id: unknown; method: string; params?: unknown[] }
      const answer = (body: object) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: call.id, ...body }))
      if (call.method !== HELD_METHOD) return answer({ error: { code: -32601, message: 'not served by this test node' } })
      arrivals.push(String(call.params?.[0]))
      for (const wake of waiting) wake()
      waiting.clear()
      if (released) answer({ result: '0x0' })
      else held.push(() => answer({ result: '0x0' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrivals,
    arrived: (count) =>
      startedWithin(
        `${count} ${HELD_METHOD} requests at the test node (${arrivals.length} came)`,
        (async () => {
          while (arrivals.length < count) await new Promise<void>((resolve) => waiting.add(resolve))
        })(),
      ),
    release() {
      released = true
      for (const answer of held.splice(0)) answer()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
