import { RelayError } from './errors.ts'
import type { RelaySocket } from './socket.ts'

/** One request to the relay that has not been answered yet. */
export interface PendingRequest {
  /** The 19-digit string id; answers are matched by `String(id)`. */
  readonly id: string
  readonly method: string
  /** The frame exactly as first sent: a retry resends these bytes, same id and all. */
  readonly text: string
  /**
   * Sent again on every new socket until answered (subscribe, unsubscribe, publish). Otherwise it
   * belongs to one socket and fails with it (the resubscribe batches and liveness probes, which
   * every new socket sends afresh anyway).
   */
  readonly resend: boolean
  /** For irn_subscribe: the topic, so the reconnect batch can leave it to this request. */
  readonly topic?: string
  /** The socket it was last written to, or null while it waits for one. */
  sentOn: RelaySocket | null
}

interface Entry extends PendingRequest {
  resolve(result: unknown): void
  reject(error: Error): void
  timers: Array<ReturnType<typeof setTimeout>>
}

export interface AddRequest {
  id: string
  method: string
  params: unknown
  resend: boolean
  topic?: string
  /** Fails with reason 'timeout' after this long, counted from now (queued time included). */
  timeoutMs: number
  /** Fails with reason 'unreachable' after this long if it was never written to a socket. */
  unsentTimeoutMs?: number
  /** While unanswered, calls `onRetry` this often (publish: resend on the same socket). */
  retryEveryMs?: number
  onRetry?: (request: PendingRequest) => void
}

/** The relay requests awaiting an answer, each with its timers. */
export class PendingRequests {
  readonly #entries = new Map<string, Entry>()

  add(request: AddRequest): { request: PendingRequest; answer: Promise<unknown> } {
    let resolve!: (result: unknown) => void
    let reject!: (error: Error) => void
    const answer = new Promise<unknown>((res, rej) => {
      resolve = res
      reject = rej
    })
    const entry: Entry = {
      id: request.id,
      method: request.method,
      text: JSON.stringify({ id: request.id, jsonrpc: '2.0', method: request.method, params: request.params }),
      resend: request.resend,
      ...(request.topic !== undefined ? { topic: request.topic } : {}),
      sentOn: null,
      resolve,
      reject,
      timers: [],
    }
    entry.timers.push(
      setTimeout(() => {
        this.fail(entry.id, new RelayError('timeout', entry.method, `${entry.method}: no answer from the relay in ${request.timeoutMs} ms`))
      }, request.timeoutMs),
    )
    if (request.unsentTimeoutMs !== undefined && request.unsentTimeoutMs < request.timeoutMs) {
      const waited = request.unsentTimeoutMs
      entry.timers.push(
        setTimeout(() => {
          if (entry.sentOn !== null) return
          this.fail(entry.id, new RelayError('unreachable', entry.method, `${entry.method}: no socket to the relay opened in ${waited} ms`))
        }, waited),
      )
    }
    const { retryEveryMs, onRetry } = request
    if (retryEveryMs !== undefined && onRetry) entry.timers.push(setInterval(() => onRetry(entry), retryEveryMs))
    this.#entries.set(entry.id, entry)
    return { request: entry, answer }
  }

  /** Answers true if a request with this id was waiting (a late or unknown answer is not an error). */
  succeed(id: string, result: unknown): boolean {
    const entry = this.#take(id)
    entry?.resolve(result)
    return entry !== undefined
  }

  fail(id: string, error: Error): boolean {
    const entry = this.#take(id)
    entry?.reject(error)
    return entry !== undefined
  }

  /** The relay answered request `id` with a JSON-RPC error: fails it with reason 'refused'. */
  refuse(id: string, refusal: { code?: number | undefined; message?: string | undefined }): boolean {
    const method = this.#entries.get(id)?.method
    return this.fail(id, new RelayError('refused', method ?? 'unknown', `${method ?? 'relay'}: ${refusal.message ?? 'refused'}`, refusal.code))
  }

  values(): PendingRequest[] {
    return [...this.#entries.values()]
  }

  #take(id: string): Entry | undefined {
    const entry = this.#entries.get(id)
    if (!entry) return undefined
    this.#entries.delete(id)
    for (const timer of entry.timers) clearTimeout(timer)
    return entry
  }
}
