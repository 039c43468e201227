/**
 * The wallet's queue of session requests: the app sees one request at a time and the next only
 * once it answered the previous (a wallet shows one prompt at a time). Requests that expire while
 * queued are dropped; a repeated id (a relay redelivery) is ignored.
 */
import type { SessionRequest } from '../types.ts'
import { isExpired } from './time.ts'

/** How many request ids are remembered to ignore redeliveries (as 2.21.8: the last 500). */
const REMEMBERED_IDS = 500

export class SessionRequestQueue {
  private readonly queue: SessionRequest[] = []
  private readonly seen: number[] = []
  /** The request the app was given and has not answered yet. */
  private current: SessionRequest | undefined

  constructor(private readonly present: (request: SessionRequest) => void) {}

  add(request: SessionRequest): void {
    if (this.seen.includes(request.id)) return
    this.seen.push(request.id)
    if (this.seen.length > REMEMBERED_IDS) this.seen.shift()
    this.queue.push(request)
    this.presentNext()
  }

  has(topic: string, id: number): boolean {
    return this.queue.some((r) => r.topic === topic && r.id === id)
  }

  answered(topic: string, id: number): void {
    this.remove((r) => r.topic === topic && r.id === id)
  }

  dropTopic(topic: string): void {
    this.remove((r) => r.topic === topic)
  }

  dropExpired(): void {
    this.remove((r) => r.params.request.expiryTimestamp !== undefined && isExpired(r.params.request.expiryTimestamp))
  }

  private remove(match: (request: SessionRequest) => boolean): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const request = this.queue[i]
      if (request !== undefined && match(request)) {
        this.queue.splice(i, 1)
        if (request === this.current) this.current = undefined
      }
    }
    this.presentNext()
  }

  private presentNext(): void {
    if (this.current !== undefined) return
    const next = this.queue[0]
    if (next === undefined) return
    this.current = next
    this.present(next)
  }
}
