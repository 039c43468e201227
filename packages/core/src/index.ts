/**
 * `@foyer/core` for host apps: the client and its options, the state a host reads, the errors it
 * matches and the contract an adapter implements. The other Foyer packages import
 * `@foyer/core/internal`, which holds everything else.
 */
import { createFoyerClient as createClient, type BuiltInAdapters, type FoyerClient } from './client.ts'
import type { FoyerOptions } from './options.ts'
export type { BuiltInAdapters, FoyerClient }
/**
 * Creates Foyer's client for a host without React (hosts with React call `createFoyer` from
 * @foyer/react): options are checked here, a mistake throws a FoyerOptionsError naming it. Call
 * `start()` in the browser to begin wallet discovery.
 */
export const createFoyerClient: (options: FoyerOptions, builtIn?: BuiltInAdapters) => FoyerClient = createClient
export { FoyerOptionsError, SOCIAL_PROVIDERS, type Features, type FoyerOptions, type SiwxOption, type SocialProvider } from './options.ts'
// Sign-in with a wallet signature: a whole strategy, or the parts of Foyer's a host replaces.
export type {
  Cacao,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxMessenger,
  SiwxSession,
  SiwxSigned,
  SiwxSigner,
  SiwxStorage,
  SiwxStrategy,
  SiwxStrategyParts,
  SiwxVerifier,
} from './siwxTypes.ts'
// Server rendering: read the state cookie (the `stateCookie` option) into <FoyerProvider initialState>.
export { cookieToInitialState } from './ssr/cookieToInitialState.ts'
export type { InitialState } from './ssr/stateCookie.ts'
export type { AddressOf, AppMetadata, CaipAddress, CaipNetworkId, ChainNamespace, ConnectorType, NamespaceAddressTypes, Network, TokenBalance } from './types.ts'
export type { ThemeMode } from './validation.ts'
export type { ThemeVariables } from './options.ts'
export type { LogLevel } from './log.ts'
export type { AccountState, AccountTab, NetworkState } from './stores/chains.ts'
export type { ConnectionStatus } from './stores/connectionStatus.ts'
export type { Transaction, TransactionTransfer } from './api/history.ts'
export type { PendingTransaction } from './stores/activity.ts'
export type { CustomWallet } from './stores/connectors.ts'
export type { ConnectionAttempt } from './stores/connectionAttempt.ts'
export type { FoyerEvent, AnalyticsEvent } from './analytics.ts'
export { walletProvider, type WalletProvider } from './walletProvider.ts'
export type { ConnectingWalletData, RouterEntry, View, ViewDataArgs, ViewDataMap } from './stores/router.ts'
// Each feature's views join ViewDataMap through its declaration; this brings them all (`export type {}`,
// which the published .d.ts keeps; it drops an empty `import type {}`).
export type {} from './views/featureViews.ts'
// Errors a host matches: a refusal in the wallet, and Foyer's own messages (spec §8, English). Every
// error Foyer throws is a FoyerError (`walk()` finds the wallet's or the network's error behind it).
export { isUserRejection, THROWN } from './errors.ts'
export { FoyerError, FrameRequestError, type FoyerErrorOptions } from '@foyer/auth-frame/protocol'
export { ServiceError, type ServiceProblem } from './serviceError.ts'
export { HttpError } from './api/http.ts'
export { formatAmount, formatFiat, truncateAddress } from './format.ts'
export { LOCALES, type Locale } from './messages/index.ts'
// Writing an adapter or a namespace: the connector contract, the namespace module and its requests.
export type { ChainAdapter } from './chainAdapter.ts'
export type { ConnectedAccount, ConnectorEvents, PairingState, ToldAccount, WalletConnector } from './connector.ts'
export type { EmbeddedWalletHome, NamespaceAddresses, NamespaceModule, NamespaceParts, NamespaceService, NamespaceTexts } from './namespaceModule.ts'
export type { InclusionCheck, NamespaceRequests, RequestSignatures, PreparedRequest, RequestSender, TransactionBroadcast, WalletAssetsQuestions, WalletRpcRequest } from './namespaceRequests.ts'
export type { ParamsOf, RequestFunction, RequestNameOf, ResultOf } from './actions/namespaceRequest.ts'
export { createConnectorEvents, type ConnectorEventHub } from './connectorEvents.ts'
