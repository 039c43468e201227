/**
 * The wire contract of the Foyer server's HTTP APIs, one module per API: the server declares its
 * routes with these schemas (so /openapi.json documents them), core's readers parse the answers
 * with them. Written with `zod/mini`: core loads a reader, and with it its API's module, only when
 * a view needs it, never with the page. The embedded wallet's API is `@foyer/auth-frame/protocol`.
 */
import { ACCOUNT_NFTS_ROUTES } from './accountNftsRoutes.ts'
import { BALANCES_ROUTES } from './balancesRoutes.ts'
import { CONVERT_ROUTES } from './convertRoutes.ts'
import { FUNGIBLE_PRICE_ROUTES } from './fungiblePriceRoutes.ts'
import { HISTORY_ROUTES } from './historyRoutes.ts'
import { LOGIN_METHODS_ROUTES } from './loginMethodsRoutes.ts'
import { NAMES_ROUTES } from './namesRoutes.ts'
import { ONRAMP_ROUTES } from './onrampRoutes.ts'
import { SIWX_ROUTES } from './siwxRoutes.ts'
import { WALLETS_ROUTES } from './walletsRoutes.ts'

export { apiPath, type ApiRoute } from './apiRoute.ts'
export { ACCOUNT_NFTS_ROUTES, NFT_STANDARDS } from './accountNftsRoutes.ts'
export { BALANCES_ROUTES, tokenBalanceSchema } from './balancesRoutes.ts'
export { CONVERT_ROUTES, swapTokenSchema } from './convertRoutes.ts'
export { FUNGIBLE_PRICE_ROUTES, fungiblePriceSchema } from './fungiblePriceRoutes.ts'
export { HISTORY_ROUTES, OPERATION_TYPES, TRANSFER_DIRECTIONS, transactionMetadataSchema, transactionSchema } from './historyRoutes.ts'
export { LOGIN_METHODS_ROUTES } from './loginMethodsRoutes.ts'
export { NAMES_ROUTES, nameProfileSchema, nameSuggestionSchema } from './namesRoutes.ts'
export { ONRAMP_PROVIDERS, ONRAMP_ROUTES, onrampLimitSchema, onrampMoneySchema, onrampNetworkSchema } from './onrampRoutes.ts'
export { listedSessionSchema, SIWX_ROUTES, siwxProofSchema, siwxSessionSchema } from './siwxRoutes.ts'
export { walletListingSchema, WALLETS_ROUTES } from './walletsRoutes.ts'

/** Every API's routes, for the contract test and for anyone who generates a client. */
export const SERVER_APIS = {
  accountNfts: ACCOUNT_NFTS_ROUTES,
  balances: BALANCES_ROUTES,
  convert: CONVERT_ROUTES,
  fungiblePrice: FUNGIBLE_PRICE_ROUTES,
  history: HISTORY_ROUTES,
  loginMethods: LOGIN_METHODS_ROUTES,
  names: NAMES_ROUTES,
  onramp: ONRAMP_ROUTES,
  siwx: SIWX_ROUTES,
  wallets: WALLETS_ROUTES,
} as const
