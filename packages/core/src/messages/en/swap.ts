/** The swap form, its token lists and its review. */
export const swapTexts = {
  section: 'swap',
  en: {
    youPay: 'You pay',
    youReceive: 'You receive',
    amount: 'Amount',
    /** The token button's label: what it does and which token is chosen. */
    chooseFrom: 'Token to pay with: {symbol}',
    chooseTo: 'Token to receive: {symbol}',
    selectToken: 'Select a token',
    available: 'Available: {amount}',
    rate: 'Rate',
    priceImpact: 'Price impact',
    highPriceImpact: 'This amount moves the price by {percent}. Consider a smaller amount.',
    fee: 'Network fee',
    feeUnavailable: 'Unavailable',
    slippage: 'Slippage tolerance (%)',
    /** The review's row: the value carries the percent sign. */
    slippageRow: 'Slippage tolerance',
    slippageHint: 'The swap fails rather than deliver less than the quote minus this.',
    minimumReceived: 'Minimum received',
    network: 'Network',
    quoting: 'Getting a quote…',
    loadingTokens: 'Loading the tokens…',
    review: 'Review',
    approveNote: 'First, your wallet allows the swap to use your {symbol}: two transactions to confirm.',
    resetNote: 'Your wallet first sets the {symbol} it allowed before back to zero ({symbol} asks for this), then allows the swap to use it: three transactions to confirm.',
    approveAndSwap: 'Approve {symbol} and swap',
    swap: 'Swap',
    approving: 'Confirm the approval in your wallet…',
    swapping: 'Confirm the swap in your wallet…',
    /** Swap's second, danger-styled press on Review when the swap loses 15 % or more of its value. */
    swapAnyway: 'Swap anyway',
    /** Review's warnings about what a swap loses (`{percent}` '88.67%', `{paid}` and `{minimum}` in fiat, `{ceiling}` the host's limit). */
    risk: {
      impact: 'Price impact {percent}: this amount moves the price against you, so you receive much less than it is worth.',
      value: 'You may receive {percent} less value than you pay: at least {minimum} for {paid}.',
      confirm: 'To swap with this loss, press Swap anyway.',
      refused: 'This swap is not allowed: it loses {percent} of its value, more than the {ceiling} this site accepts. Try a smaller amount.',
    },
    edit: 'Edit',
    search: 'Search tokens',
    yourTokens: 'Your tokens',
    allTokens: 'All tokens',
    noTokenFound: 'No token matches “{search}”.',
    nothingToSwap: 'This account holds no token to swap on {network}.',
    notServed: 'Swaps are not available on {network}.',
    tokensUnavailable: 'The tokens cannot be loaded right now.',
    tryAgain: 'Try again',
    problems: {
      amount: 'Enter an amount above 0, with at most {decimals} decimals.',
      overBalance: 'That is more than your balance of {amount}.',
      insufficientGas: 'Not enough {symbol} to pay the network fee.',
      slippage: 'Enter a tolerance above 0 and at most 50.',
      chooseTo: 'Choose the token to receive.',
      noRoute: 'This swap cannot be made: there is no route for this amount.',
      unavailable: 'Swaps are not available right now. Try again shortly.',
      slippageExceeded: 'The price moved more than your slippage tolerance ({percent}). Review the new quote and try again.',
      approvalFailed: 'The approval did not go through, so the swap was not sent.',
    },
  },
} as const

/** The swap views' titles. */
export const swapTitles = {
  section: 'swapTitles',
  en: {
    WalletSwap: 'Swap',
    WalletSwapSelectToken: 'Select Token',
    WalletSwapPreview: 'Review Swap',
  },
} as const
