import * as v from 'valibot'
/**
 * JSON-RPC payloads to a topic's envelopes and back, with the topic's sym key from the keychain.
 * What this client sealed is remembered, so an echoing relay cannot make it answer itself.
 */
import type { JsonRpcPayload } from '../types.ts'
import { decryptEnvelope, encryptEnvelope } from '../crypto.ts'
import { internalError } from '../errors.ts'
import type { PersistedMap } from './sessionStore.ts'
import { jsonRpcMessageSchema, describeIssues, type IncomingJsonRpc } from './schemas.ts'
import { toWalletConnectError } from './failures.ts'
import type { ResolvedOptions } from './clientOptions.ts'

/** How many of our own envelopes are remembered to recognise their echoes. */
const SENT_MEMORY = 1000

/** An opened message: a request when it names a method, an answer when it carries a result or an error. */
export type OpenedMessage = { kind: 'request'; payload: IncomingJsonRpc; method: string } | { kind: 'answer'; payload: IncomingJsonRpc }

export class TopicEnvelopes {
  private readonly sent = new Set<string>()

  constructor(
    private readonly keychain: PersistedMap<string>,
    private readonly logger: ResolvedOptions['logger'],
  ) {}

  /** Encrypts with the topic's key; throws NO_MATCHING_KEY for a topic without one. */
  seal(topic: string, payload: JsonRpcPayload): string {
    const symKey = this.keychain.get(topic)
    if (symKey === undefined) throw toWalletConnectError(internalError('NO_MATCHING_KEY', `topic doesn't exist: ${topic}`))
    const encoded = encryptEnvelope({ symKey, message: JSON.stringify(payload) })
    this.sent.add(encoded)
    if (this.sent.size > SENT_MEMORY) {
      const oldest = this.sent.values().next().value
      if (oldest !== undefined) this.sent.delete(oldest)
    }
    return encoded
  }

  /** Undefined for our own echo, a topic without a key, or anything unreadable or not JSON-RPC (logged). */
  open(topic: string, message: string): OpenedMessage | undefined {
    if (this.sent.has(message)) return undefined
    const symKey = this.keychain.get(topic)
    if (symKey === undefined) return undefined
    let json: unknown
    try {
      json = JSON.parse(decryptEnvelope({ symKey, encoded: message }))
    } catch (error) {
      this.logger.debug(`Dropped an unreadable message on ${topic}:`, error)
      return undefined
    }
    const parsed = v.safeParse(jsonRpcMessageSchema, json)
    if (!parsed.success) {
      this.logger.debug(`Dropped a message on ${topic} that is not JSON-RPC:`, describeIssues(parsed.issues))
      return undefined
    }
    const payload = parsed.output
    if (payload.method !== undefined) return { kind: 'request', payload, method: payload.method }
    // The raw JSON tells whether a `result` or `error` key was there at all (a result may be null).
    if (json !== null && typeof json === 'object' && ('result' in json || 'error' in json)) return { kind: 'answer', payload }
    return undefined
  }
}
