/** The Account view's Activity tab: its states, its day headings and each transaction in words. */
export const activityTexts = {
  section: 'activity',
  en: {
    /** The language of dates and times (Intl), e.g. 'Tue, Mar 10' and '2:05 PM'. */
    dateLocale: 'en-US',
    today: 'Today',
    yesterday: 'Yesterday',
    loading: 'Loading activity',
    loadingOlder: 'Loading older activity',
    tryAgain: 'Try again',
    unavailable: 'Activity unavailable',
    empty: 'No activity yet',
    loadFailed: 'It could not be loaded just now.',
    willShow: 'Transactions will show here.',
    willShowOn: 'Transactions on {network} will show here.',
    /** A network whose history the server does not serve (spec §9: eip155 only). */
    notServed: 'No activity list for {network}',
    notServedText: 'Foyer shows the history of EVM networks only. Your transactions are on the network; your wallet or an explorer lists them.',
    pending: 'Pending',
    pendingTransaction: 'Pending transaction',
    viewOnExplorer: ', view on explorer',
    /** Per operation: the title without an amount, with one (`{asset}`: '0.01 ETH'), and when it failed. */
    operations: {
      send: { done: 'Sent', doneWith: 'Sent {asset}', failed: 'Send failed' },
      receive: { done: 'Received', doneWith: 'Received {asset}', failed: 'Receive failed' },
      trade: { done: 'Swapped', doneWith: 'Swapped {asset}', failed: 'Swap failed' },
      mint: { done: 'Minted', doneWith: 'Minted {asset}', failed: 'Mint failed' },
      burn: { done: 'Burned', doneWith: 'Burned {asset}', failed: 'Burn failed' },
      /** A contract the account created; `doneWith` where its constructor paid the account (a token minted to its creator). */
      deploy: { done: 'Created a contract', doneWith: 'Created a contract and received {asset}', failed: 'Contract creation failed' },
      /** An ERC-20 `approve`: the account let someone spend its tokens (the row names the token's contract). */
      approve: { done: 'Allowed spending of a token', doneWith: 'Allowed spending of a token', failed: 'Token allowance failed' },
      execute: { done: 'Contract call', doneWith: 'Contract call', failed: 'Contract call failed' },
    },
    swapped: 'Swapped {sold} for {bought}',
    andMore: '{asset} and {count} more',
    /** Who the account dealt with (`{address}`: '0x7099…79C8'). */
    counterparty: {
      from: 'from {address}',
      by: 'by {address}',
      to: 'to {address}',
      at: 'at {address}',
      with: 'with {address}',
      /** The token contract an allowance was set on. */
      token: 'token {address}',
    },
  },
} as const
