import { DEFAULT_RELAY_PROTOCOL } from '@foyer/core/internal'
import * as v from 'valibot'
/**
 * The dapp side of the Sign protocol: proposes sessions through a pairing URI, takes the wallet's
 * settlement, sends requests and follows the wallet's events and updates. Holds no wallet code, so
 * a bundle that only connects to wallets stays small.
 */
import type { ErrorResponse, ProposalNamespaces, ProposalParams, Session, SessionEventParams, SessionNamespaces } from '../types.ts'
import { deriveSymKey, generateKeyPair, generateSymKey, topicFromSymKeyAsync } from '../crypto.ts'
import { formatPairingUri } from '../uri.ts'
import { WalletConnectError, internalError, sdkError } from '../errors.ts'
import { isConformingNamespaces, isEventAllowed, isRequestAllowed, sessionChains, validateProposalNamespaces, validateSessionNamespaces } from '../namespaces.ts'
import { payloadId } from '../payloadId.ts'
import { SignEngine } from './engineCore.ts'
import type { IncomingRequest } from './topicRpc.ts'
import { resolveClientOptions, type ClientOptions } from './clientOptions.ts'
import { toWalletConnectError } from './failures.ts'
import { PUBLISH_TABLE } from './publishTable.ts'
import { describeIssues, eventParamsSchema, proposeResultSchema, settleParamsSchema, updateParamsSchema } from './schemas.ts'
import { ACTIVE_PAIRING_TTL_SECONDS, PROPOSAL_TTL_SECONDS, REQUEST_EXPIRY_DEFAULT_SECONDS, REQUEST_EXPIRY_MAX_SECONDS, REQUEST_EXPIRY_MIN_SECONDS, isExpired, nowSeconds } from './time.ts'

export type { ClientOptions } from './clientOptions.ts'

export interface ConnectParams {
  requiredNamespaces?: ProposalNamespaces
  optionalNamespaces?: ProposalNamespaces
  sessionProperties?: Record<string, string>
  /** Reuse an existing unexpired pairing instead of creating one. */
  pairingTopic?: string
}

export interface ConnectResult {
  uri: string
  pairingTopic: string
  /** Seconds since the epoch: when the URI stops being accepted. */
  expiryTimestamp: number
  /** Resolves with the settled session; rejects on rejection (e.g. 5000), invalid settlement (e.g. 9) or expiry. */
  approval: Promise<Session>
}

export interface DappRequestParams {
  topic: string
  chainId: string
  request: { method: string; params: unknown }
  /** Seconds, in [300, 604800]; default 300. */
  expiry?: number
  /** Called once the relay has taken the request, before the wallet answers (a phone reopens the wallet then). */
  onPublished?: () => void
}

export interface DappClient {
  connect(p: ConnectParams): Promise<ConnectResult>
  /** Rejects with a WalletConnectError {code, message} on a wallet error (e.g. 5000 'User rejected.'). */
  request<T = unknown>(p: DappRequestParams): Promise<T>
  ping(p: { topic: string }): Promise<void>
  extend(p: { topic: string }): Promise<void>
  disconnect(p: { topic: string; reason?: ErrorResponse }): Promise<void>
  sessions(): Session[]
  on(event: 'session_event', l: (e: { topic: string; params: SessionEventParams }) => void): () => void
  on(event: 'session_update', l: (e: { topic: string; namespaces: SessionNamespaces }) => void): () => void
  on(event: 'session_delete' | 'session_expire' | 'session_extend' | 'session_ping', l: (e: { topic: string }) => void): () => void
  /** Closes the relay socket; stored sessions stay for the next createDappClient. */
  close(): Promise<void>
}

/** A proposal this dapp sent and is waiting to see settled. */
interface PendingProposal {
  params: ProposalParams
  /** Known once the wallet answered the proposal. */
  sessionTopic?: string
  responderPublicKey?: string
  resolve(session: Session): void
  reject(error: Error): void
}

const proposalExpired = (): WalletConnectError => new WalletConnectError(internalError('EXPIRED').code, 'Proposal expired')

/** Id timestamps (ms) as 2.21.8 compares them: the id without its 3 random digits. */
const idTime = (id: number): number => Math.floor(id / 1000)

export async function createDappClient(options: ClientOptions): Promise<DappClient> {
  const resolved = await resolveClientOptions(options)
  const engine = await SignEngine.create(resolved)
  const proposals = new Map<number, PendingProposal>()
  const lastUpdate = new Map<string, number>()
  const lastEvent = new Map<string, number>()

  async function dropProposal(id: number, error?: Error): Promise<void> {
    const proposal = proposals.get(id)
    if (proposal === undefined) return
    proposals.delete(id)
    if (error !== undefined) proposal.reject(error)
    await engine.deletePrivateKey(proposal.params.proposer.publicKey)
    if (proposal.sessionTopic !== undefined && !engine.sessions.has(proposal.sessionTopic)) {
      await engine.forgetTopic(proposal.sessionTopic)
    }
  }

  /** The wallet's answer to the proposal: derive the session key and listen on the session topic. */
  async function onProposalAnswer(id: number, result: unknown): Promise<void> {
    const proposal = proposals.get(id)
    if (proposal === undefined) return
    const parsed = v.safeParse(proposeResultSchema, result)
    if (!parsed.success) {
      const error = internalError('MISSING_OR_INVALID', `wc_sessionPropose result: ${describeIssues(parsed.issues)}`)
      await dropProposal(id, toWalletConnectError(error))
      return
    }
    const privateKey = engine.privateKey(proposal.params.proposer.publicKey)
    if (privateKey === undefined) {
      await dropProposal(id, toWalletConnectError(internalError('NO_MATCHING_KEY', 'proposer private key')))
      return
    }
    const symKey = await deriveSymKey(privateKey, parsed.output.responderPublicKey)
    const sessionTopic = await topicFromSymKeyAsync(symKey)
    proposal.sessionTopic = sessionTopic
    proposal.responderPublicKey = parsed.output.responderPublicKey
    await engine.storeSymKey(sessionTopic, symKey)
    await engine.activatePairing(proposal.params.pairingTopic, ACTIVE_PAIRING_TTL_SECONDS)
    await engine.subscribe(sessionTopic)
  }

  async function onSessionSettle(request: IncomingRequest): Promise<void> {
    const settled = engine.session(request.topic)
    if (settled !== undefined) {
      // A settle delivered again (at-least-once relay): same answer as the first time.
      await engine.sendResult(request.topic, request.id, request.method, true)
      return
    }
    const entry = [...proposals.entries()].find(([, p]) => p.sessionTopic === request.topic)
    if (entry === undefined) {
      await engine.refuse(request, internalError('NO_MATCHING_KEY', `no proposal waits for session ${request.topic}`))
      return
    }
    const [proposalId, proposal] = entry
    const failure = checkSettlement(request.params, proposal)
    if ('error' in failure) {
      await engine.refuse(request, failure.error)
      await dropProposal(proposalId, toWalletConnectError(failure.error))
      return
    }
    const params = failure.params
    const session: Session = {
      topic: request.topic,
      pairingTopic: proposal.params.pairingTopic,
      relay: params.relay,
      expiry: params.expiry,
      acknowledged: true,
      controller: params.controller.publicKey,
      namespaces: params.namespaces,
      requiredNamespaces: proposal.params.requiredNamespaces,
      optionalNamespaces: proposal.params.optionalNamespaces,
      ...(params.sessionProperties !== undefined ? { sessionProperties: params.sessionProperties } : {}),
      self: { publicKey: proposal.params.proposer.publicKey, metadata: proposal.params.proposer.metadata },
      peer: { publicKey: params.controller.publicKey, metadata: params.controller.metadata },
    }
    proposals.delete(proposalId)
    await engine.saveSession(session)
    await engine.sendResult(request.topic, request.id, request.method, true)
    proposal.resolve(session)
  }

  /** The settlement's params if they are acceptable, else the error to answer with (design note §4.2 step 5). */
  function checkSettlement(
    raw: unknown,
    proposal: PendingProposal,
  ): { params: { relay: Session['relay']; namespaces: SessionNamespaces; controller: Session['peer']; expiry: number; sessionProperties?: Record<string, string> } } | { error: ErrorResponse } {
    const parsed = v.safeParse(settleParamsSchema, raw)
    if (!parsed.success) return { error: sdkError('INVALID_SESSION_SETTLE_REQUEST', describeIssues(parsed.issues)) }
    const params = parsed.output
    if (params.controller.publicKey.toLowerCase() !== proposal.responderPublicKey?.toLowerCase()) {
      return { error: sdkError('INVALID_SESSION_SETTLE_REQUEST', 'controller public key is not the responder public key') }
    }
    const invalid = validateSessionNamespaces(params.namespaces, 'onSessionSettleRequest()')
    if (invalid !== null) return { error: invalid }
    const namespaces = params.namespaces as SessionNamespaces
    const nonConforming = isConformingNamespaces(proposal.params.requiredNamespaces, namespaces, 'onSessionSettleRequest()')
    if (nonConforming !== null) return { error: nonConforming }
    if (isExpired(params.expiry)) return { error: internalError('EXPIRED', `session settle expiry: ${params.expiry}`) }
    return { params: { ...params, namespaces } }
  }

  async function onSessionUpdate(request: IncomingRequest): Promise<void> {
    const session = engine.session(request.topic)
    if (session === undefined) {
      await engine.refuse(request, internalError('NO_MATCHING_KEY', `session topic doesn't exist: ${request.topic}`))
      return
    }
    const parsed = v.safeParse(updateParamsSchema, request.params)
    if (!parsed.success) {
      await engine.refuse(request, sdkError('INVALID_UPDATE_REQUEST', describeIssues(parsed.issues)))
      return
    }
    if (idTime(request.id) < (lastUpdate.get(request.topic) ?? 0)) {
      await engine.refuse(request, sdkError('INVALID_UPDATE_REQUEST', `update ${request.id} is older than the last one`))
      return
    }
    const invalid = validateSessionNamespaces(parsed.output.namespaces, 'onSessionUpdateRequest()')
    const namespaces = parsed.output.namespaces as SessionNamespaces
    const error = invalid ?? isConformingNamespaces(session.requiredNamespaces, namespaces, 'onSessionUpdateRequest()')
    if (error !== null) {
      await engine.refuse(request, error)
      return
    }
    lastUpdate.set(request.topic, idTime(request.id))
    await engine.saveSession({ ...session, namespaces })
    await engine.sendResult(request.topic, request.id, request.method, true)
    engine.events.emit('session_update', { topic: request.topic, namespaces })
  }

  /** Emitted to the app when valid; never answered on success, errors go back with tag 1111. */
  async function onSessionEvent(request: IncomingRequest): Promise<void> {
    const session = engine.session(request.topic)
    if (session === undefined) {
      await engine.refuse(request, internalError('NO_MATCHING_KEY', `session topic doesn't exist: ${request.topic}`))
      return
    }
    const parsed = v.safeParse(eventParamsSchema, request.params)
    if (!parsed.success) {
      await engine.refuse(request, sdkError('INVALID_EVENT', describeIssues(parsed.issues)))
      return
    }
    const { chainId, event } = parsed.output
    if (!sessionChains(session.namespaces).includes(chainId)) {
      await engine.refuse(request, sdkError('UNSUPPORTED_CHAINS', `emit() chainId: ${chainId}`))
      return
    }
    if (!isEventAllowed(session.namespaces, chainId, event.name)) {
      await engine.refuse(request, sdkError('UNSUPPORTED_EVENTS', `emit() event: ${event.name}`))
      return
    }
    // A late event must not undo a newer one of the same name (e.g. two chainChanged in a row).
    const key = `${request.topic}:${event.name}`
    if (idTime(request.id) < (lastEvent.get(key) ?? 0)) return
    lastEvent.set(key, idTime(request.id))
    engine.events.emit('session_event', { topic: request.topic, params: { event, chainId } })
  }

  engine.handle('wc_sessionSettle', onSessionSettle)
  engine.handle('wc_sessionUpdate', onSessionUpdate)
  engine.handle('wc_sessionEvent', onSessionEvent)
  engine.onTick(async () => {
    for (const [id, proposal] of proposals) {
      if (isExpired(proposal.params.expiryTimestamp)) await dropProposal(id, proposalExpired())
    }
  })
  await engine.start()

  async function pairingFor(p: ConnectParams): Promise<{ topic: string; symKey: string; expiry: number }> {
    if (p.pairingTopic !== undefined) {
      const pairing = engine.pairings.get(p.pairingTopic)
      const symKey = engine.keychain.get(p.pairingTopic)
      if (pairing === undefined || symKey === undefined || isExpired(pairing.expiry)) {
        throw toWalletConnectError(internalError('NO_MATCHING_KEY', `connect() pairing topic doesn't exist or expired: ${p.pairingTopic}`))
      }
      return { topic: pairing.topic, symKey, expiry: pairing.expiry }
    }
    const symKey = generateSymKey()
    const topic = await topicFromSymKeyAsync(symKey)
    const expiry = nowSeconds() + PROPOSAL_TTL_SECONDS
    await engine.storeSymKey(topic, symKey)
    await engine.savePairing({ topic, expiry, active: false, relay: { protocol: DEFAULT_RELAY_PROTOCOL } })
    return { topic, symKey, expiry }
  }

  return {
    async connect(p) {
      for (const [type, namespaces] of [
        ['requiredNamespaces', p.requiredNamespaces],
        ['optionalNamespaces', p.optionalNamespaces],
      ] as const) {
        const error = validateProposalNamespaces(namespaces, type, 'connect()')
        if (error !== null) throw toWalletConnectError(error)
      }
      const pairing = await pairingFor(p)
      const keyPair = await generateKeyPair()
      await engine.storePrivateKey(keyPair.publicKey, keyPair.privateKey)
      const id = payloadId()
      const params: ProposalParams = {
        id,
        requiredNamespaces: p.requiredNamespaces ?? {},
        optionalNamespaces: p.optionalNamespaces ?? {},
        relays: [{ protocol: DEFAULT_RELAY_PROTOCOL }],
        proposer: { publicKey: keyPair.publicKey, metadata: engine.metadata },
        expiryTimestamp: nowSeconds() + PROPOSAL_TTL_SECONDS,
        pairingTopic: pairing.topic,
        ...(p.sessionProperties !== undefined ? { sessionProperties: p.sessionProperties } : {}),
      }
      const approval = new Promise<Session>((resolve, reject) => {
        proposals.set(id, { params, resolve, reject })
      })
      // The host may drop the approval (a fresh URI replaced it): its rejection must not go unhandled.
      approval.catch(() => {})
      // Subscribe before publishing: the wallet's answer comes back on the pairing topic.
      await engine.subscribe(pairing.topic)
      const sent = engine.sendRequest(pairing.topic, 'wc_sessionPropose', params, {
        id,
        ttl: PUBLISH_TABLE.wc_sessionPropose.req.ttl,
        timeoutSeconds: PROPOSAL_TTL_SECONDS,
        timeoutError: proposalExpired,
      })
      sent.answer
        .then(
          (result) => onProposalAnswer(id, result),
          (error: unknown) => dropProposal(id, error instanceof Error ? error : new Error(String(error))),
        )
        .catch((error: unknown) => dropProposal(id, error instanceof Error ? error : new Error(String(error))))
      await sent.published
      const uri = formatPairingUri({
        topic: pairing.topic,
        version: 2,
        symKey: pairing.symKey,
        relay: { protocol: DEFAULT_RELAY_PROTOCOL },
        expiryTimestamp: pairing.expiry,
      })
      return { uri, pairingTopic: pairing.topic, expiryTimestamp: pairing.expiry, approval }
    },

    async request<T = unknown>(p: DappRequestParams): Promise<T> {
      const session = engine.requireSession(p.topic)
      const expiry = p.expiry ?? REQUEST_EXPIRY_DEFAULT_SECONDS
      if (!Number.isInteger(expiry) || expiry < REQUEST_EXPIRY_MIN_SECONDS || expiry > REQUEST_EXPIRY_MAX_SECONDS) {
        throw toWalletConnectError(
          internalError('MISSING_OR_INVALID', `request() expiry: ${expiry}. Expiry must be a number (in seconds) between ${REQUEST_EXPIRY_MIN_SECONDS} and ${REQUEST_EXPIRY_MAX_SECONDS}`),
        )
      }
      if (!sessionChains(session.namespaces).includes(p.chainId)) {
        throw toWalletConnectError(sdkError('UNSUPPORTED_CHAINS', `request() chainId: ${p.chainId} is not one of the session's chains`))
      }
      if (!isRequestAllowed(session.namespaces, p.chainId, p.request.method)) {
        throw toWalletConnectError(sdkError('UNSUPPORTED_METHODS', `request() method: ${p.request.method} is not allowed on ${p.chainId}`))
      }
      const { answer, published } = engine.sendRequest<T>(
        p.topic,
        'wc_sessionRequest',
        { request: { ...p.request, expiryTimestamp: nowSeconds() + expiry }, chainId: p.chainId },
        {
          ttl: expiry,
          timeoutSeconds: expiry,
          timeoutError: () => new WalletConnectError(internalError('EXPIRED').code, 'Request expired. Please try again.'),
        },
      )
      if (p.onPublished) published.then(p.onPublished, () => undefined)
      return answer
    },

    ping: ({ topic }) => engine.ping(topic),
    extend: ({ topic }) => engine.extend(topic),
    disconnect: ({ topic, reason }) => engine.disconnect(topic, reason),
    sessions: () => engine.sessions.values(),
    on: ((event: 'session_event', listener: (e: { topic: string; params: SessionEventParams }) => void) => engine.events.on(event, listener)) as DappClient['on'],
    async close() {
      for (const id of [...proposals.keys()]) await dropProposal(id, new Error('The WalletConnect client was closed'))
      await engine.close()
    },
  }
}
