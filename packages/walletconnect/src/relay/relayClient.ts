import { randomBytes } from '@noble/hashes/utils'
import { toHex } from '../encoding.ts'
import { hashMessage, subscriptionId } from '../hash.ts'
import { relayRequestId } from '../payloadId.ts'
import { clientIdFromSeed, formatRelayUrl, generateClientSeed, RELAY_JWT_TTL_SECONDS, signRelayJwt } from '../relayAuth.ts'
import type { PublishOptions, Relayer, RelayerEvents, RelayMessage } from '../types.ts'
import { reconnectDelayMs } from './backoff.ts'
import { RelayError } from './errors.ts'
import { isSubscriptionMethod, parseIncomingFrame, subscriptionParams, type RequestFrame } from './frames.ts'
import { Listeners } from './listeners.ts'
import { PendingRequests, type PendingRequest } from './pendingRequests.ts'
import { RecentHashes } from './recentHashes.ts'
import { dropSocket, messageText, onProtocolPing, SOCKET_OPEN, type RelaySocket, type RelaySocketConstructor } from './socket.ts'
import { defaultUserAgent } from './userAgent.ts'

export interface RelayClientOptions {
  /** e.g. `ws://127.0.0.1:8787/ws`. Becomes the JWT `aud` exactly as given (design note §3.2). */
  relayUrl: string
  projectId?: string
  /** The client's ed25519 seed (its identity); generated when absent. The engine persists it. */
  seed?: Uint8Array
  /** The WebSocket implementation: the global one by default; in Node 20 pass `ws`'s WebSocket. */
  WebSocket?: RelaySocketConstructor
  /** Sent as the `ua` URL parameter; default `wc-2/foyer-<version>/<env>`. */
  ua?: string
  logger?: { debug?(...args: unknown[]): void; warn?(...args: unknown[]): void }
  /** How long subscribe/unsubscribe wait for an answer (queued time included), and a socket to open. Default 15 s. */
  requestTimeoutMs?: number
  /** How long a publish keeps being retried (same id) before it fails. Default 60 s. */
  publishTimeoutMs?: number
  /** Silence on an open socket after which a liveness probe is sent. Default 45 s. */
  probeAfterSilenceMs?: number
  /** How long a liveness probe may stay unanswered before the socket is dropped. Default 10 s. */
  probeTimeoutMs?: number
}

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
 * - Liveness: every frame, and every WS ping where the implementation shows them (`ws` in Node,
 *   whose relay pings every 15 s), counts as a sign of life. After `probeAfterSilenceMs` of
 *   silence (browsers cannot see pings), an irn_batchSubscribe of known topics is sent as a probe —
 *   harmless to repeat, and any answer, even an error, proves the socket alive; if none comes in
 *   `probeTimeoutMs` the socket is dropped and reconnected. In a page, the `online` event
 *   reconnects at once instead of waiting for the backoff.
 */
export function createRelayClient(options: RelayClientOptions): RelayClient {
  return new RelayConnection(options)
}

class RelayConnection implements RelayClient {
  readonly clientId: string
  readonly #options: RelayClientOptions
  readonly #WebSocket: RelaySocketConstructor
  readonly #seed: Uint8Array
  /** The JWT `sub`: random, fixed for this object's life, not persisted (as 2.21.8). */
  readonly #sub = toHex(randomBytes(32))
  readonly #ua: string
  readonly #requestTimeoutMs: number
  readonly #publishTimeoutMs: number
  readonly #probeAfterSilenceMs: number
  readonly #probeTimeoutMs: number

  readonly #listeners: Listeners<RelayerEvents>
  readonly #pending = new PendingRequests()
  /** Known topics; `confirmed` once an irn_subscribe for it was answered. Map identity tells a re-subscribe apart. */
  readonly #topics = new Map<string, { confirmed: boolean }>()
  readonly #delivered = new RecentHashes()
  readonly #published = new RecentHashes()

  #socket: RelaySocket | null = null
  #open = false
  #closed = false
  #attempt = 0
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined
  #silenceTimer: ReturnType<typeof setTimeout> | undefined
  #probeTimer: ReturnType<typeof setTimeout> | undefined
  readonly #onOnline = () => this.#reconnectNow()

  constructor(options: RelayClientOptions) {
    assertRelayUrl(options.relayUrl)
    const WebSocketImpl = options.WebSocket ?? (globalThis as { WebSocket?: RelaySocketConstructor }).WebSocket
    if (!WebSocketImpl) throw new Error('No WebSocket implementation: pass one as the WebSocket option (in Node 20, `ws`).')
    this.#options = options
    this.#WebSocket = WebSocketImpl
    this.#seed = options.seed ?? generateClientSeed()
    this.clientId = clientIdFromSeed(this.#seed)
    this.#ua = options.ua ?? defaultUserAgent()
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 15_000
    this.#publishTimeoutMs = options.publishTimeoutMs ?? 60_000
    this.#probeAfterSilenceMs = options.probeAfterSilenceMs ?? 45_000
    this.#probeTimeoutMs = options.probeTimeoutMs ?? 10_000
    this.#listeners = new Listeners((event, error) => this.#warn(`a '${String(event)}' listener threw`, error))
    const page = (globalThis as { window?: { addEventListener?: unknown } }).window
    if (typeof page?.addEventListener === 'function') (page as Window).addEventListener('online', this.#onOnline)
  }

  get connected(): boolean {
    return this.#socket !== null && this.#open
  }

  on<E extends keyof RelayerEvents>(event: E, listener: RelayerEvents[E]): () => void {
    return this.#listeners.on(event, listener)
  }

  async subscribe(topic: string): Promise<string> {
    this.#assertNotClosed('irn_subscribe')
    let state = this.#topics.get(topic)
    if (!state) this.#topics.set(topic, (state = { confirmed: false }))
    try {
      const result = await this.#request('irn_subscribe', { topic }, { resend: true, topic })
      state.confirmed = true
      return typeof result === 'string' && result.length > 0 ? result : subscriptionId(topic, this.clientId)
    } catch (error) {
      // A failed first subscribe leaves the topic unknown; a re-subscribe of a live topic keeps it.
      if (this.#topics.get(topic) === state && !state.confirmed) this.#forgetTopic(topic)
      throw error
    }
  }

  async unsubscribe(topic: string): Promise<void> {
    this.#assertNotClosed('irn_unsubscribe')
    const known = this.#topics.has(topic)
    this.#forgetTopic(topic)
    // Never connected and never subscribed: there is nothing on any relay to undo.
    if (!known && this.#socket === null && this.#reconnectTimer === undefined) return
    await this.#request('irn_unsubscribe', { topic, id: subscriptionId(topic, this.clientId) }, { resend: true })
  }

  async publish(topic: string, message: string, options: PublishOptions): Promise<void> {
    this.#assertNotClosed('irn_publish')
    // Recorded before sending: the relay could echo it before it answers.
    this.#published.add(topic, hashMessage(message))
    const params = { topic, message, ttl: options.ttl, tag: options.tag, prompt: options.prompt ?? false }
    await this.#request('irn_publish', params, {
      resend: true,
      timeoutMs: this.#publishTimeoutMs,
      retryEveryMs: this.#requestTimeoutMs,
    })
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    clearTimeout(this.#reconnectTimer)
    this.#reconnectTimer = undefined
    this.#stopLiveness()
    const page = (globalThis as { window?: { removeEventListener?: unknown } }).window
    if (typeof page?.removeEventListener === 'function') (page as Window).removeEventListener('online', this.#onOnline)
    for (const request of this.#pending.values()) {
      this.#pending.fail(request.id, new RelayError('closed', request.method, `${request.method}: the relay client was closed`))
    }
    const socket = this.#socket
    const wasOpen = this.#open
    this.#socket = null
    this.#open = false
    if (socket) await closeSocket(socket)
    if (wasOpen) this.#listeners.emit('disconnect')
  }

  // ---- requests ----

  #request(
    method: string,
    params: unknown,
    how: { resend: boolean; topic?: string; timeoutMs?: number; retryEveryMs?: number },
  ): Promise<unknown> {
    const { request, answer } = this.#pending.add({
      id: relayRequestId(),
      method,
      params,
      resend: how.resend,
      ...(how.topic !== undefined ? { topic: how.topic } : {}),
      timeoutMs: how.timeoutMs ?? this.#requestTimeoutMs,
      ...(how.retryEveryMs !== undefined
        ? { retryEveryMs: how.retryEveryMs, onRetry: (pending: PendingRequest) => this.#retry(pending) }
        : {}),
    })
    if (this.#socket && this.#open) this.#send(this.#socket, request)
    else this.#ensureSocket()
    return answer
  }

  #send(socket: RelaySocket, request: PendingRequest): void {
    if (this.#write(socket, request.text)) request.sentOn = socket
  }

  /** An unanswered publish on a live socket: the relay may have lost it; same id, so it stores it once. */
  #retry(request: PendingRequest): void {
    if (!this.#socket || !this.#open) return
    this.#debug(`${request.method} ${request.id} unanswered, sending it again`)
    this.#send(this.#socket, request)
  }

  #write(socket: RelaySocket, text: string): boolean {
    if (socket.readyState !== SOCKET_OPEN) return false
    try {
      socket.send(text)
      return true
    } catch (error) {
      this.#warn('could not write to the relay socket', error)
      return false
    }
  }

  // ---- the socket ----

  #wantsSocket(): boolean {
    return !this.#closed && (this.#topics.size > 0 || this.#pending.values().some((request) => request.resend))
  }

  #ensureSocket(): void {
    if (this.#closed || this.#socket || this.#reconnectTimer !== undefined) return
    this.#openSocket()
  }

  #openSocket(): void {
    const auth = signRelayJwt({ seed: this.#seed, sub: this.#sub, aud: this.#options.relayUrl, ttl: RELAY_JWT_TTL_SECONDS })
    const url = formatRelayUrl(this.#options.relayUrl, {
      auth,
      ...(this.#options.projectId !== undefined ? { projectId: this.#options.projectId } : {}),
      ua: this.#ua,
    })
    let socket: RelaySocket
    try {
      socket = new this.#WebSocket(url)
    } catch (error) {
      this.#warn('could not open a socket to the relay', error)
      this.#scheduleReconnect()
      return
    }
    this.#socket = socket
    this.#open = false
    socket.binaryType = 'arraybuffer'
    const openTimer = setTimeout(() => {
      if (this.#socket !== socket || this.#open) return
      this.#warn(`the relay socket did not open in ${this.#requestTimeoutMs} ms`)
      this.#socketGone(socket, true)
    }, this.#requestTimeoutMs)
    socket.addEventListener('open', () => {
      clearTimeout(openTimer)
      if (this.#socket === socket) this.#socketOpened(socket)
    })
    socket.addEventListener('message', (event) => {
      if (this.#socket === socket) this.#receive(socket, event.data)
    })
    socket.addEventListener('error', () => {
      // The close event follows and carries the consequences; browsers give no detail here anyway.
      if (this.#socket === socket) this.#debug('relay socket error')
    })
    socket.addEventListener('close', () => {
      clearTimeout(openTimer)
      this.#socketGone(socket, false)
    })
    onProtocolPing(socket, () => {
      if (this.#socket === socket) this.#heardFrom(socket)
    })
  }

  #socketOpened(socket: RelaySocket): void {
    this.#open = true
    this.#debug('connected to the relay')
    this.#heardFrom(socket)
    // Subscriptions first, so a resent publish's answers and deliveries find the topics registered.
    const awaitingOwnAnswer = new Set(
      this.#pending.values().flatMap((request) => (request.method === 'irn_subscribe' && request.topic ? [request.topic] : [])),
    )
    const topics = [...this.#topics.keys()].filter((topic) => !awaitingOwnAnswer.has(topic))
    for (let start = 0; start < topics.length; start += BATCH_SUBSCRIBE_MAX) {
      this.#batchSubscribe(topics.slice(start, start + BATCH_SUBSCRIBE_MAX))
    }
    for (const request of this.#pending.values()) {
      if (request.resend && request.sentOn !== socket) this.#send(socket, request)
    }
    this.#listeners.emit('connect')
  }

  /** The answer is not needed: a topic stays known whether the relay confirms it or not (2.21.8 ignores it too). */
  #batchSubscribe(topics: string[], timeoutMs = this.#requestTimeoutMs): void {
    this.#request('irn_batchSubscribe', { topics }, { resend: false, timeoutMs }).catch((error: unknown) => {
      this.#debug('irn_batchSubscribe failed', error)
    })
  }

  #socketGone(socket: RelaySocket, drop: boolean): void {
    if (this.#socket !== socket) return
    const wasOpen = this.#open
    this.#socket = null
    this.#open = false
    this.#stopLiveness()
    if (drop) dropSocket(socket)
    for (const request of this.#pending.values()) {
      if (!request.resend && request.sentOn === socket) {
        this.#pending.fail(request.id, new RelayError('timeout', request.method, `${request.method}: the socket closed before the answer`))
      }
    }
    if (wasOpen) {
      this.#debug('disconnected from the relay')
      this.#listeners.emit('disconnect')
    }
    if (this.#wantsSocket()) this.#scheduleReconnect()
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#socket || this.#reconnectTimer !== undefined) return
    const delay = reconnectDelayMs(this.#attempt++)
    this.#debug(`reconnecting in ${delay} ms`)
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = undefined
      if (this.#wantsSocket()) this.#openSocket()
    }, delay)
  }

  /** The network is back (a page's `online` event): no point waiting out the backoff. */
  #reconnectNow(): void {
    if (this.#closed) return
    if (this.#socket && this.#open) {
      // The old socket may have died with the old network: check it now rather than in 45 s.
      this.#probe(this.#socket)
      return
    }
    if (this.#socket || !this.#wantsSocket()) return
    clearTimeout(this.#reconnectTimer)
    this.#reconnectTimer = undefined
    this.#attempt = 0
    this.#openSocket()
  }

  // ---- liveness ----

  #heardFrom(socket: RelaySocket): void {
    clearTimeout(this.#probeTimer)
    this.#probeTimer = undefined
    clearTimeout(this.#silenceTimer)
    this.#silenceTimer = setTimeout(() => this.#probe(socket), this.#probeAfterSilenceMs)
  }

  #probe(socket: RelaySocket): void {
    if (this.#socket !== socket || !this.#open || this.#probeTimer !== undefined) return
    this.#debug('relay silent, sending a liveness probe')
    this.#batchSubscribe([...this.#topics.keys()].slice(0, BATCH_SUBSCRIBE_MAX), this.#probeTimeoutMs)
    this.#probeTimer = setTimeout(() => {
      this.#warn(`no answer from the relay in ${this.#probeTimeoutMs} ms, reconnecting`)
      this.#socketGone(socket, true)
    }, this.#probeTimeoutMs)
  }

  #stopLiveness(): void {
    clearTimeout(this.#silenceTimer)
    clearTimeout(this.#probeTimer)
    this.#silenceTimer = undefined
    this.#probeTimer = undefined
  }

  // ---- incoming frames ----

  #receive(socket: RelaySocket, data: unknown): void {
    this.#heardFrom(socket)
    const text = messageText(data)
    if (text === undefined) {
      this.#warn('ignored a relay frame that is not text')
      return
    }
    const incoming = parseIncomingFrame(text)
    switch (incoming.kind) {
      case 'invalid':
        this.#warn(`ignored a relay frame: ${incoming.reason}`, text.slice(0, 200))
        return
      case 'result':
        // The relay serves this client: the next drop starts the backoff from 100 ms again.
        this.#attempt = 0
        if (!this.#pending.succeed(String(incoming.frame.id), incoming.frame.result)) this.#debug('answer to no pending request', incoming.frame.id)
        return
      case 'error': {
        this.#attempt = 0
        const id = String(incoming.frame.id)
        const request = this.#pending.get(id)
        const { code, message } = incoming.frame.error
        const error = new RelayError('refused', request?.method ?? 'unknown', `${request?.method ?? 'relay'}: ${message ?? 'refused'}`, code)
        if (!this.#pending.fail(id, error)) this.#debug('error answer to no pending request', incoming.frame.id)
        return
      }
      case 'request':
        this.#handleRequest(socket, incoming.frame)
        return
    }
  }

  #handleRequest(socket: RelaySocket, frame: RequestFrame): void {
    if (!isSubscriptionMethod(frame.method)) {
      this.#write(socket, JSON.stringify({ id: frame.id, jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' } }))
      return
    }
    // Ack first, whatever follows: the relay deletes its stored copy on the ack, and a delivery we
    // drop (duplicate, unknown topic, malformed) must not come back forever.
    this.#write(socket, JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    const parsed = subscriptionParams.safeParse(frame.params)
    if (!parsed.success) {
      this.#warn('ignored a malformed irn_subscription', frame.params)
      return
    }
    const { topic, message, publishedAt, tag } = parsed.data.data
    if (!this.#topics.has(topic)) {
      this.#debug('delivery for a topic not subscribed, dropped', topic)
      return
    }
    const hash = hashMessage(message)
    if (this.#published.has(topic, hash)) {
      this.#debug('echo of our own publish, dropped', topic)
      return
    }
    if (!this.#delivered.add(topic, hash)) {
      this.#debug('repeated delivery, dropped', topic)
      return
    }
    const delivered: RelayMessage = { topic, message, publishedAt, ...(tag !== undefined ? { tag } : {}) }
    this.#listeners.emit('message', delivered)
  }

  // ---- helpers ----

  #forgetTopic(topic: string): void {
    this.#topics.delete(topic)
    this.#delivered.forget(topic)
    this.#published.forget(topic)
  }

  #assertNotClosed(method: string): void {
    if (this.#closed) throw new RelayError('closed', method, `${method}: the relay client was closed`)
  }

  #debug(...args: unknown[]): void {
    this.#options.logger?.debug?.('[relay]', ...args)
  }

  #warn(...args: unknown[]): void {
    this.#options.logger?.warn?.('[relay]', ...args)
  }
}

function assertRelayUrl(relayUrl: string): void {
  let url: URL
  try {
    url = new URL(relayUrl)
  } catch {
    throw new Error(`relayUrl is not a URL: ${relayUrl}`)
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') throw new Error(`relayUrl must be ws: or wss:, got ${relayUrl}`)
}

/** A polite close, but no more than a second of waiting for the relay's closing handshake. */
function closeSocket(socket: RelaySocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === 3 /* CLOSED */) {
      resolve()
      return
    }
    const timer = setTimeout(() => {
      dropSocket(socket)
      resolve()
    }, 1000)
    socket.addEventListener('close', () => {
      clearTimeout(timer)
      resolve()
    })
    try {
      socket.close(1000, 'client closed')
    } catch {
      clearTimeout(timer)
      resolve()
    }
  })
}
