/**
 * The purchase being set up (spec §3 onramp currency and quote): the fiat amount and currency, the
 * payment method, the asset and its network, the provider. Kept while the visitor moves between the
 * buy views; it starts over when the account or network changes or the wallet disconnects.
 */
import type { OnrampProviderId } from '../api/onrampApi.ts'
import type { FoyerContext } from '../context.ts'
import { createStore, type Store } from '../store.ts'
import type { PaymentMethod } from './onrampRules.ts'

export interface OnrampDraft {
  /** The fiat amount to pay, fees included, as typed. */
  amount: string
  /** The payment currency's id (USD). */
  currency: string
  method: PaymentMethod
  /** The asset's id in the options; undefined: the network's default (its native currency). */
  asset?: string
  provider: OnrampProviderId
}

export const EMPTY_ONRAMP: OnrampDraft = { amount: '100', currency: 'USD', method: 'card', provider: 'coinbase' }

const drafts = new WeakMap<FoyerContext, Store<OnrampDraft>>()

export function onrampDraftOf(ctx: FoyerContext): Store<OnrampDraft> {
  const known = drafts.get(ctx)
  if (known) return known
  const created = createStore<OnrampDraft>(EMPTY_ONRAMP)
  drafts.set(ctx, created)
  const whose = () => {
    const active = ctx.chains.active()
    return `${active?.accountState.caipAddress ?? ''}|${active?.networkState.caipNetwork?.caipNetworkId ?? ''}`
  }
  let owner = whose()
  ctx.chains.subscribe(() => {
    const next = whose()
    if (next === owner) return
    owner = next
    created.set(EMPTY_ONRAMP)
  })
  return created
}
