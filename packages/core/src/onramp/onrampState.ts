/**
 * The purchase being set up (spec §3 onramp currency and quote): the fiat amount and currency, the
 * payment method, the asset and its network, the provider. Kept while the visitor moves between the
 * buy views; it starts over when the account or network changes or the wallet disconnects.
 */
import type { OnrampProviderId } from '../api/onrampApi.ts'
import type { FoyerContext } from '../context.ts'
import type { Store } from '../store.ts'
import { activeAccountOnNetwork, featureDraft } from '../stores/featureDraft.ts'
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

export function onrampDraftOf(ctx: FoyerContext): Store<OnrampDraft> {
  return featureDraft(ctx, 'onramp', EMPTY_ONRAMP, activeAccountOnNetwork)
}
