/**
 * JSON-RPC with the peer on the relay's topics: the keychain (topic → sym key, public key →
 * private key), publishing requests and answers with the tags of §4.1, taking relay messages one
 * at a time, and routing each request to its method's handler and each answer to its request.
 */
import type { ErrorResponse, JsonRpcPayload, PublishOptions, RelayMessage, Relayer } from '../types.ts'
import { payloadId } from '../payloadId.ts'
import { internalError, sdkError } from '../errors.ts'
import type { PersistedMap } from './sessionStore.ts'
import { PUBLISH_TABLE, responseOptions, type SignMethod } from './publishTable.ts'
import type { IncomingJsonRpc } from './schemas.ts'
import { NoAnswerError } from './failures.ts'
import { PEER_ANSWER_TIMEOUT_SECONDS } from './time.ts'
import type { ResolvedOptions } from './clientOptions.ts'
import { PendingAnswers } from './pendingAnswers.ts'
import { TopicEnvelopes } from './topicEnvelopes.ts'

/** A request that arrived: decrypted, with its id and method; `params` still to be validated. */
export interface IncomingRequest {
  topic: string
  id: number
  method: string
  params: unknown
}

export type RequestHandler = (request: IncomingRequest) => Promise<void> | void

export class TopicRpc {
  readonly relayer: Relayer
  readonly logger: ResolvedOptions['logger']
  private readonly handlers = new Map<string, RequestHandler>()
  private readonly answers = new PendingAnswers()
  private readonly envelopes: TopicEnvelopes
  private inbox: Promise<void> = Promise.resolve()
  private readonly stopListening: () => void
  protected closed = false

  protected constructor(
    options: ResolvedOptions,
    /** topic → sym key, and `key:<publicKey>` → private key. */
    readonly keychain: PersistedMap<string>,
  ) {
    this.relayer = options.relayer
    this.logger = options.logger
    this.envelopes = new TopicEnvelopes(keychain, this.logger)
    this.stopListening = this.relayer.on('message', (message) => this.receive(message))
  }

  handle(method: string, handler: RequestHandler): void {
    this.handlers.set(method, handler)
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
    await this.relayer.publish(topic, this.envelopes.seal(topic, payload), options)
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
    const timeoutSeconds = options.timeoutSeconds ?? PEER_ANSWER_TIMEOUT_SECONDS
    const noAnswer = (): Error => options.timeoutError?.() ?? new NoAnswerError(internalError('EXPIRED').code, `${method} got no answer within ${timeoutSeconds} s`)
    // A request nobody answers (deletes) gets an `answer` that never settles.
    const answer = (options.expectAnswer ?? true) ? this.answers.wait<T>(id, topic, method, timeoutSeconds, noAnswer) : new Promise<T>(() => {})
    answer.catch(() => {})
    const published = this.publish(topic, { id, jsonrpc: '2.0', method, params }, publishOptions)
    published.catch((error: unknown) => this.answers.settle(id, undefined, error instanceof Error ? error : new Error(String(error))))
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
    await this.sendError(request.topic, request.id, request.method, error, options).catch((e: unknown) => this.logger.warn(`Could not answer ${request.method} ${request.id}:`, e))
  }

  /** Fails every request still waiting for an answer on `topic` (the session ended). */
  failPendingOn(topic: string, error: ErrorResponse): void {
    this.answers.failOn(topic, error)
  }

  /** Stops taking relay messages; requests still waiting for an answer fail. */
  protected stopRpc(): void {
    this.closed = true
    this.stopListening()
    this.answers.failAll('The WalletConnect client was closed')
  }

  // ---- receiving ----

  private receive(message: RelayMessage): void {
    // One message at a time, in arrival order: a settle is stored before the request that follows it.
    this.inbox = this.inbox.then(() => this.process(message)).catch((error: unknown) => this.logger.warn('Handling a relay message failed:', error))
  }

  private async process({ topic, message }: RelayMessage): Promise<void> {
    if (this.closed) return
    const opened = this.envelopes.open(topic, message)
    if (opened?.kind === 'request') await this.dispatch(topic, opened.payload, opened.method)
    else if (opened?.kind === 'answer') this.onResponse(topic, opened.payload)
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
    if (!this.answers.answer(topic, payload)) this.logger.debug(`Ignored an answer to unknown request ${payload.id} on ${topic}`)
  }
}
