import { z } from 'zod'
import type { LedgerEvent, SolanaLedger } from '../solanaLedger.ts'
import { encodeAccount } from './accountEncoding.ts'
import { invalidParams, METHOD_NOT_FOUND, RpcError } from './rpcError.ts'
import { accountConfig, address, commitment, parseParams, signature } from './rpcParams.ts'
import { stringifyRpcJson } from './rpcJson.ts'

/** One socket's subscriptions at most; a client needs a handful. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 256

type Subscription = { kind: 'account'; address: string; config: z.output<typeof accountConfig>; last: string } | { kind: 'signature'; signature: string } | { kind: 'slot' }

const subscribeParams = {
  accountSubscribe: z.tuple([address, accountConfig.optional()]),
  signatureSubscribe: z.tuple([signature, z.object({ commitment: commitment.optional(), enableReceivedNotification: z.boolean().optional() }).optional()]),
  slotSubscribe: z.tuple([]),
}
const NOTIFICATION_OF = { account: 'accountNotification', signature: 'signatureNotification', slot: 'slotNotification' } as const
const UNSUBSCRIBE_KIND: Record<string, Subscription['kind']> = { accountUnsubscribe: 'account', signatureUnsubscribe: 'signature', slotUnsubscribe: 'slot' }

/**
 * The subscriptions of one WebSocket, as a validator's PubSub serves them: accounts (notified when a
 * transaction changes them), signatures (notified once, when the transaction lands, then ended) and
 * slots. `send` writes a message to the socket.
 */
export class RpcSubscriptions {
  private nextId = 1
  private readonly subscriptions = new Map<number, Subscription>()
  private readonly stopListening: () => void

  constructor(
    private readonly ledger: SolanaLedger,
    private readonly send: (message: string) => void,
  ) {
    this.stopListening = ledger.subscribe((event) => this.onLedgerEvent(event))
  }

  close(): void {
    this.stopListening()
    this.subscriptions.clear()
  }

  /** Answers a subscribe or unsubscribe call; anything else is not a method of the socket. */
  call(method: string, params: unknown[]): number | boolean {
    const unsubscribeKind = UNSUBSCRIBE_KIND[method]
    if (unsubscribeKind) {
      const [id] = parseParams(z.tuple([z.number().int()]), params)
      if (this.subscriptions.get(id)?.kind !== unsubscribeKind) throw invalidParams('Invalid subscription id.')
      return this.subscriptions.delete(id)
    }
    if (!(method in subscribeParams)) throw new RpcError(METHOD_NOT_FOUND, 'Method not found')
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) throw invalidParams(`a socket may hold at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions`)
    const id = this.nextId++
    const subscription = this.subscriptionFor(method as keyof typeof subscribeParams, params)
    this.subscriptions.set(id, subscription)
    // A signature that has already landed is told at once, after the subscription id.
    if (subscription.kind === 'signature' && this.ledger.transaction(subscription.signature)) queueMicrotask(() => this.notifySignature(id, subscription.signature))
    return id
  }

  private subscriptionFor(method: keyof typeof subscribeParams, params: unknown[]): Subscription {
    switch (method) {
      case 'accountSubscribe': {
        const [account, config] = parseParams(subscribeParams.accountSubscribe, params)
        // What the account is now, so the first notification is its first change.
        return { kind: 'account', address: account, config: config ?? {}, last: this.accountSnapshot(account, config ?? {}).text }
      }
      case 'signatureSubscribe':
        return { kind: 'signature', signature: parseParams(subscribeParams.signatureSubscribe, params)[0] }
      case 'slotSubscribe':
        parseParams(subscribeParams.slotSubscribe, params)
        return { kind: 'slot' }
    }
  }

  private onLedgerEvent(event: LedgerEvent): void {
    for (const [id, subscription] of this.subscriptions) {
      if (event.type === 'slot' && subscription.kind === 'slot') {
        this.notify(id, 'slot', { parent: event.slot - 1n, root: event.slot, slot: event.slot })
      } else if (event.type === 'transaction' && subscription.kind === 'signature' && subscription.signature === event.transaction.signature) {
        this.notifySignature(id, subscription.signature)
      } else if (event.type === 'transaction' && subscription.kind === 'account' && event.transaction.accountKeys.includes(subscription.address)) {
        this.notifyAccountIfChanged(id, subscription)
      }
    }
  }

  private notifySignature(id: number, key: string): void {
    const transaction = this.ledger.transaction(key)
    if (!transaction || !this.subscriptions.delete(id)) return
    this.notify(id, 'signature', { context: { slot: transaction.slot }, value: { err: transaction.err } })
  }

  private notifyAccountIfChanged(id: number, subscription: Extract<Subscription, { kind: 'account' }>): void {
    const { value, text } = this.accountSnapshot(subscription.address, subscription.config)
    if (text === subscription.last) return
    subscription.last = text
    this.notify(id, 'account', { context: { slot: this.ledger.slot }, value })
  }

  private accountSnapshot(key: string, config: z.output<typeof accountConfig>): { value: unknown; text: string } {
    const account = this.ledger.account(key)
    const value = account ? encodeAccount(account, config, (other) => this.ledger.account(other)) : null
    return { value, text: stringifyRpcJson(value) }
  }

  private notify(id: number, kind: Subscription['kind'], result: unknown): void {
    this.send(stringifyRpcJson({ jsonrpc: '2.0', method: NOTIFICATION_OF[kind], params: { result, subscription: id } }))
  }
}
