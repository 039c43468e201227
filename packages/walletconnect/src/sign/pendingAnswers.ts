/**
 * The requests this client sent and still waits on, by id: each resolves with the peer's result,
 * rejects with the peer's error, or fails on its own once its timeout passed.
 */
import type { ErrorResponse } from '../types.ts'
import type { IncomingJsonRpc } from './schemas.ts'
import { peerError, toWalletConnectError } from './failures.ts'
import { unrefTimer } from './unrefTimer.ts'

interface PendingAnswer {
  topic: string
  method: string
  resolve(result: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout>
}

export class PendingAnswers {
  private readonly pending = new Map<number, PendingAnswer>()

  /** The answer to request `id` sent on `topic`; rejects with `onTimeout()` after `timeoutSeconds`. */
  wait<T>(id: number, topic: string, method: string, timeoutSeconds: number, onTimeout: () => Error): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(onTimeout())
      }, timeoutSeconds * 1000)
      unrefTimer(timer)
      this.pending.set(id, { topic, method, resolve: resolve as (r: unknown) => void, reject, timer })
    })
  }

  /** Settles the request the peer answered; false if none waits under that id on that topic. */
  answer(topic: string, payload: IncomingJsonRpc): boolean {
    const pending = this.pending.get(payload.id)
    if (pending === undefined || pending.topic !== topic) return false
    if (payload.error !== undefined) this.settle(payload.id, undefined, peerError(payload.error))
    else this.settle(payload.id, payload.result)
    return true
  }

  settle(id: number, result: unknown, error?: Error): void {
    const pending = this.pending.get(id)
    if (pending === undefined) return
    this.pending.delete(id)
    clearTimeout(pending.timer)
    if (error !== undefined) pending.reject(error)
    else pending.resolve(result)
  }

  /** Fails every request still waiting for an answer on `topic`. */
  failOn(topic: string, error: ErrorResponse): void {
    for (const [id, pending] of this.pending) {
      if (pending.topic === topic) this.settle(id, undefined, toWalletConnectError(error))
    }
  }

  /** Fails every request still waiting, each with its own Error. */
  failAll(message: string): void {
    for (const [id] of this.pending) this.settle(id, undefined, new Error(message))
  }
}
