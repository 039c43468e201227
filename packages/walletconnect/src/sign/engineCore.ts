/**
 * What the dapp and the wallet engines share: the keychain (topic → sym key, public key → private
 * key), persisted pairings and sessions, turning relay messages into JSON-RPC requests and
 * responses, the table of requests waiting for the peer's answer, publishing with the tags of
 * §4.1, and a 5 s sweep of whatever has expired. It knows no method but the few both roles answer
 * alike (pings, extend, deletes); each role registers its own handlers.
 */
import type {
  ErrorResponse,
  JsonRpcPayload,
  Metadata,
  PublishOptions,
  RelayMessage,
  Relayer,
  Session,
  SessionEventParams,
  SessionNamespaces,
  SessionProposal,
  SessionRequest,
  KeyValueStorage,
} from '../types.ts'
import { decryptEnvelope, encryptEnvelope } from '../crypto.ts'
import { payloadId } from '../payloadId.ts'
import { internalError, sdkError } from '../errors.ts'
import { createEmitter, type Emitter } from './emitter.ts'
import { PersistedMap, type Pairing } from './sessionStore.ts'
import { PUBLISH_TABLE, responseOptions, type SignMethod } from './publishTable.ts'
import { jsonRpcMessageSchema, deleteParamsSchema, describeIssues, type IncomingJsonRpc } from './schemas.ts'
import { NoAnswerError, toWalletConnectError, peerError } from './failures.ts'
import {
  EXPIRY_CHECK_INTERVAL_MS,
  PEER_ANSWER_TIMEOUT_SECONDS,
  SESSION_TTL_SECONDS,
  isExpired,
  nowSeconds,
} from './time.ts'
import type { ResolvedOptions } from './clientOptions.ts'

/** Every event either client can emit; each client exposes its own subset. */
export type EngineEvents = {
  session_proposal: (proposal: SessionProposal) => void
  session_request: (request: SessionRequest) => void
  session_event: (e: { topic: string; params: SessionEventParams }) => void
  session_update: (e: { topic: string; namespaces: SessionNamespaces }) => void
  session_delete: (e: { topic: string }) => void
  session_expire: (e: { topic: string }) => void
  session_extend: (e: { topic: string }) => void
  session_ping: (e: { topic: string }) => void
}

/** A request that arrived: decrypted, with its id and method; `params` still to be validated. */
export interface IncomingRequest {
  topic: string
  id: number
  method: string
  params: unknown
}

export type RequestHandler = (request: IncomingRequest) => Promise<void> | void

interface PendingAnswer {
  topic: string
  method: string
  resolve(result: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout>
}

/** Request ids seen as our own publishes, so an echoing relay cannot make us answer ourselves. */
const SENT_MEMORY = 1000

/** Why a session ended, for the requests still waiting on it. */
export type SessionEnd = 'deleted' | 'expired'

function unrefTimer(timer: ReturnType<typeof setTimeout> | ReturnType<typeof setInterval>): void {
  const maybe = timer as { unref?: () => void }
  maybe.unref?.()
}

export class SignEngine {
  readonly events: Emitter<EngineEvents>
  readonly relayer: Relayer
  readonly metadata: Metadata
  readonly logger: ResolvedOptions['logger']
  private readonly handlers = new Map<string, RequestHandler>()
  private readonly pending = new Map<number, PendingAnswer>()
  private readonly sentMessages = new Set<string>()
  private readonly tickHooks: Array<() => Promise<void> | void> = []
  private readonly sessionEndHooks: Array<(topic: string) => void> = []
  private inbox: Promise<void> = Promise.resolve()
  private ticker: ReturnType<typeof setInterval> | undefined
  private readonly stopListening: () => void
  private closed = false

  private constructor(
    options: ResolvedOptions,
    /** topic → sym key, and `key:<publicKey>` → private key. */
    readonly keychain: PersistedMap<string>,
    readonly pairings: PersistedMap<Pairing>,
    readonly sessions: PersistedMap<Session>,
  ) {
    this.relayer = options.relayer
    this.metadata = options.metadata
    this.logger = options.logger
    this.events = createEmitter<EngineEvents>((error) => this.logger.warn('A listener threw:', error))
    this.stopListening = this.relayer.on('message', (message) => this.receive(message))
    this.handle('wc_sessionPing', (r) => this.onSessionPing(r))
    this.handle('wc_sessionExtend', (r) => this.onSessionExtend(r))
    this.handle('wc_sessionDelete', (r) => this.onSessionDelete(r))
    this.handle('wc_pairingPing', (r) => this.onPairingPing(r))
    this.handle('wc_pairingDelete', (r) => this.onPairingDelete(r))
  }

  /** Loads what the storage holds; {@link start} then drops what expired meanwhile and re-subscribes the rest. */
  static async create(options: ResolvedOptions): Promise<SignEngine> {
    const warn = (error: unknown): void => options.logger.warn('Storage write failed:', error)
    const key = (name: string): string => `${options.prefix}:${name}`
    const [keychain, pairings, sessions] = await Promise.all([
      PersistedMap.load<string>(options.storage, key('keychain'), warn),
      PersistedMap.load<Pairing>(options.storage, key('pairings'), warn),
      PersistedMap.load<Session>(options.storage, key('sessions'), warn),
    ])
    return new SignEngine(options, keychain, pairings, sessions)
  }

  /** A further persisted collection under this client's prefix (the wallet's proposals). */
  static loadCollection<V>(storage: KeyValueStorage, prefix: string, name: string, engine: SignEngine): Promise<PersistedMap<V>> {
    return PersistedMap.load<V>(storage, `${prefix}:${name}`, (error) => engine.logger.warn('Storage write failed:', error))
  }

  /** Starts the expiry sweep and re-subscribes stored topics; call once the role registered its handlers. */
  async start(): Promise<void> {
    await this.sweepExpired()
    this.ticker = setInterval(() => {
      void this.sweepExpired().catch((error: unknown) => this.logger.warn('Expiry sweep failed:', error))
    }, EXPIRY_CHECK_INTERVAL_MS)
    unrefTimer(this.ticker)
    const topics = [...this.pairings.values().map((p) => p.topic), ...this.sessions.values().map((s) => s.topic)]
    // Subscribing connects the relayer; a relay that is down now must not fail the client's creation.
    for (const topic of topics) {
      this.relayer.subscribe(topic).catch((error: unknown) => this.logger.warn(`Could not re-subscribe ${topic}:`, error))
    }
  }

  handle(method: string, handler: RequestHandler): void {
    this.handlers.set(method, handler)
  }

  onTick(hook: () => Promise<void> | void): void {
    this.tickHooks.push(hook)
  }

  onSessionEnd(hook: (topic: string) => void): void {
    this.sessionEndHooks.push(hook)
  }

  // ---- keys and topics ----

  async storeSymKey(topic: string, symKey: string): Promise<void> {
    await this.keychain.set(topic, symKey)
  }

  async storePrivateKey(publicKey: string, privateKey: string): Promise<void> {
    await this.keychain.set(`key:${publicKey}`, privateKey)
  }

  privateKey(publicKey: string): string | undefined {
    return this.keychain.get(`key:${publicKey}`)
  }

  async deletePrivateKey(publicKey: string): Promise<void> {
    await this.keychain.delete(`key:${publicKey}`)
  }

  async subscribe(topic: string): Promise<void> {
    await this.relayer.subscribe(topic)
  }

  /** Unsubscribes and forgets the topic's key. */
  async forgetTopic(topic: string): Promise<void> {
    await this.keychain.delete(topic)
    await this.relayer.unsubscribe(topic).catch((error: unknown) => this.logger.debug(`Unsubscribe of ${topic} failed:`, error))
  }

  // ---- publishing ----

  private async publish(topic: string, payload: JsonRpcPayload, options: PublishOptions): Promise<void> {
    const symKey = this.keychain.get(topic)
    if (symKey === undefined) throw toWalletConnectError(internalError('NO_MATCHING_KEY', `topic doesn't exist: ${topic}`))
    const encoded = encryptEnvelope({ symKey, message: JSON.stringify(payload) })
    this.sentMessages.add(encoded)
    if (this.sentMessages.size > SENT_MEMORY) {
      const oldest = this.sentMessages.values().next().value
      if (oldest !== undefined) this.sentMessages.delete(oldest)
    }
    await this.relayer.publish(topic, encoded, options)
  }

  /**
   * Publishes a request and answers its id, when the relay took it (`published`), and the peer's
   * answer (`answer`, which rejects with a WalletConnectError on an error response or after
   * `timeoutSeconds`). `answer` never counts as an unhandled rejection if nobody awaits it.
   */
  sendRequest<T = unknown>(
    topic: string,
    method: SignMethod,
    params: unknown,
    options: { id?: number; ttl?: number; timeoutSeconds?: number; expectAnswer?: boolean; timeoutError?: () => Error } = {},
  ): { id: number; published: Promise<void>; answer: Promise<T> } {
    const id = options.id ?? payloadId()
    const publishOptions = { ...PUBLISH_TABLE[method].req, ...(options.ttl !== undefined ? { ttl: options.ttl } : {}) }
    const expectAnswer = options.expectAnswer ?? true
    const answer = new Promise<T>((resolve, reject) => {
      if (!expectAnswer) return
      const timeoutSeconds = options.timeoutSeconds ?? PEER_ANSWER_TIMEOUT_SECONDS
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(
          options.timeoutError?.() ??
            new NoAnswerError(internalError('EXPIRED').code, `${method} got no answer within ${timeoutSeconds} s`),
        )
      }, timeoutSeconds * 1000)
      unrefTimer(timer)
      this.pending.set(id, { topic, method, resolve: resolve as (r: unknown) => void, reject, timer })
    })
    answer.catch(() => {})
    const published = this.publish(topic, { id, jsonrpc: '2.0', method, params }, publishOptions)
    published.catch((error: unknown) => this.settlePending(id, undefined, error instanceof Error ? error : new Error(String(error))))
    return { id, published, answer }
  }

  async sendResult(topic: string, id: number, method: string, result: unknown, options?: PublishOptions): Promise<void> {
    await this.publish(topic, { id, jsonrpc: '2.0', result }, options ?? responseOptions(method))
  }

  async sendError(topic: string, id: number, method: string, error: ErrorResponse, options?: PublishOptions): Promise<void> {
    const { code, message } = error
    const wire = error.data === undefined ? { code, message } : { code, message, data: error.data }
    await this.publish(topic, { id, jsonrpc: '2.0', error: wire }, options ?? responseOptions(method))
  }

  /** Answers with an error, and only logs if that publish fails: used from message handlers, which must not throw. */
  async refuse(request: IncomingRequest, error: ErrorResponse, options?: PublishOptions): Promise<void> {
    this.logger.debug(`Refusing ${request.method} ${request.id} on ${request.topic}:`, error.message)
    await this.sendError(request.topic, request.id, request.method, error, options).catch((e: unknown) =>
      this.logger.warn(`Could not answer ${request.method} ${request.id}:`, e),
    )
  }

  private settlePending(id: number, result: unknown, error?: Error): void {
    const pending = this.pending.get(id)
    if (pending === undefined) return
    this.pending.delete(id)
    clearTimeout(pending.timer)
    if (error !== undefined) pending.reject(error)
    else pending.resolve(result)
  }

  /** Fails every request still waiting for an answer on `topic` (the session ended). */
  failPendingOn(topic: string, error: ErrorResponse): void {
    for (const [id, pending] of this.pending) {
      if (pending.topic === topic) this.settlePending(id, undefined, toWalletConnectError(error))
    }
  }

  // ---- receiving ----

  private receive(message: RelayMessage): void {
    // One message at a time, in arrival order: a settle is stored before the request that follows it.
    this.inbox = this.inbox
      .then(() => this.process(message))
      .catch((error: unknown) => this.logger.warn('Handling a relay message failed:', error))
  }

  private async process({ topic, message }: RelayMessage): Promise<void> {
    if (this.closed || this.sentMessages.has(message)) return
    const symKey = this.keychain.get(topic)
    if (symKey === undefined) return
    let json: unknown
    try {
      json = JSON.parse(decryptEnvelope({ symKey, encoded: message }))
    } catch (error) {
      this.logger.debug(`Dropped an unreadable message on ${topic}:`, error)
      return
    }
    const parsed = jsonRpcMessageSchema.safeParse(json)
    if (!parsed.success) {
      this.logger.debug(`Dropped a message on ${topic} that is not JSON-RPC:`, describeIssues(parsed.error))
      return
    }
    const payload = parsed.data
    if (payload.method !== undefined) await this.dispatch(topic, payload, payload.method)
    else if (json !== null && typeof json === 'object' && ('result' in json || 'error' in json)) this.onResponse(topic, payload)
  }

  private async dispatch(topic: string, payload: IncomingJsonRpc, method: string): Promise<void> {
    const request: IncomingRequest = { topic, id: payload.id, method, params: payload.params }
    const handler = this.handlers.get(method)
    if (handler === undefined) {
      await this.refuse(request, sdkError('WC_METHOD_UNSUPPORTED', method))
      return
    }
    try {
      await handler(request)
    } catch (error) {
      // Handlers answer their own refusals; reaching here is a bug or a storage failure.
      this.logger.warn(`Handling ${method} ${payload.id} failed:`, error)
      if (method !== 'wc_pairingDelete') {
        await this.refuse(request, internalError('MISSING_OR_INVALID', `${method}: ${String(error)}`))
      }
    }
  }

  private onResponse(topic: string, payload: IncomingJsonRpc): void {
    const pending = this.pending.get(payload.id)
    if (pending === undefined || pending.topic !== topic) {
      this.logger.debug(`Ignored an answer to unknown request ${payload.id} on ${topic}`)
      return
    }
    if (payload.error !== undefined) this.settlePending(payload.id, undefined, peerError(payload.error))
    else this.settlePending(payload.id, payload.result)
  }

  // ---- sessions and pairings ----

  session(topic: string): Session | undefined {
    return this.sessions.get(topic)
  }

  /** The session, or a WalletConnectError naming the missing topic. */
  requireSession(topic: string): Session {
    const session = this.sessions.get(topic)
    if (session === undefined) throw toWalletConnectError(internalError('NO_MATCHING_KEY', `session topic doesn't exist: ${topic}`))
    return session
  }

  async saveSession(session: Session): Promise<void> {
    await this.sessions.set(session.topic, session)
  }

  /**
   * Forgets a session: requests still waiting on it fail (6000 when deleted, 6 when expired), its
   * keys go, the topic is unsubscribed, and the event (if any) is emitted.
   */
  async endSession(topic: string, end: SessionEnd, event?: 'session_delete' | 'session_expire'): Promise<void> {
    const session = this.sessions.get(topic)
    if (session === undefined) return
    await this.sessions.delete(topic)
    this.failPendingOn(
      topic,
      end === 'deleted' ? sdkError('USER_DISCONNECTED') : internalError('EXPIRED', `session topic: ${topic}`),
    )
    for (const hook of this.sessionEndHooks) hook(topic)
    await this.deletePrivateKey(session.self.publicKey)
    await this.forgetTopic(topic)
    if (event !== undefined) this.events.emit(event, { topic })
  }

  async savePairing(pairing: Pairing): Promise<void> {
    await this.pairings.set(pairing.topic, pairing)
  }

  /** Marks a pairing as used by an answered proposal; it then lives 300 s more (design note §1). */
  async activatePairing(topic: string, ttlSeconds: number): Promise<void> {
    const pairing = this.pairings.get(topic)
    if (pairing === undefined) return
    await this.pairings.set(topic, { ...pairing, active: true, expiry: nowSeconds() + ttlSeconds })
  }

  async deletePairing(topic: string, why: ErrorResponse = sdkError('USER_DISCONNECTED')): Promise<void> {
    if (!this.pairings.has(topic)) return
    await this.pairings.delete(topic)
    this.failPendingOn(topic, why)
    await this.forgetTopic(topic)
  }

  async extendSession(topic: string): Promise<void> {
    const session = this.sessions.get(topic)
    if (session === undefined) return
    await this.saveSession({ ...session, expiry: nowSeconds() + SESSION_TTL_SECONDS })
  }

  // ---- what both roles send ----

  /** wc_sessionPing on a session topic, wc_pairingPing on a pairing topic; resolves on the peer's `true`. */
  async ping(topic: string): Promise<void> {
    if (this.sessions.has(topic)) {
      await this.sendRequest(topic, 'wc_sessionPing', {}).answer
    } else if (this.pairings.has(topic)) {
      await this.sendRequest(topic, 'wc_pairingPing', {}).answer
    } else {
      throw toWalletConnectError(internalError('NO_MATCHING_KEY', `ping() topic doesn't exist: ${topic}`))
    }
  }

  /** wc_sessionExtend `{}`; once the peer agreed, this side's expiry is now + 7 days too. */
  async extend(topic: string): Promise<void> {
    this.requireSession(topic)
    await this.sendRequest(topic, 'wc_sessionExtend', {}).answer
    await this.extendSession(topic)
  }

  /**
   * Ends a session (wc_sessionDelete) or a pairing (wc_pairingDelete) with the peer. The local state
   * goes once the relay took the message; the peer's answer is not awaited.
   */
  async disconnect(topic: string, reason?: ErrorResponse): Promise<void> {
    const why = reason ?? sdkError('USER_DISCONNECTED')
    const params = { code: why.code, message: why.message }
    if (this.sessions.has(topic)) {
      await this.sendRequest(topic, 'wc_sessionDelete', params, { expectAnswer: false }).published
      await this.endSession(topic, 'deleted')
    } else if (this.pairings.has(topic)) {
      await this.sendRequest(topic, 'wc_pairingDelete', params, { expectAnswer: false }).published
      await this.deletePairing(topic)
    } else {
      throw toWalletConnectError(internalError('NO_MATCHING_KEY', `disconnect() topic doesn't exist: ${topic}`))
    }
  }

  // ---- what both roles answer alike ----

  private async onSessionPing(request: IncomingRequest): Promise<void> {
    if (!this.sessions.has(request.topic)) {
      await this.refuse(request, internalError('NO_MATCHING_KEY', `session topic doesn't exist: ${request.topic}`))
      return
    }
    await this.sendResult(request.topic, request.id, request.method, true)
    this.events.emit('session_ping', { topic: request.topic })
  }

  private async onSessionExtend(request: IncomingRequest): Promise<void> {
    if (!this.sessions.has(request.topic)) {
      await this.refuse(request, sdkError('INVALID_EXTEND_REQUEST', `session topic doesn't exist: ${request.topic}`))
      return
    }
    // 2.21.8 sends `{}` and each side counts 7 days from its own clock; any expiry inside is ignored.
    await this.extendSession(request.topic)
    await this.sendResult(request.topic, request.id, request.method, true)
    this.events.emit('session_extend', { topic: request.topic })
  }

  private async onSessionDelete(request: IncomingRequest): Promise<void> {
    if (!this.sessions.has(request.topic)) return
    const reason = deleteParamsSchema.safeParse(request.params ?? {})
    this.logger.debug(`Peer deleted session ${request.topic}:`, reason.success ? reason.data.message : request.params)
    // Answer first (the peer may wait for it), then forget the topic and its key.
    await this.sendResult(request.topic, request.id, request.method, true).catch((error: unknown) =>
      this.logger.debug('Could not answer wc_sessionDelete:', error),
    )
    await this.endSession(request.topic, 'deleted', 'session_delete')
  }

  private async onPairingPing(request: IncomingRequest): Promise<void> {
    if (!this.pairings.has(request.topic)) return
    await this.sendResult(request.topic, request.id, request.method, true)
  }

  /** No answer: 2.21.8 neither sends nor expects one. */
  private async onPairingDelete(request: IncomingRequest): Promise<void> {
    await this.deletePairing(request.topic)
  }

  // ---- expiry ----

  /** Role hooks first, so an expired proposal is reported as such before its pairing goes. */
  private async sweepExpired(): Promise<void> {
    for (const hook of this.tickHooks) await hook()
    for (const session of this.sessions.values()) {
      if (isExpired(session.expiry)) await this.endSession(session.topic, 'expired', 'session_expire')
    }
    for (const pairing of this.pairings.values()) {
      if (isExpired(pairing.expiry)) await this.deletePairing(pairing.topic, internalError('EXPIRED', `pairing topic: ${pairing.topic}`))
    }
  }

  /** Stops timers and the relay socket; pending answers fail. Stored state stays for the next client. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    if (this.ticker !== undefined) clearInterval(this.ticker)
    this.stopListening()
    for (const [id] of this.pending) this.settlePending(id, undefined, new Error('The WalletConnect client was closed'))
    await Promise.all([this.keychain.flushed(), this.pairings.flushed(), this.sessions.flushed()])
    await this.relayer.close()
  }
}
