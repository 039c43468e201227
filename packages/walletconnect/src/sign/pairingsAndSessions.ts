/**
 * The pairings and sessions a client holds, on top of its topics: saving, extending and ending
 * them. An ending fails the requests still waiting on the topic, drops its keys and unsubscribes.
 */
import type { ErrorResponse, Session, SessionEventParams, SessionNamespaces, SessionProposal, SessionRequest } from '../types.ts'
import { internalError, sdkError } from '../errors.ts'
import { createEmitter, type Emitter } from '../events.ts'
import type { PersistedMap, Pairing } from './sessionStore.ts'
import { toWalletConnectError } from './failures.ts'
import { SESSION_TTL_SECONDS, nowSeconds } from './time.ts'
import type { ResolvedOptions } from './clientOptions.ts'
import { TopicRpc } from './topicRpc.ts'

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

/** Why a session ended, for the requests still waiting on it. */
export type SessionEnd = 'deleted' | 'expired'

export class PairingsAndSessions extends TopicRpc {
  readonly events: Emitter<EngineEvents>
  private readonly sessionEndHooks: Array<(topic: string) => void> = []

  protected constructor(
    options: ResolvedOptions,
    keychain: PersistedMap<string>,
    readonly pairings: PersistedMap<Pairing>,
    readonly sessions: PersistedMap<Session>,
  ) {
    super(options, keychain)
    this.events = createEmitter<EngineEvents>((_event, error) => this.logger.warn('A listener threw:', error))
  }

  onSessionEnd(hook: (topic: string) => void): void {
    this.sessionEndHooks.push(hook)
  }

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
    this.failPendingOn(topic, end === 'deleted' ? sdkError('USER_DISCONNECTED') : internalError('EXPIRED', `session topic: ${topic}`))
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
}
