/**
 * The wallet's features after connecting (spec §2: onramp, swaps, receive, send), one line each:
 * the Account view's row folds over this list, and the modal registers their views from it (one
 * spread in `views/registry.ts`). Each feature's views load on demand.
 */
import { onrampFeature } from './WalletOnramp/onrampFeature.ts'
import { receiveFeature } from './WalletReceive/receiveFeature.ts'
import { sendFeature } from './WalletSend/sendFeature.ts'
import { swapFeature } from './WalletSwap/swapFeature.ts'

export const WALLET_FEATURES = [onrampFeature, swapFeature, receiveFeature, sendFeature] as const

type Registries = (typeof WALLET_FEATURES)[number]['views']
type Intersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void ? I : never

/** Every feature's views, for the modal's registry. */
export const WALLET_FEATURE_VIEWS = Object.assign({}, ...WALLET_FEATURES.map((feature) => feature.views)) as Intersection<Registries>
