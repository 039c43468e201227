/**
 * The wallet features of the Account view's row (spec §2: onramp, swaps, receive, send): each is a
 * host option (`features.<id>`, spec §9 defaults) and a folder of @foyer/react's walletFeatures/
 * with its definition (what serves it, its views, its icon).
 */
import type { Features } from '../options.ts'

export type WalletFeature = keyof Features & ('onramp' | 'swaps' | 'receive' | 'send')
