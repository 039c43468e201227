import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'

export interface BareWsServer {
  /** `ws://127.0.0.1:<port>/ws`; any query (the load's auth and projectId) is ignored. */
  url: string
  close(): Promise<void>
}

/**
 * The relay throughput baseline: a plain `ws` server that speaks just enough of the relay's
 * JSON-RPC for the same load to run against it. `irn_subscribe` adds the socket to a topic,
 * `irn_publish` pushes `irn_subscription` to the topic's other sockets and answers `true`;
 * answers from clients (their acks) are parsed and dropped. No auth, no validation, no storage,
 * no rate limits, no metrics: what is left is the cost of sockets, JSON and routing.
 */
export async function startBareWsServer(): Promise<BareWsServer> {
  const topics = new Map<string, Set<WebSocket>>()
  const http: Server = createServer((_request, response) => response.writeHead(404).end())
  const webSockets = new WebSocketServer({ server: http, path: '/ws', perMessageDeflate: false, clientTracking: true })

  webSockets.on('connection', (ws) => {
    const subscribed = new Set<string>()
    let nextPushId = 1
    ws.on('message', (data) => {
      const frame = parse(data)
      if (frame === undefined || typeof frame.method !== 'string') return
      const params = (frame.params ?? {}) as { topic?: unknown; message?: unknown; tag?: unknown }
      const topic = typeof params.topic === 'string' ? params.topic : undefined
      if (frame.method === 'irn_subscribe' && topic !== undefined) {
        let sockets = topics.get(topic)
        if (!sockets) topics.set(topic, (sockets = new Set()))
        sockets.add(ws)
        subscribed.add(topic)
        answer(ws, frame.id, topic)
      } else if (frame.method === 'irn_publish' && topic !== undefined && typeof params.message === 'string') {
        const data = { topic, message: params.message, publishedAt: Date.now(), tag: typeof params.tag === 'number' ? params.tag : 0 }
        for (const socket of topics.get(topic) ?? []) {
          if (socket === ws) continue
          socket.send(JSON.stringify({ id: nextPushId++, jsonrpc: '2.0', method: 'irn_subscription', params: { id: topic, data } }))
        }
        answer(ws, frame.id, true)
      } else {
        ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', error: { code: -32601, message: `Method not found: ${frame.method}` } }))
      }
    })
    ws.on('error', () => ws.terminate())
    ws.once('close', () => {
      for (const topic of subscribed) {
        const sockets = topics.get(topic)
        sockets?.delete(ws)
        if (sockets?.size === 0) topics.delete(topic)
      }
    })
  })

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    async close() {
      for (const ws of webSockets.clients) ws.terminate()
      await new Promise<void>((resolve) => webSockets.close(() => resolve()))
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}

function parse(data: RawData): { id?: unknown; method?: unknown; params?: unknown } | undefined {
  try {
    const frame: unknown = JSON.parse(data.toString())
    return typeof frame === 'object' && frame !== null ? frame : undefined
  } catch {
    return undefined
  }
}

function answer(ws: WebSocket, id: unknown, result: unknown): void {
  ws.send(JSON.stringify({ id, jsonrpc: '2.0', result }))
}
