/**
 * The error catalogue of spec §8: every message Foyer throws is written once, here, and the UI, the
 * adapters and the server import it. Texts a visitor reads (alerts, snackbars) are sections of the
 * message catalogue (messages/), so they are translated with the rest of the modal; thrown messages
 * stay English, as hosts match on them.
 */
import { alertTexts } from './messages/en/alerts.ts'
import { snackbarTexts } from './messages/en/snackbars.ts'

/** Alerts shown at the top of the modal, by key: the English section of the message catalogue. */
export const ALERTS = alertTexts.en
export type AlertKey = keyof typeof ALERTS

/** Texts of the snackbar, the small toast at the bottom of the modal (in English; the store shows them localized). */
export const SNACKBARS = snackbarTexts.en
export type SnackbarText = (typeof SNACKBARS)[keyof typeof SNACKBARS]

/**
 * Messages of errors Foyer throws. Spec §8 also lists five that name AppKit's internals
 * ('NetworkController client not set', 'Adapter not found', 'CaipNetwork or CaipAddress is undefined',
 * 'WalletConnectConnector not found', 'UniversalAdapter:signMessage - provider is undefined'): Foyer
 * has no such parts (a namespace's module is found or 'Chain adapter not found' is thrown), so they are
 * not here. 'Please enter a valid amount and receiver address' is the Solana module's own text.
 */
export const THROWN = {
  INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP Network ID',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  /** A batch of calls (EIP-5792) asked of a wallet that cannot send batches. */
  CALLS_UNSUPPORTED: 'This wallet cannot send a batch of calls (EIP-5792)',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  ERROR_RESOLVING_NAME: 'Error resolving name',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_REGISTERING_NAME: 'Error registering name',
  TRANSACTIONS_NEED_ADDRESS: "Transactions can't be fetched without an accountAddress",
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: SNACKBARS.ACTION_NOT_ALLOWED,
  EMAIL_LOGIN_DEPENDENCY: 'Unable to load email login dependency',
  REQUEST_ABORTED: 'Request was aborted',
  DEFAULT_FRAME_ERROR: 'An error occurred',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CHAIN_NOT_SUPPORTED: SNACKBARS.CHAIN_NOT_SUPPORTED,
  IFRAME_NOT_SET: 'iframe is not set',
  INVALID_CHAIN_ID: 'Invalid chainId',
  SIWE_AND_SIWX: 'Setting both siweConfig and siwx is refused: use siwx only',
  NO_NETWORKS_WITHOUT_SERVER: 'Foyer options: networks must list the networks visitors may use when there is no apiUrl (only a Foyer server brings its own)',
  LEGAL_CHECKBOX_WITHOUT_URLS: 'Foyer options: features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl, the pages the visitor agrees to',
  SIWX_WITHOUT_SERVER: "Foyer options: siwx needs a Foyer server (apiUrl) for Foyer's nonces and sessions, or a messenger and a storage of your own",
  /** The email-login cooldown, a template: use tryAgainAfterMessage(). */
  TRY_AGAIN_AFTER: 'Please try again after {seconds} seconds',
} as const

/** 'HTTP status code: N', the text a non-OK answer throws with. */
export function httpStatusMessage(status: number): string {
  return `HTTP status code: ${status}`
}

/** 'Please try again after N seconds', the email-login cooldown message. */
export function tryAgainAfterMessage(seconds: number): string {
  return THROWN.TRY_AGAIN_AFTER.replace('{seconds}', String(seconds))
}

/** Messages providers answer with, mapped to what Foyer does about them. */
export const PROVIDER_ERRORS = {
  ORIGIN_NOT_ALLOWED: 'Unauthorized: origin not allowed',
  JWT_NOT_YET_VALID: 'JWT validation error: JWT Token is not yet valid',
  INVALID_KEY: 'Unauthorized: invalid key',
} as const

/** WalletConnect Sign protocol error codes (spec §8). */
export const WALLET_PROTOCOL_ERRORS = {
  INVALID_METHOD: 1001,
  INVALID_EVENT: 1002,
  INVALID_UPDATE_REQUEST: 1003,
  INVALID_EXTEND_REQUEST: 1004,
  INVALID_SESSION_SETTLE_REQUEST: 1005,
  UNAUTHORIZED_METHOD: 3001,
  UNAUTHORIZED_EVENT: 3002,
  UNAUTHORIZED_UPDATE_REQUEST: 3003,
  UNAUTHORIZED_EXTEND_REQUEST: 3004,
  USER_REJECTED: 5000,
  USER_REJECTED_CHAINS: 5001,
  USER_REJECTED_METHODS: 5002,
  USER_REJECTED_EVENTS: 5003,
  UNSUPPORTED_CHAINS: 5100,
  UNSUPPORTED_METHODS: 5101,
  UNSUPPORTED_EVENTS: 5102,
  UNSUPPORTED_ACCOUNTS: 5103,
  UNSUPPORTED_NAMESPACE_KEY: 5104,
  USER_DISCONNECTED: 6000,
  SESSION_SETTLEMENT_FAILED: 7000,
  WC_METHOD_UNSUPPORTED: 10001,
} as const

/** Internal errors of the Sign protocol client. */
export const WALLET_PROTOCOL_INTERNAL_ERRORS = {
  NOT_INITIALIZED: 1,
  NO_MATCHING_KEY: 2,
  RESTORE_WILL_OVERRIDE: 3,
  RESUBSCRIBED: 4,
  MISSING_OR_INVALID: 5,
  EXPIRED: 6,
  UNKNOWN_TYPE: 7,
  MISMATCHED_TOPIC: 8,
  NON_CONFORMING_NAMESPACES: 9,
} as const

/** Standard EIP-1193 / JSON-RPC error codes wallets answer with. */
export const RPC_ERROR_CODES = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  USER_REJECTED_REQUEST: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
} as const

/** True when a wallet error means the visitor said no (EIP-1193 4001 or WalletConnect 5000). */
export function isUserRejection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === RPC_ERROR_CODES.USER_REJECTED_REQUEST || code === WALLET_PROTOCOL_ERRORS.USER_REJECTED
}
