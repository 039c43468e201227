/** Buying crypto: the form, the quote, the provider, and waiting for the purchase. */
export const onrampTexts = {
  section: 'onramp',
  en: {
    amount: 'Amount to pay',
    /** A preset amount's button, read out in full. */
    presetLabel: 'Pay {amount}',
    currency: 'Currency',
    method: 'Payment method',
    methods: { card: 'Card', bank_account: 'Bank account' },
    asset: 'Crypto to buy',
    /** An asset in the picker: its symbol and the network it arrives on. */
    assetOn: '{symbol} on {network}',
    limits: '{min} to {max} {currency} by {method}',
    provider: 'Provider',
    problems: {
      amount: 'Enter an amount above 0, with at most 2 decimals.',
      limits: 'The amount must be between {min} and {max} {currency} for {method} payments.',
      nothingToBuy: 'Nothing can be bought on {network} right now.',
      unavailable: 'The provider’s page could not be opened. Please try again.',
    },
    /** The server did not answer the options: nothing can be bought until it does (asked again by itself). */
    away: {
      title: 'Buying is unavailable right now.',
      note: 'It comes back here by itself as soon as the service answers.',
    },
    /** Spec §8: the server's options could not be had; the built-in currencies are offered. */
    fallbackOptions: 'Showing the standard currencies: the provider’s list could not be loaded.',
    quote: 'Quote',
    youGet: 'You get',
    networkFee: 'Network fee',
    providerFee: 'Provider fee',
    total: 'Total',
    quoting: 'Getting a quote…',
    /** Spec §8: a placeholder quote's figures are not shown. */
    quoteUnavailable: 'No quote right now: the provider shows the price on its page.',
    continue: 'Continue',
    opening: 'Opening…',
    waiting: 'Waiting for your purchase…',
    waitingNote: 'Finish paying on {provider}’s page. Your {symbol} shows here once it reaches your wallet.',
    /** The popup was blocked: the provider's page as a link. */
    blocked: 'Your browser blocked the provider’s window.',
    openPage: 'Open {provider}’s page',
    done: 'Your {symbol} has arrived.',
    /** Under 'done': the holding read from the chain. */
    holding: 'You now hold {amount} {symbol}.',
    finished: 'I’ve finished',
    backToAccount: 'Back to Account',
  },
} as const
