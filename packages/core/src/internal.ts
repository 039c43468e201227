/**
 * `@foyer/core/internal`, unstable: any release may change it. It holds only what Foyer's own
 * workspaces (react, walletconnect, the adapters, wagmi, the apps, and their tests) import from core,
 * named one by one; hosts use `@foyer/core`. Export a name here when another workspace first needs
 * it (packages/core/test/exports.test.ts pins the list).
 */
export type { CaipNetworkId, ChainNamespace, Network, TokenBalance, WalletListing, AppMetadata } from './types.ts'
export type { ConnectedAccount, PairingState, ToldAccount, WalletConnector } from './connector.ts'
export type { ChainAdapter } from './chainAdapter.ts'
export { againOnPageLoad } from './pageLoad.ts'
export { FOCUSABLE } from './focusable.ts'
export { mountFrameElement, placeFrameElement } from './auth/frameElement.ts'
export type { NamespaceModule, NamespaceParts, NamespaceTexts, EmbeddedWalletHome } from './namespaceModule.ts'
export type { WalletProvider } from './walletProvider.ts'
export { walletProvider } from './walletProvider.ts'
export type { FoyerEvent } from './analytics.ts'
export type {
  WalletRpcRequest,
  RequestSender,
  PreparedRequest,
  TransactionBroadcast,
  InclusionCheck,
  SendingWallet,
  SendOrder,
  SendQuote,
  SendRefusal,
  NamespaceSends,
  NamespaceSwaps,
  SwapBatching,
  NamespaceRequestCall,
  WalletAssetsQuestions,
} from './namespaceRequests.ts'
export { SEND_SPEEDS, type SendSpeed } from './namespaceRequests.ts'
export { createConnectorEvents, type ConnectorEventHub } from './connectorEvents.ts'
export { browserWallets } from './sameWallet.ts'
export { parseCaipNetworkId } from './caip.ts'
export { PAIRING_LIFETIME_MS, PAIRING_EXPIRY_MARGIN_MS, DEFAULT_DEBOUNCE_MS, RPC_DEFAULTS, SWAP_CHAIN_IDS, DEFAULT_RELAY_PROTOCOL } from './constants.ts'
export { tryAgainAfterMessage, isUserRejection, SNACKBARS, THROWN, WALLET_PROTOCOL_ERRORS, WALLET_PROTOCOL_INTERNAL_ERRORS, RPC_ERROR_CODES } from './errors.ts'
// The root of Foyer's errors, defined beside the frame protocol that core and the frame both import.
export { FoyerError } from '@foyer/auth-frame/protocol'
export {
  textsIn,
  directionOf,
  loadTranslation,
  type TextSection,
  type TextsOf,
  fillMessage,
  localizeText,
  createMessagesStore,
  type MessagesState,
  accountTexts,
  activityTexts,
  alertTexts,
  approvalTexts,
  approvalTitles,
  authErrorTexts,
  buttonTexts,
  emailTexts,
  emailTitles,
  shellTexts,
  shellTitles,
  socialTexts,
  socialTitles,
  walletTexts,
  walletGuideTexts,
  walletGuideTitles,
  receiveTexts,
  receiveTitles,
  sendTexts,
  sendTitles,
  onrampTexts,
  onrampTitles,
  swapTexts,
  swapTitles,
  nameTexts,
  nameTitles,
  siwxTexts,
  siwxTitles,
} from './messages/index.ts'
export { isEvmAddress, type ThemeMode } from './validation.ts'
export { truncateAddress, formatAmount, formatExactAmount, formatFiat, totalFiatValue } from './format.ts'
export { currencyImageUrl, networkImageUrl } from './images.ts'
export { walletLink, preferredWalletLink, openWalletLink, walletRedirectLink } from './walletLinks.ts'
export { isMobileBrowser, reusesPairing } from './browserEnvironment.ts'
export { walletDownloads, hasWalletDownloads, type WalletDownloadKind, type WalletDownloadFields } from './walletDownloads.ts'
export { createStore, type Store } from './store.ts'
export { memoryStorage, STORAGE_KEYS, type KeyValueStorage } from './storage.ts'
export { resolveOptions, SOCIAL_PROVIDERS, type SocialProvider, type Features, DEFAULT_FEATURES, type ThemeVariables, type FoyerOptions } from './options.ts'
export { currentEntry, type ConnectingWalletData, type ViewDataMap, type View, type RouterEntry } from './stores/router.ts'
export type { AuthViews, NameViews, OnrampViews, ReceiveViews, SendViews, SiwxViews, SwapViews, WalletGuideViews } from './views/featureViews.ts'
export { createChainsStore, type AccountTab, type AccountState, type ChainState, type ChainsState } from './stores/chains.ts'
export type { ConnectionStatus } from './stores/connectionStatus.ts'
export type { ConnectMethod, CustomWallet, WalletItem } from './stores/connectors.ts'
export { connectMethodOrder, buildWalletList } from './views/walletList.ts'
export { legalAccepted, legalPages, rememberLegalAccepted, walletsCollapsed, type LegalPages } from './views/legalConsent.ts'
export { networkApproved } from './views/approvedNetworks.ts'
export type { WalletFeature } from './walletFeatures/walletFeatures.ts'
export { parseUnits, balanceUnits, formatUnits, formatExactUnits, sendProblem, sendProblems, sendProblemText, maxSendable, type SendProblem, type SendCheck } from './send/sendRules.ts'
export { sendReceiverAddress, sendStateOf, EMPTY_SEND } from './send/sendState.ts'
export { isReceiverName, resolveReceiverName, type NamedReceiver } from './send/receiverName.ts'
export { sendReviewed } from './send/sendReviewed.ts'
export { namespaceSends, sendsServed } from './actions/namespaceSends.ts'
export { paymentLimit, paymentMethodsOf, onrampAmountProblem, purchasesOn, defaultPurchase, shownQuote, ONRAMP_PROVIDER_NAMES, FIAT_PRESETS } from './onramp/onrampRules.ts'
export { onrampDraftOf } from './onramp/onrampState.ts'
export { onrampOptions, onrampQuote, openOnrampWindow, startOnrampPurchase, heldAmount, purchaseArrived } from './onramp/onrampActions.ts'
export { ONRAMP_PROVIDERS, type OnrampMoney, type OnrampProviderId, type OnrampQuote } from './api/onrampApi.ts'
export { swapProblem, parseSlippage, minimumReceived, rateText, feeInFiat, type SwapProblem, HIGH_PRICE_IMPACT_PERCENT } from './swap/swapRules.ts'
export { swapRisk, valueLossPercent, fiatValue, type SwapRisk } from './swap/swapRisk.ts'
export { swapTokenPrice } from './swap/swapPrices.ts'
export { swapStateOf, type SwapState, EMPTY_SWAP } from './swap/swapState.ts'
export {
  swapTokens,
  knownSwapTokens,
  isNativeSwapToken,
  previewSwap,
  makeSwap,
  type SwapToken,
  type SwapFailure,
  SwapError,
  type SwapOrder,
  type SwapPreview,
  type SwapStep,
} from './swap/swapActions.ts'
export { swapsServed } from './swap/swapsServed.ts'
export { onrampServed } from './onramp/onrampServed.ts'
export { callChainRpc, callNetworkNode, ChainRpcError, type ChainRpcPolicy, type RpcUrls } from './api/chainRpc.ts'
export { attemptOn } from './stores/connectionAttempt.ts'
export type { PendingTransaction } from './stores/activity.ts'
export { HttpError, type HttpClient } from './api/http.ts'
export { rpcUrl } from './api/rpc.ts'
export { OPERATION_TYPES, type OperationType, TRANSFER_DIRECTIONS, type TransferDirection, type TransactionTransfer, type Transaction, type HistoryPage } from './api/history.ts'
export type { AccountNft, AccountNfts } from './api/nfts.ts'
export { accountNftsStore, loadAccountNfts } from './nfts/accountNfts.ts'
// Names for the names views and the Account view's offer (their chunks, never the first load).
export { nameLabelProblem, nameInZone } from './names/nameLabel.ts'
export { nameRegistrationOf, type NameRegistrationFailure } from './names/nameRegistration.ts'
export type { NameSuggestion } from './names/nameActions.ts'
export { knownIdentity, lookupIdentity } from './actions/identity.ts'
export type { FoyerContext } from './context.ts'
export { createFoyerClient, type FoyerClient, type InternalFoyerClient } from './client.ts'
export { seedInitialState } from './ssr/seedInitialState.ts'
export { STATE_COOKIE, type InitialState } from './ssr/stateCookie.ts'
// The embedded wallet's first-load part; the frame code and the protocol's schemas load on demand.
export type { AuthConnector } from './auth/authConnector.ts'
export { isAuthConnector } from './auth/isAuthConnector.ts'
export { AUTH_MESSAGES, CODE_SPENT_MESSAGES, RETRYABLE_MESSAGES } from './auth/authMessages.ts'
export type { ApprovalRequest } from './auth/approvalRequest.ts'
export { ServiceError, serviceProblemOf } from './serviceError.ts'
export { CONNECTION_FAILURE_TEXTS } from './actions/connectionFailure.ts'
export { isValidEmail } from './auth/emailAddress.ts'
export { loadLoginMethods, offeredLogins } from './auth/loginMethods.ts'
export { availableSocials, telegramPlatform, isIosSafari, SOCIAL_PROVIDER_NAMES } from './auth/socialProviders.ts'
// SIWX for the sign-in view: its name and close rule (first load), its Cancel (loads with the view).
export { siwxRequired } from './siwx/siwxViews.ts'
// A namespace's sign-in format writes its text on CAIP-122's fields.
export { caip122Text, caip2Reference, messageFields } from './siwx/caip122.ts'
export { createSiwxMessage } from './siwx/siwxFormats.ts'
export type { SiwxFormat, SiwxMessageData } from './siwxTypes.ts'
export { cancelSiwx } from './siwx/siwxActions.ts'
export { withAccentText } from './color.ts'
