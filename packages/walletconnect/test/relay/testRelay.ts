import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { hashMessage, subscriptionId } from '../../src/hash.ts'
import { verifyRelayJwt } from '../../src/relayJwtVerify.ts'

/**
 * A small relay on 127.0.0.1 for the relay client's tests: a double of the peer the client talks
 * to, not of the client. It speaks irn_subscribe / irn_batchSubscribe / irn_unsubscribe /
 * irn_publish and pushes irn_subscription, with a mailbox (a message stays until each subscribed
 * client other than its publisher acks it). Its knobs produce what a real relay rarely does on
 * cue: a socket dropped mid-publish, an answer that never comes, refused upgrades, echoes,
 * silence, raw frames.
 */

export interface Connection {
  readonly socket: WebSocket
  readonly clientId: string
  /** The upgrade URL as requested (path and query). */
  readonly url: string
  readonly topics: Set<string>
}

export interface ReceivedFrame {
  connection: Connection
  frame: { id: string | number; method?: string; params?: unknown; result?: unknown; error?: unknown }
}

/** What the relay does with a request from a client: handle it, let it go unanswered, or drop the socket. */
export type RequestDecision = 'handle' | 'ignore' | 'drop'

interface StoredMessage {
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  publisher: string
  ackedBy: Set<string>
}

export interface TestRelay {
  /** `ws://127.0.0.1:<port>/ws` — what clients are configured with (the JWT aud). */
  readonly url: string
  readonly connections: Connection[]
  readonly received: ReceivedFrame[]
  /** Upgrades refused (401 for a bad JWT, 503 while refusing). */
  readonly refusals: Array<{ status: number; reason: string }>
  /** Decides each client request before the relay handles it; default: handle everything. */
  onRequest: (frame: ReceivedFrame['frame'], connection: Connection) => RequestDecision
  /** Refuse upgrades with 503, as a relay that is down but reachable would. */
  refuseConnections: boolean
  /** Also deliver a publish back to its publisher (a relay must not; the client must drop it). */
  echo: boolean
  /** Frames from clients with `method`, in order. */
  requests(method: string): ReceivedFrame[]
  /** Sends raw text on every open socket of this client. */
  sendRaw(clientId: string, text: string): void
  /** Pushes an irn_subscription with the given relay id, whether or not the client subscribed. */
  push(clientId: string, id: number, data: { topic: string; message: string; publishedAt?: number; tag?: number }): void
  /** Terminates every open socket (the clients see a dropped connection). */
  dropAll(): void
  close(): Promise<void>
}

export async function startTestRelay(options: { pingEveryMs?: number } = {}): Promise<TestRelay> {
  const http = createServer((_request, response) => response.writeHead(404).end())
  const wss = new WebSocketServer({ noServer: true })
  const sockets = new Set<Socket>()
  http.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/ws`

  const mailbox: StoredMessage[] = []
  /** Relay push id → the message and the client it went to, to mark the ack. */
  const inFlight = new Map<number, { stored: StoredMessage; clientId: string }>()
  let nextPushId = 1

  const relay: TestRelay = {
    url,
    connections: [],
    received: [],
    refusals: [],
    onRequest: () => 'handle',
    refuseConnections: false,
    echo: false,
    requests: (method) => relay.received.filter((r) => r.frame.method === method),
    sendRaw(clientId, text) {
      for (const connection of live(clientId)) connection.socket.send(text)
    },
    push(clientId, id, data) {
      const params = { id: 'test', data: { publishedAt: Date.now(), tag: 0, ...data } }
      relay.sendRaw(clientId, JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscription', params }))
    },
    dropAll() {
      for (const connection of relay.connections) connection.socket.terminate()
    },
    async close() {
      clearInterval(pinger)
      relay.dropAll()
      wss.close()
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }

  function live(clientId: string): Connection[] {
    return relay.connections.filter((c) => c.clientId === clientId && c.socket.readyState === c.socket.OPEN)
  }

  function refuse(socket: Socket, status: number, reason: string) {
    relay.refusals.push({ status, reason })
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  }

  http.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const requestUrl = new URL(request.url ?? '/', 'http://relay')
    if (relay.refuseConnections) return refuse(socket, 503, 'Service Unavailable')
    if (requestUrl.pathname !== '/ws') return refuse(socket, 404, 'Not Found')
    let clientId: string
    try {
      clientId = verifyRelayJwt(requestUrl.searchParams.get('auth') ?? '', { audience: url }).clientId
    } catch (error) {
      return refuse(socket, 401, (error as Error).message)
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection: Connection = { socket: ws, clientId, url: request.url ?? '', topics: new Set() }
      relay.connections.push(connection)
      ws.on('message', (data) => onFrame(connection, data.toString()))
    })
  })

  const pinger = setInterval(() => {
    if (options.pingEveryMs === undefined) return
    for (const connection of relay.connections) if (connection.socket.readyState === connection.socket.OPEN) connection.socket.ping()
  }, options.pingEveryMs ?? 60_000)

  function deliver(connection: Connection, stored: StoredMessage) {
    const id = nextPushId++
    inFlight.set(id, { stored, clientId: connection.clientId })
    const data = { topic: stored.topic, message: stored.message, publishedAt: stored.publishedAt, tag: stored.tag }
    const params = { id: subscriptionId(stored.topic, connection.clientId), data }
    connection.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscription', params }))
  }

  function subscribe(connection: Connection, topic: string): string {
    connection.topics.add(topic)
    const now = Date.now()
    for (const stored of mailbox) {
      const wanted = stored.publisher !== connection.clientId || relay.echo
      if (stored.topic === topic && stored.expiresAt > now && wanted && !stored.ackedBy.has(connection.clientId)) deliver(connection, stored)
    }
    return subscriptionId(topic, connection.clientId)
  }

  function onFrame(connection: Connection, text: string) {
    const frame = JSON.parse(text) as ReceivedFrame['frame']
    relay.received.push({ connection, frame })
    if (frame.method === undefined) {
      // an answer to one of our pushes
      const pushed = inFlight.get(Number(frame.id))
      if (pushed && frame.result === true) pushed.stored.ackedBy.add(pushed.clientId)
      return
    }
    const decision = relay.onRequest(frame, connection)
    if (decision === 'drop') return connection.socket.terminate()
    if (decision === 'ignore') return
    const answer = (result: unknown) => connection.socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result }))
    const params = frame.params as Record<string, unknown>
    switch (frame.method) {
      case 'irn_subscribe':
        return answer(subscribe(connection, String(params.topic)))
      case 'irn_batchSubscribe':
        return answer((params.topics as string[]).map((topic) => subscribe(connection, topic)))
      case 'irn_unsubscribe':
        connection.topics.delete(String(params.topic))
        return answer(true)
      case 'irn_publish': {
        const topic = String(params.topic)
        const message = String(params.message)
        // A retried publish (same bytes) is stored and fanned out once.
        if (!mailbox.some((m) => m.topic === topic && hashMessage(m.message) === hashMessage(message))) {
          const stored: StoredMessage = {
            topic,
            message,
            tag: Number(params.tag),
            publishedAt: Date.now(),
            expiresAt: Date.now() + Number(params.ttl) * 1000,
            publisher: connection.clientId,
            ackedBy: new Set(),
          }
          mailbox.push(stored)
          for (const other of relay.connections) {
            const wanted = other.clientId !== connection.clientId || relay.echo
            if (wanted && other.topics.has(topic) && other.socket.readyState === other.socket.OPEN) deliver(other, stored)
          }
        }
        return answer(true)
      }
      default:
        connection.socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' } }))
    }
  }

  return relay
}
