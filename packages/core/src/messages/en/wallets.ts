/** All Wallets, connecting to a wallet (installed or not) and the WalletConnect QR code. */
export const walletTexts = {
  section: 'wallets',
  en: {
    searchLabel: 'Search wallets',
    searchPlaceholder: 'Search wallet',
    listFailed: 'The wallet list could not be loaded.',
    /** The registry's server is offline, down or failing: Retry may help. */
    listUnreachable: 'The wallet list could not be loaded: we couldn’t reach the server. Check your connection and try again.',
    /** The registry refuses this site (the console says why). */
    listNotAvailable: 'The wallet list is not available on this site.',
    browserWallets: 'Wallets in this browser',
    noResults: 'No wallet found for “{query}”',
    noResultsText: 'Check the spelling, or connect any wallet app by scanning a QR code.',
    clearSearch: 'Clear search',
    scanQrCode: 'Scan a QR code',
    allWallets: 'All wallets',
    loadingWallets: 'Loading wallets',
    moreWallets: 'More wallets',
    noLongerAvailable: 'This wallet is no longer available in this browser.',
    declined: 'Connection declined',
    failed: 'Connection failed',
    continueIn: 'Continue in {wallet}',
    /** On a phone, connecting a wallet app on the same phone. */
    handOffDetail: 'Accept the connection request in {wallet}, then come back here.',
    showQrCode: 'Show QR code',
    /** On a phone, WalletConnect itself (no wallet picked): the phone offers the wallet apps it has. */
    continueInAnyWallet: 'Continue in your wallet app',
    handOffDetailAnyWallet: 'Open your wallet app and accept the connection request, then come back here.',
    openAnyWallet: 'Open a wallet app',
    /** Under the QR code a phone shows on request. */
    handOffQrHint: 'Scan it with a wallet on another device.',
    declinedDetail: 'The connection request was declined in the wallet.',
    acceptRequest: 'Accept the connection request in your wallet.',
    /** What core reports when a wallet fails without a message of its own. */
    couldNotConnect: 'The wallet could not connect.',
    /** The relay (or the server behind a wallet) cannot be reached. */
    serverUnreachable: 'We couldn’t reach the server. Check your connection and try again.',
    /** A request that timed out (spec §8). */
    somethingWentWrong: 'Something went wrong',
    /** The server refuses this site (the console says why). */
    notAvailableHere: 'Connecting this way is not available on this site.',
    tryAgain: 'Try again',
    getWallet: 'Get {wallet}',
    openWebApp: 'Open the web app',
    notInstalled: '{wallet} is not installed',
    installHint: 'Install the {wallet} browser extension or app, then come back and choose it again.',
    walletConnectUnavailable: 'WalletConnect is not available in this app.',
    qrLabel: 'QR code to connect {wallet}: scan it with your phone',
    qrLabelAnyWallet: 'QR code to connect your wallet: scan it with your phone',
    preparingQr: 'Preparing the QR code',
    scanWith: 'Scan this QR code with {wallet} to connect.',
    scanWithAnyWallet: 'Scan this QR code with your phone’s wallet to connect.',
    openWallet: 'Open {wallet}',
    copyLink: 'Copy link',
  },
} as const
