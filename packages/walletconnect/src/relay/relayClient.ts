import { createEmitter, type Emitter } from '../events.ts'
import { subscriptionIdAsync } from '../hash.ts'
import { relayRequestId } from '../payloadId.ts'
import type { PublishOptions, Relayer, RelayerEvents } from '../types.ts'
import { DeliveryFilter } from './deliveryFilter.ts'
import { RelayError } from './errors.ts'
import { parseIncomingFrame } from './frames.ts'
import { PendingRequests, type PendingRequest } from './pendingRequests.ts'
import { ReconnectingSocket } from './reconnectingSocket.ts'
import { assertRelayUrl, relayLog, relayTimings, webSocketImplementation, type RelayClientOptions, type RelayLog, type RelayTimings } from './relayClientOptions.ts'
import { relayIdentity, type RelayIdentity } from './relayIdentity.ts'
import { acceptPush } from './relayPushes.ts'
import { messageText, type RelaySocket, type RelaySocketConstructor } from './socket.ts'
import { TopicRegistry } from './topicRegistry.ts'
import { defaultUserAgent } from './userAgent.ts'

export type RelayClient = Relayer & {
  /** A socket to the relay is open right now. */
  readonly connected: boolean
}

/** The relay's limit per irn_batchSubscribe call (design note §3.4). */
const BATCH_SUBSCRIBE_MAX = 500

/**
 * The WalletConnect relay client (design note §3): a JSON-RPC WebSocket with the `irn_*` methods,
 * authenticated by an EdDSA JWT of the client's did:key in the URL.
 *
 * - Connects lazily, on the first subscribe/publish; stays connected while it has topics or
 *   unanswered requests, reconnecting after 100 ms and then with a growing backoff (cap ~5 s),
 *   until close(). Every new socket gets a fresh JWT and first re-subscribes every known topic
 *   with irn_batchSubscribe (500 per call), then resends what is unanswered.
 * - Delivery is at least once: each `irn_subscription` is acked at once, before any check;
 *   then deliveries for unknown topics, echoes of our own publishes and repeats (by message hash,
 *   per topic, last 1000) are dropped, and the rest is emitted as 'message'.
 * - Publish is not lost to a dropped socket: it is resent, with the same id, on every new socket
 *   and every `requestTimeoutMs` while unanswered, for up to `publishTimeoutMs`.
 * - A request no socket took within `unreachableAfterMs` (the relay is down, the visitor offline)
 *   fails as 'unreachable' rather than waiting out its timeout; with nothing left to send, the
 *   client stops reconnecting, and the next request connects at once.
 * - Liveness: every frame, and every WS ping where the implementation shows them (`ws` in Node,
 *   whose relay pings every 15 s), counts as a sign of life. After `probeAfterSilenceMs` of
 *   silence (browsers cannot see pings), an irn_batchSubscribe of known topics is sent as a probe —
 *   harmless to repeat, and any answer, even an error, proves the socket alive; if none comes in
 *   `probeTimeoutMs` the socket is dropped and reconnected. In a page, the `online` event
 *   reconnects at once instead of waiting for the backoff.
 *
 * This file holds the requests and frames; the socket's lifecycle is `reconnectingSocket.ts`.
 */
export async function createRelayClient(options: RelayClientOptions): Promise<RelayClient> {
  assertRelayUrl(options.relayUrl)
  const WebSocket = webSocketImplementation(options)
  // The did:key comes from WebCrypto (or noble) asynchronously: derived once, here.
  const identity = await relayIdentity({
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    seed: options.seed,
    ua: options.ua ?? defaultUserAgent(),
  })
  return new RelayConnection(options, WebSocket, identity)
}

class RelayConnection implements RelayClient {
  readonly clientId: string
  readonly #timings: RelayTimings
  readonly #log: RelayLog
  readonly #socket: ReconnectingSocket
  readonly #events: Emitter<RelayerEvents>
  readonly #pending = new PendingRequests()
  readonly #topics = new TopicRegistry()
  readonly #deliveries = new DeliveryFilter()
  /** The handling of incoming frames, one after the other (#inOrder). */
  #inbox: Promise<void> = Promise.resolve()

  constructor(options: RelayClientOptions, WebSocket: RelaySocketConstructor, identity: RelayIdentity) {
    this.clientId = identity.clientId
    this.#timings = relayTimings(options)
    this.#log = relayLog(options)
    this.#events = createEmitter<RelayerEvents>((event, error) => this.#log.warn(`a '${String(event)}' listener threw`, error))
    this.#socket = new ReconnectingSocket({
      WebSocket,
      identity,
      timings: this.#timings,
      log: this.#log,
      owner: {
        wantsSocket: () => this.#topics.size > 0 || this.#pending.values().some((request) => request.resend),
        opened: (socket) => this.#socketOpened(socket),
        received: (socket, data) => this.#receive(socket, data),
        gone: (socket, wasOpen) => this.#socketGone(socket, wasOpen),
        probe: () => this.#batchSubscribe(this.#topics.list().slice(0, BATCH_SUBSCRIBE_MAX), this.#timings.probeTimeoutMs),
      },
    })
  }

  get connected(): boolean {
    return this.#socket.openSocket !== null
  }

  on<E extends keyof RelayerEvents>(event: E, listener: RelayerEvents[E]): () => void {
    return this.#events.on(event, listener)
  }

  async subscribe(topic: string): Promise<string> {
    this.#assertNotClosed('irn_subscribe')
    const state = this.#topics.track(topic)
    try {
      const result = await this.#request('irn_subscribe', { topic }, { resend: true, topic })
      state.confirmed = true
      // What irn_unsubscribe names, as 2.21.8 computes it: kept, so unsubscribing sends at once.
      state.id = await subscriptionIdAsync(topic, this.clientId)
      return typeof result === 'string' && result.length > 0 ? result : state.id
    } catch (error) {
      // A failed first subscribe leaves the topic unknown; a re-subscribe of a live topic keeps it.
      if (this.#topics.isUnconfirmed(topic, state)) this.#forgetTopic(topic)
      throw error
    }
  }

  async unsubscribe(topic: string): Promise<void> {
    this.#assertNotClosed('irn_unsubscribe')
    const known = this.#topics.has(topic)
    const knownId = this.#topics.subscriptionId(topic)
    this.#forgetTopic(topic)
    // Never connected and never subscribed: there is nothing on any relay to undo.
    if (!known && this.#socket.idle) return
    const id = knownId ?? (await subscriptionIdAsync(topic, this.clientId))
    await this.#request('irn_unsubscribe', { topic, id }, { resend: true })
  }

  async publish(topic: string, message: string, options: PublishOptions): Promise<void> {
    this.#assertNotClosed('irn_publish')
    this.#deliveries.recordPublish(topic, message)
    const params = { topic, message, ttl: options.ttl, tag: options.tag, prompt: options.prompt ?? false }
    await this.#request('irn_publish', params, {
      resend: true,
      timeoutMs: this.#timings.publishTimeoutMs,
      retryEveryMs: this.#timings.requestTimeoutMs,
    })
  }

  async close(): Promise<void> {
    if (this.#socket.closed) return
    this.#socket.shutDown()
    for (const request of this.#pending.values()) {
      this.#pending.fail(request.id, new RelayError('closed', request.method, `${request.method}: the relay client was closed`))
    }
    if (await this.#socket.closeSocket()) this.#events.emit('disconnect')
  }

  // ---- requests ----

  #request(method: string, params: unknown, how: { resend: boolean; topic?: string; timeoutMs?: number; retryEveryMs?: number }): Promise<unknown> {
    const { request, answer } = this.#pending.add({
      id: relayRequestId(),
      method,
      params,
      resend: how.resend,
      ...(how.topic !== undefined ? { topic: how.topic } : {}),
      timeoutMs: how.timeoutMs ?? this.#timings.requestTimeoutMs,
      unsentTimeoutMs: this.#timings.unreachableAfterMs,
      ...(how.retryEveryMs !== undefined ? { retryEveryMs: how.retryEveryMs, onRetry: (pending: PendingRequest) => this.#retry(pending) } : {}),
    })
    const socket = this.#socket.openSocket
    if (socket) this.#send(socket, request)
    else this.#socket.ensure()
    answer.catch((error: unknown) => {
      if (error instanceof RelayError && error.reason === 'unreachable') this.#socket.standDownIfUnwanted()
    })
    return answer
  }

  #send(socket: RelaySocket, request: PendingRequest): void {
    if (this.#socket.write(socket, request.text)) request.sentOn = socket
  }

  /** An unanswered publish on a live socket: the relay may have lost it; same id, so it stores it once. */
  #retry(request: PendingRequest): void {
    const socket = this.#socket.openSocket
    if (!socket) return
    this.#log.debug(`${request.method} ${request.id} unanswered, sending it again`)
    this.#send(socket, request)
  }

  /** The answer is not needed: a topic stays known whether the relay confirms it or not (2.21.8 ignores it too). */
  #batchSubscribe(topics: string[], timeoutMs = this.#timings.requestTimeoutMs): void {
    this.#request('irn_batchSubscribe', { topics }, { resend: false, timeoutMs }).catch((error: unknown) => {
      this.#log.debug('irn_batchSubscribe failed', error)
    })
  }

  // ---- a new socket, a lost socket ----

  #socketOpened(socket: RelaySocket): void {
    // Subscriptions first, so a resent publish's answers and deliveries find the topics registered.
    const awaitingOwnAnswer = new Set(this.#pending.values().flatMap((request) => (request.method === 'irn_subscribe' && request.topic ? [request.topic] : [])))
    const topics = this.#topics.list().filter((topic) => !awaitingOwnAnswer.has(topic))
    for (let start = 0; start < topics.length; start += BATCH_SUBSCRIBE_MAX) {
      this.#batchSubscribe(topics.slice(start, start + BATCH_SUBSCRIBE_MAX))
    }
    for (const request of this.#pending.values()) {
      if (request.resend && request.sentOn !== socket) this.#send(socket, request)
    }
    this.#events.emit('connect')
  }

  #socketGone(socket: RelaySocket, wasOpen: boolean): void {
    for (const request of this.#pending.values()) {
      if (!request.resend && request.sentOn === socket) {
        this.#pending.fail(request.id, new RelayError('timeout', request.method, `${request.method}: the socket closed before the answer`))
      }
    }
    if (wasOpen) {
      this.#log.debug('disconnected from the relay')
      this.#events.emit('disconnect')
    }
  }

  // ---- incoming frames ----

  #receive(socket: RelaySocket, data: unknown): void {
    const text = messageText(data)
    if (text === undefined) {
      this.#log.warn('ignored a relay frame that is not text')
      return
    }
    const incoming = parseIncomingFrame(text)
    switch (incoming.kind) {
      case 'invalid':
        this.#log.warn(`ignored a relay frame: ${incoming.reason}`, text.slice(0, 200))
        return
      case 'result':
        this.#socket.resetBackoff()
        this.#inOrder(() => {
          if (!this.#pending.succeed(String(incoming.frame.id), incoming.frame.result)) this.#log.debug('answer to no pending request', incoming.frame.id)
        })
        return
      case 'error':
        this.#socket.resetBackoff()
        this.#inOrder(() => {
          if (!this.#pending.refuse(String(incoming.frame.id), incoming.frame.error)) this.#log.debug('error answer to no pending request', incoming.frame.id)
        })
        return
      case 'request': {
        const reply = (answer: string) => this.#socket.write(socket, answer)
        // Answered at once; emitted once its hash says it is new, after what came before it.
        const accepted = acceptPush(incoming.frame, reply, { topics: this.#topics, deliveries: this.#deliveries }, this.#log)
        this.#inOrder(async () => {
          const delivered = await accepted
          if (delivered) this.#events.emit('message', delivered)
        })
        return
      }
    }
  }

  /**
   * Runs the handling of one incoming frame after that of every frame before it: a delivery waits
   * for its hash (WebCrypto answers asynchronously), and the answers behind it must not overtake it.
   */
  #inOrder(step: () => void | Promise<void>): void {
    this.#inbox = this.#inbox.then(step).catch((error: unknown) => this.#log.warn('could not handle a relay frame', error))
  }

  // ---- topics ----

  #forgetTopic(topic: string): void {
    this.#topics.delete(topic)
    this.#deliveries.forget(topic)
  }

  #assertNotClosed(method: string): void {
    if (this.#socket.closed) throw new RelayError('closed', method, `${method}: the relay client was closed`)
  }
}
