import { DEFAULT_RELAY_PROTOCOL } from '@foyer/core/internal'
import * as v from 'valibot'
/**
 * The wallet side of the Sign protocol: pairs with a dapp's URI, shows its proposal, settles the
 * session as its controller, and hands the dapp's requests to the app one at a time.
 */
import type { ErrorResponse, JsonRpcResponse, Session, SessionNamespaces, SessionProposal, SessionRequest } from '../types.ts'
import { deriveSymKey, generateKeyPair, topicFromSymKeyAsync } from '../crypto.ts'
import { isPairingUriExpired, parsePairingUri } from '../uri.ts'
import { internalError, sdkError } from '../errors.ts'
import { isConformingNamespaces, isEventAllowed, isRequestAllowed, sessionChains, validateProposalNamespaces, validateSessionNamespaces } from '../namespaces.ts'
import { SignEngine } from './engineCore.ts'
import type { IncomingRequest } from './topicRpc.ts'
import { resolveClientOptions, type ClientOptions } from './clientOptions.ts'
import { NoAnswerError, toWalletConnectError } from './failures.ts'
import { PROPOSAL_AUTO_REJECT_OPTIONS, PROPOSAL_REJECT_OPTIONS } from './publishTable.ts'
import { describeIssues, proposeParamsSchema, requestParamsSchema } from './schemas.ts'
import { SessionRequestQueue } from './requestQueue.ts'
import { ACTIVE_PAIRING_TTL_SECONDS, PROPOSAL_TTL_SECONDS, SESSION_TTL_SECONDS, isExpired, nowSeconds } from './time.ts'

export type { ClientOptions } from './clientOptions.ts'

export interface WalletClient {
  /** Validates the URI (an expired one is refused with a clear error) and subscribes; the proposal arrives as 'session_proposal'. */
  pair(p: { uri: string }): Promise<void>
  /** Resolves with the session once the settlement is published. */
  approve(p: { id: number; namespaces: SessionNamespaces; sessionProperties?: Record<string, string> }): Promise<Session>
  reject(p: { id: number; reason: ErrorResponse }): Promise<void>
  respond(p: { topic: string; response: JsonRpcResponse }): Promise<void>
  update(p: { topic: string; namespaces: SessionNamespaces }): Promise<void>
  extend(p: { topic: string }): Promise<void>
  emit(p: { topic: string; event: { name: string; data: unknown }; chainId: string }): Promise<void>
  ping(p: { topic: string }): Promise<void>
  disconnect(p: { topic: string; reason?: ErrorResponse }): Promise<void>
  sessions(): Session[]
  pendingProposals(): SessionProposal[]
  on(event: 'session_proposal', l: (p: SessionProposal) => void): () => void
  on(event: 'session_request', l: (r: SessionRequest) => void): () => void
  on(event: 'session_delete' | 'session_expire' | 'session_ping', l: (e: { topic: string }) => void): () => void
  close(): Promise<void>
}

/** The code 2.21.8 gives a URI it cannot use (internal "Missing or invalid."). */
const INVALID_URI_CODE = internalError('MISSING_OR_INVALID').code

export async function createWalletClient(options: ClientOptions): Promise<WalletClient> {
  const resolved = await resolveClientOptions(options)
  const engine = await SignEngine.create(resolved)
  const proposals = await SignEngine.loadCollection<SessionProposal>(resolved.storage, resolved.prefix, 'proposals', engine)
  const requests = new SessionRequestQueue((request) => engine.events.emit('session_request', request))

  async function onSessionPropose(request: IncomingRequest): Promise<void> {
    if (!engine.pairings.has(request.topic)) return
    const parsed = v.safeParse(proposeParamsSchema, request.params)
    if (!parsed.success) {
      const error = internalError('MISSING_OR_INVALID', `wc_sessionPropose params: ${describeIssues(parsed.issues)}`)
      await engine.refuse(request, error, PROPOSAL_AUTO_REJECT_OPTIONS)
      return
    }
    const params = parsed.output
    const invalid =
      validateProposalNamespaces(params.requiredNamespaces, 'requiredNamespaces', 'onSessionProposeRequest()') ??
      validateProposalNamespaces(params.optionalNamespaces, 'optionalNamespaces', 'onSessionProposeRequest()')
    if (invalid !== null) {
      await engine.refuse(request, invalid, PROPOSAL_AUTO_REJECT_OPTIONS)
      return
    }
    const expiryTimestamp = params.expiryTimestamp ?? nowSeconds() + PROPOSAL_TTL_SECONDS
    if (isExpired(expiryTimestamp)) {
      engine.logger.debug(`Dropped expired proposal ${request.id}`)
      return
    }
    if (proposals.has(String(request.id))) return
    const proposal: SessionProposal = {
      id: request.id,
      params: {
        id: request.id,
        expiryTimestamp,
        relays: params.relays,
        proposer: params.proposer,
        requiredNamespaces: params.requiredNamespaces as SessionProposal['params']['requiredNamespaces'],
        optionalNamespaces: params.optionalNamespaces as SessionProposal['params']['optionalNamespaces'],
        // Where it arrived is where the answer goes, whatever the params claim.
        pairingTopic: request.topic,
        ...(params.sessionProperties !== undefined ? { sessionProperties: params.sessionProperties } : {}),
      },
    }
    await proposals.set(String(request.id), proposal)
    engine.events.emit('session_proposal', proposal)
  }

  async function onSessionRequest(request: IncomingRequest): Promise<void> {
    const session = engine.session(request.topic)
    if (session === undefined) {
      await engine.refuse(request, internalError('NO_MATCHING_KEY', `session topic doesn't exist: ${request.topic}`))
      return
    }
    const parsed = v.safeParse(requestParamsSchema, request.params)
    if (!parsed.success) {
      await engine.refuse(request, sdkError('INVALID_METHOD', describeIssues(parsed.issues)))
      return
    }
    const { chainId, request: call } = parsed.output
    if (call.expiryTimestamp !== undefined && isExpired(call.expiryTimestamp)) {
      engine.logger.debug(`Dropped expired request ${request.id}`)
      return
    }
    if (!sessionChains(session.namespaces).includes(chainId)) {
      await engine.refuse(request, sdkError('UNSUPPORTED_CHAINS', `request() chainId: ${chainId}`))
      return
    }
    if (!isRequestAllowed(session.namespaces, chainId, call.method)) {
      await engine.refuse(request, sdkError('UNSUPPORTED_METHODS', `request() method: ${call.method}`))
      return
    }
    requests.add({ id: request.id, topic: request.topic, params: { request: call, chainId } })
  }

  async function onSessionUpdate(request: IncomingRequest): Promise<void> {
    // Only the controller (this wallet) changes the namespaces.
    await engine.refuse(request, sdkError('UNAUTHORIZED_UPDATE_REQUEST', `session topic: ${request.topic}`))
  }

  engine.handle('wc_sessionPropose', onSessionPropose)
  engine.handle('wc_sessionRequest', onSessionRequest)
  engine.handle('wc_sessionUpdate', onSessionUpdate)
  engine.onSessionEnd((topic) => requests.dropTopic(topic))
  engine.onTick(async () => {
    requests.dropExpired()
    for (const proposal of proposals.values()) {
      if (isExpired(proposal.params.expiryTimestamp)) await proposals.delete(String(proposal.id))
    }
  })
  await engine.start()

  function requireProposal(id: number): SessionProposal {
    const proposal = proposals.get(String(id))
    if (proposal === undefined) throw toWalletConnectError(internalError('NO_MATCHING_KEY', `proposal id doesn't exist: ${id}`))
    return proposal
  }

  /** The settlement's answer: acknowledged on `true`; a refusal ends the session (the dapp will not use it). */
  function followSettlement(topic: string, answer: Promise<unknown>): void {
    answer
      .then(
        async () => {
          const session = engine.session(topic)
          if (session !== undefined) await engine.saveSession({ ...session, acknowledged: true })
        },
        async (error: unknown) => {
          if (error instanceof NoAnswerError) return
          engine.logger.warn(`The dapp refused the settlement of ${topic}:`, error)
          await engine.endSession(topic, 'deleted', 'session_delete')
        },
      )
      .catch((error: unknown) => engine.logger.warn('Following a settlement failed:', error))
  }

  return {
    async pair({ uri }) {
      let parsed
      try {
        parsed = parsePairingUri(uri)
      } catch (error) {
        throw toWalletConnectError({
          code: INVALID_URI_CODE,
          message: `Missing or invalid. pair() uri: ${error instanceof Error ? error.message : String(error)}`,
        })
      }
      if (isPairingUriExpired(parsed)) {
        throw toWalletConnectError(internalError('EXPIRED', 'pair() URI has expired. Please try again with a new connection URI.'))
      }
      if (engine.pairings.get(parsed.topic)?.active === true) {
        throw toWalletConnectError({
          code: INVALID_URI_CODE,
          message: `Pairing already exists: ${parsed.topic}. Please try again with a new connection URI.`,
        })
      }
      await engine.storeSymKey(parsed.topic, parsed.symKey)
      await engine.savePairing({
        topic: parsed.topic,
        expiry: parsed.expiryTimestamp ?? nowSeconds() + PROPOSAL_TTL_SECONDS,
        active: false,
        relay: parsed.relay,
      })
      await engine.subscribe(parsed.topic)
    },

    async approve({ id, namespaces, sessionProperties }) {
      const proposal = requireProposal(id)
      if (isExpired(proposal.params.expiryTimestamp)) {
        await proposals.delete(String(id))
        throw toWalletConnectError(internalError('EXPIRED', `proposal id: ${id}`))
      }
      const invalid = validateSessionNamespaces(namespaces, 'approve()') ?? isConformingNamespaces(proposal.params.requiredNamespaces, namespaces, 'approve()')
      if (invalid !== null) throw toWalletConnectError(invalid)

      const pairingTopic = proposal.params.pairingTopic
      const self = await generateKeyPair()
      const symKey = await deriveSymKey(self.privateKey, proposal.params.proposer.publicKey)
      const topic = await topicFromSymKeyAsync(symKey)
      await engine.storePrivateKey(self.publicKey, self.privateKey)
      await engine.storeSymKey(topic, symKey)
      const relay = { protocol: DEFAULT_RELAY_PROTOCOL }
      const expiry = nowSeconds() + SESSION_TTL_SECONDS
      const controller = { publicKey: self.publicKey, metadata: engine.metadata }
      const session: Session = {
        topic,
        pairingTopic,
        relay,
        expiry,
        acknowledged: false,
        controller: self.publicKey,
        namespaces,
        requiredNamespaces: proposal.params.requiredNamespaces,
        optionalNamespaces: proposal.params.optionalNamespaces,
        ...(sessionProperties !== undefined ? { sessionProperties } : {}),
        self: controller,
        peer: proposal.params.proposer,
      }
      await engine.saveSession(session)
      try {
        // Listen before the dapp can answer the settlement.
        await engine.subscribe(topic)
        await engine.sendResult(pairingTopic, id, 'wc_sessionPropose', { relay, responderPublicKey: self.publicKey })
        const settle = engine.sendRequest(topic, 'wc_sessionSettle', {
          relay,
          namespaces,
          controller,
          expiry,
          ...(sessionProperties !== undefined ? { sessionProperties } : {}),
        })
        followSettlement(topic, settle.answer)
        await settle.published
      } catch (error) {
        // The dapp cannot have this session without the messages: do not keep half of it.
        await engine.endSession(topic, 'deleted')
        throw error
      }
      await proposals.delete(String(id))
      await engine.activatePairing(pairingTopic, ACTIVE_PAIRING_TTL_SECONDS)
      return session
    },

    async reject({ id, reason }) {
      const proposal = requireProposal(id)
      await engine.sendError(proposal.params.pairingTopic, id, 'wc_sessionPropose', reason, PROPOSAL_REJECT_OPTIONS)
      await proposals.delete(String(id))
    },

    async respond({ topic, response }) {
      engine.requireSession(topic)
      if (!requests.has(topic, response.id)) {
        throw toWalletConnectError(internalError('NO_MATCHING_KEY', `session request id doesn't exist: ${response.id} on ${topic}`))
      }
      if ('result' in response) {
        await engine.sendResult(topic, response.id, 'wc_sessionRequest', response.result)
      } else {
        const error: ErrorResponse = {
          code: response.error.code ?? -32603,
          message: response.error.message ?? 'Internal error',
          ...(response.error.data !== undefined ? { data: response.error.data } : {}),
        }
        await engine.sendError(topic, response.id, 'wc_sessionRequest', error)
      }
      requests.answered(topic, response.id)
    },

    async update({ topic, namespaces }) {
      const session = engine.requireSession(topic)
      if (session.controller !== session.self.publicKey) {
        throw toWalletConnectError(sdkError('UNAUTHORIZED_UPDATE_REQUEST', `update() session topic: ${topic}`))
      }
      const invalid = validateSessionNamespaces(namespaces, 'update()') ?? isConformingNamespaces(session.requiredNamespaces, namespaces, 'update()')
      if (invalid !== null) throw toWalletConnectError(invalid)
      await engine.sendRequest(topic, 'wc_sessionUpdate', { namespaces }).answer
      const current = engine.session(topic)
      if (current !== undefined) await engine.saveSession({ ...current, namespaces })
    },

    extend: ({ topic }) => engine.extend(topic),

    async emit({ topic, event, chainId }) {
      const session = engine.requireSession(topic)
      if (!sessionChains(session.namespaces).includes(chainId)) {
        throw toWalletConnectError(sdkError('UNSUPPORTED_CHAINS', `emit() chainId: ${chainId}`))
      }
      if (!isEventAllowed(session.namespaces, chainId, event.name)) {
        throw toWalletConnectError(sdkError('UNSUPPORTED_EVENTS', `emit() event: ${event.name}`))
      }
      await engine.sendRequest(topic, 'wc_sessionEvent', { event, chainId }, { expectAnswer: false }).published
    },

    ping: ({ topic }) => engine.ping(topic),
    disconnect: ({ topic, reason }) => engine.disconnect(topic, reason),
    sessions: () => engine.sessions.values(),
    pendingProposals: () => proposals.values().filter((p) => !isExpired(p.params.expiryTimestamp)),
    on: ((event: 'session_proposal', listener: (p: SessionProposal) => void) => engine.events.on(event, listener)) as WalletClient['on'],
    async close() {
      await proposals.flushed()
      await engine.close()
    },
  }
}
