import { subscriptionId } from '@foyer/walletconnect'
import type { RawData, WebSocket } from 'ws'
import { describeIssues } from '../kernel/http/describeIssues.ts'
import { parseFrame, serializeResponse, type RpcId } from './jsonRpcFrame.ts'
import type { RelayHub, RelaySubscriber } from './relayHub.ts'
import type { PublishRateLimiter } from './relayLimits.ts'
import type { MethodContext, RelayMethod } from './relayMethods.ts'
import type { RelayMetrics } from './relayMetrics.ts'
import { subscriptionDataJson, type RelayedMessage } from './relayMessage.ts'
import { RelayRpcError, RPC_ERRORS } from './rpcErrors.ts'
import type { ThrottledLog } from './throttledLog.ts'

/** Requests a socket may have waiting; more are refused at once rather than queued without end. */
const MAX_QUEUED_REQUESTS = 256
/** Pushes a socket may leave unacknowledged; past it the oldest is forgotten (it stays in the mailbox). */
const MAX_AWAITING_ACK = 10_000
/**
 * Acknowledged messages a socket remembers having been handed, newest kept: a copy arriving after
 * the ack (a retried publish handed out again, a subscribe that read the mailbox before the ack was
 * recorded) is not pushed to it a second time, since 2.21.8 throws on a second copy of a request
 * whose record it has already deleted (a session's delete).
 */
const MAX_RECENTLY_ACKED = 256
/** A socket this far behind reading is closed (1013); its client reconnects and gets the mailbox. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024

const CLOSE_HANDSHAKE_MS = 1_000

export interface RelaySocketOptions {
  clientId: string
  /** The IP address key (an IPv6 /64) it connected from. */
  clientIp: string
  hub: RelayHub
  methods: ReadonlyMap<string, RelayMethod>
  rateLimiter: PublishRateLimiter
  maxSubscriptions: number
  metrics: RelayMetrics
  log: ThrottledLog
}

/**
 * One client connection: answers its JSON-RPC calls one at a time in the order they came, pushes
 * `irn_subscription` for its topics with small numeric ids, and records its acknowledgements.
 */
export class RelaySocket implements RelaySubscriber {
  readonly clientId: string
  /** Cleared by each heartbeat and set by any sign of life (a pong or a frame). */
  alive = true
  /** Topic → the subscription id answered for it. */
  private readonly subscriptions = new Map<string, string>()
  /** Push id → the message it carried, until the client acknowledges it. */
  private readonly awaitingAck = new Map<number, { topic: string; hash: string; key: string }>()
  /** `topic\nhash` of the messages awaiting an ack: a message is not pushed twice to one socket. */
  private readonly inFlight = new Set<string>()
  /** `topic\nhash` of the last MAX_RECENTLY_ACKED messages acknowledged (or answered) on this socket, oldest first. */
  private readonly recentlyAcked = new Set<string>()
  private nextPushId = 1
  private queue: Promise<void> = Promise.resolve()
  private queued = 0

  constructor(
    private readonly ws: WebSocket,
    private readonly options: RelaySocketOptions,
  ) {
    this.clientId = options.clientId
    options.metrics.connections.inc()
    ws.on('message', (data) => this.onFrame(data))
    ws.on('pong', () => (this.alive = true))
    ws.on('error', () => ws.terminate())
    ws.once('close', () => this.onClose())
  }

  /** Called by the heartbeat: a socket that showed no life since the last one is dropped, others are pinged. */
  heartbeat(): void {
    if (!this.alive) {
      this.ws.terminate()
      return
    }
    this.alive = false
    this.ws.ping()
  }

  /** Closes with a close frame, and drops the connection if the client does not answer it within a second. */
  close(code: number, reason: string): void {
    this.ws.close(code, reason)
    setTimeout(() => this.ws.terminate(), CLOSE_HANDSHAKE_MS).unref()
  }

  deliver(message: RelayedMessage): void {
    const id = this.subscriptions.get(message.topic)
    if (id === undefined || this.ws.readyState !== this.ws.OPEN) return
    const key = `${message.topic}\n${message.hash}`
    if (this.inFlight.has(key) || this.recentlyAcked.has(key)) return
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.close(1013, 'Too far behind: reconnect to receive the stored messages')
      return
    }
    const pushId = this.nextPushId
    this.nextPushId = pushId >= Number.MAX_SAFE_INTEGER ? 1 : pushId + 1
    this.awaitingAck.set(pushId, { topic: message.topic, hash: message.hash, key })
    this.inFlight.add(key)
    if (this.awaitingAck.size > MAX_AWAITING_ACK) this.forgetPush(this.awaitingAck.keys().next().value!)
    // The subscription id is hex and the push id a number: only the data needs serialising, once per message.
    this.ws.send(`{"id":${pushId},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${id}","data":${subscriptionDataJson(message)}}}`)
    this.options.metrics.delivered.inc()
  }

  private onFrame(data: RawData): void {
    this.alive = true
    const frame = parseFrame(frameText(data))
    switch (frame.kind) {
      case 'response':
        this.onResponse(frame.id, frame.result)
        return
      case 'invalid':
        this.answerError(frame.id, frame.code, frame.message)
        return
      case 'request': {
        if (this.queued >= MAX_QUEUED_REQUESTS) {
          this.answerError(frame.id ?? null, RPC_ERRORS.tooManyPendingRequests, `Too many requests in flight: at most ${MAX_QUEUED_REQUESTS} per socket; wait for answers`)
          return
        }
        this.queued++
        this.queue = this.queue.then(() => this.handleRequest(frame.id, frame.method, frame.params)).finally(() => this.queued--)
      }
    }
  }

  /** An answer to one of our pushes: `result: true` is the client's acknowledgement. */
  private onResponse(id: unknown, result: unknown): void {
    // 2.21.8 turns large numeric ids into strings ending in "n"; ours stay small, but accept both.
    const pushId = typeof id === 'number' ? id : typeof id === 'string' ? Number(id.replace(/n$/, '')) : NaN
    const push = this.awaitingAck.get(pushId)
    if (!push) return
    this.forgetPush(pushId)
    this.rememberAcked(push.key)
    if (result !== true) return
    this.options.hub.acknowledge(this.clientId, push.topic, push.hash).catch((error: unknown) => {
      this.options.log.warn('acknowledge-failed', { err: error }, 'relay could not record an acknowledgement; the message may be delivered again')
    })
  }

  private rememberAcked(key: string): void {
    this.recentlyAcked.add(key)
    if (this.recentlyAcked.size > MAX_RECENTLY_ACKED) this.recentlyAcked.delete(this.recentlyAcked.values().next().value!)
  }

  private forgetPush(pushId: number): void {
    const push = this.awaitingAck.get(pushId)
    if (!push) return
    this.awaitingAck.delete(pushId)
    this.inFlight.delete(push.key)
  }

  private async handleRequest(id: RpcId | undefined, name: string, rawParams: unknown): Promise<void> {
    const method = this.options.methods.get(name)
    if (!method) {
      this.answerError(id, RPC_ERRORS.methodNotFound, `Method not found: ${name.slice(0, 100)} is not a method of this relay`)
      return
    }
    const params = method.params.safeParse(rawParams ?? {}, { reportInput: true })
    if (!params.success) {
      this.answerError(id, RPC_ERRORS.invalidParams, `Invalid params for ${name}: ${describeIssues(params.error.issues, 'params')}`)
      return
    }
    const stored: RelayedMessage[] = []
    try {
      const result = await method.run(this.methodContext(stored), params.data)
      if (id !== undefined) this.send(serializeResponse(id, { result }))
    } catch (error) {
      if (error instanceof RelayRpcError) {
        this.answerError(id, error.code, error.message)
      } else {
        this.options.log.warn(`${name}-failed`, { err: error }, `relay could not complete ${name}`)
        this.answerError(id, RPC_ERRORS.internalError, `Internal error: the relay could not complete ${name} right now; retry shortly`)
      }
    }
    // Stored messages of topics just subscribed follow the answer, as 2.21.8 expects them.
    for (const message of stored) this.deliver(message)
  }

  private methodContext(stored: RelayedMessage[]): MethodContext {
    const { hub, rateLimiter, maxSubscriptions } = this.options
    return {
      clientId: this.clientId,
      clientIp: this.options.clientIp,
      hub,
      rateLimiter,
      subscribe: async (topics) => {
        const added = [...new Set(topics)].filter((topic) => !this.subscriptions.has(topic))
        if (this.subscriptions.size + added.length > maxSubscriptions) {
          throw new RelayRpcError(RPC_ERRORS.tooManySubscriptions, `Too many subscriptions: a socket may subscribe at most ${maxSubscriptions} topics; unsubscribe some first`)
        }
        for (const topic of topics) this.subscriptions.set(topic, subscriptionId(topic, this.clientId))
        const pending = await Promise.all(topics.map((topic) => hub.subscribe(this, topic)))
        stored.push(...pending.flat())
      },
      unsubscribe: (topic) => {
        this.subscriptions.delete(topic)
        hub.unsubscribe(this, topic)
      },
    }
  }

  private answerError(id: RpcId | undefined, code: number, message: string): void {
    this.options.metrics.rpcErrors.inc({ code: String(code) })
    if (id !== undefined) this.send(serializeResponse(id, { error: { code, message } }))
  }

  private send(text: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(text)
  }

  private onClose(): void {
    this.options.metrics.connections.dec()
    this.options.hub.detach(this, this.subscriptions.keys())
    this.subscriptions.clear()
    this.awaitingAck.clear()
    this.inFlight.clear()
    this.recentlyAcked.clear()
  }
}

function frameText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}
