import * as v from 'valibot'
/**
 * What the dapp and the wallet engines share, built up in layers: topicRpc.ts (keychain,
 * publishing with the tags of §4.1, receiving, the requests waiting for the peer's answer),
 * pairingsAndSessions.ts (persisted pairings and sessions), and here the client's lifecycle, a 5 s
 * sweep of whatever has expired, and the few methods both roles send and answer alike (pings,
 * extend, deletes); each role registers its own handlers.
 */
import type { ErrorResponse, Metadata, Session, KeyValueStorage } from '../types.ts'
import { internalError, sdkError } from '../errors.ts'
import { PersistedMap, type Pairing } from './sessionStore.ts'
import { deleteParamsSchema } from './schemas.ts'
import { toWalletConnectError } from './failures.ts'
import { EXPIRY_CHECK_INTERVAL_MS, isExpired } from './time.ts'
import type { ResolvedOptions } from './clientOptions.ts'
import { unrefTimer } from './unrefTimer.ts'
import type { IncomingRequest } from './topicRpc.ts'
import { PairingsAndSessions } from './pairingsAndSessions.ts'

export class SignEngine extends PairingsAndSessions {
  readonly metadata: Metadata
  private readonly tickHooks: Array<() => Promise<void> | void> = []
  private ticker: ReturnType<typeof setInterval> | undefined

  private constructor(options: ResolvedOptions, keychain: PersistedMap<string>, pairings: PersistedMap<Pairing>, sessions: PersistedMap<Session>) {
    super(options, keychain, pairings, sessions)
    this.metadata = options.metadata
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

  onTick(hook: () => Promise<void> | void): void {
    this.tickHooks.push(hook)
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
    const reason = v.safeParse(deleteParamsSchema, request.params ?? {})
    this.logger.debug(`Peer deleted session ${request.topic}:`, reason.success ? reason.output.message : request.params)
    // Answer first (the peer may wait for it), then forget the topic and its key.
    await this.sendResult(request.topic, request.id, request.method, true).catch((error: unknown) => this.logger.debug('Could not answer wc_sessionDelete:', error))
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
    if (this.ticker !== undefined) clearInterval(this.ticker)
    this.stopRpc()
    await Promise.all([this.keychain.flushed(), this.pairings.flushed(), this.sessions.flushed()])
    await this.relayer.close()
  }
}
