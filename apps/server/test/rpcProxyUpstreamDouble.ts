import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'

/**
 * What the double does with its Nth request (1-based): pass it to a node, answer as told, never
 * answer, answer each request of it with `result` ('answerEach'), or stream one answer of
 * `streamBytes` bytes in 64 KiB chunks, each written only once the last one left (so the bytes it
 * wrote are the bytes the other side read, give or take the sockets' buffers).
 */
export type UpstreamBehaviour = { forwardTo: string } | { status: number; body: string } | 'hang' | { answerEach: string } | { streamBytes: number }

export type UpstreamScript = (requestNumber: number) => UpstreamBehaviour

export interface UpstreamDouble {
  url: string
  /** When each request since the last script() arrived (performance.now()), in order. */
  readonly arrivals: number[]
  /** Their bodies, parsed, in the same order. */
  readonly bodies: unknown[]
  /** For each streamed answer, once its connection closed: how many bytes the double wrote. */
  readonly streamed: number[]
  /** Sets what the next requests get, counting from 1 again. */
  script(next: UpstreamScript): void
  close(): Promise<void>
}

export interface UpstreamDoubleOptions {
  /** The JSON-RPC methods the test sends: only requests carrying one are scripted and counted. */
  watched: readonly string[]
  /**
   * Where every other request goes, uncounted: other parts of the server (the activity indexer)
   * follow a chain's RPC URL too, and their traffic is not the test's.
   */
  node: string
}

/** An RPC upstream on 127.0.0.1 that behaves as scripted, request by request, and records when each came. */
export async function startUpstreamDouble({ watched, node }: UpstreamDoubleOptions): Promise<UpstreamDouble> {
  let arrivals: number[] = []
  let bodies: unknown[] = []
  let streamed: number[] = []
  let behaviour: UpstreamScript = () => 'hang'
  const server = createServer(async (request, response) => {
    const arrivedAt = performance.now()
    const body = await readBody(request)
    if (!carriesMethod(body, watched)) return relay(node, body, response)
    const seen = arrivals
    seen.push(arrivedAt)
    bodies.push(JSON.parse(body))
    const action = behaviour(seen.length)
    if (action === 'hang') return
    if ('answerEach' in action) {
      const answer = (request: { id: unknown }) => ({ jsonrpc: '2.0', id: request.id, result: action.answerEach })
      const parsed = JSON.parse(body)
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)))
      return
    }
    if ('streamBytes' in action) {
      const record = streamed
      record.push(await streamAnswer(response, action.streamBytes))
      return
    }
    if ('status' in action) {
      response.writeHead(action.status, { 'content-type': 'application/json' }).end(action.body)
      return
    }
    await relay(action.forwardTo, body, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get arrivals() {
      return arrivals
    },
    get bodies() {
      return bodies
    },
    get streamed() {
      return streamed
    },
    script(next) {
      behaviour = next
      arrivals = []
      bodies = []
      streamed = []
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A URL nothing listens on: connecting to it is refused at once. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

/** The gaps between consecutive arrivals, in ms. */
export function gaps(arrivals: readonly number[]): number[] {
  return arrivals.slice(1).map((at, index) => at - arrivals[index]!)
}

/** Writes a JSON-RPC answer `{"jsonrpc":"2.0","id":0,"result":"0xabab…"}` of `bytes` bytes until done or the other side goes; answers the bytes written. */
async function streamAnswer(response: ServerResponse, bytes: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 'ab')
  let written = 0
  let gone = false
  response.once('close', () => (gone = true))
  response.writeHead(200, { 'content-type': 'application/json' })
  response.write('{"jsonrpc":"2.0","id":0,"result":"0x')
  while (!gone && written < bytes) {
    written += chunk.length
    if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve).once('close', resolve))
  }
  if (!gone) response.end('"}')
  else await new Promise((resolve) => (response.closed ? resolve(undefined) : response.once('close', resolve)))
  return written
}

async function relay(url: string, body: string, response: ServerResponse): Promise<void> {
  const forwarded = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  response.writeHead(forwarded.status, { 'content-type': 'application/json' }).end(await forwarded.text())
}

function carriesMethod(body: string, methods: readonly string[]): boolean {
  try {
    const parsed: unknown = JSON.parse(body)
    return (Array.isArray(parsed) ? parsed : [parsed]).some((request) => methods.includes(request?.method))
  } catch {
    return false
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}
