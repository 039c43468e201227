/** The snackbar's texts, the small toast at the bottom of the modal (spec §8); core reports them in English. */
export const snackbarTexts = {
  section: 'snackbars',
  en: {
    TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
    TRANSACTION_STARTED: 'Transaction started',
    SOMETHING_WENT_WRONG: 'Something went wrong',
    SEND_FAILED: 'Failed to send transaction. Please try again.',
    FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
    AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
    SIGNATURE_DECLINED: 'Signature declined',
    /** A host asked for a batch of calls (EIP-5792) the connected wallet cannot send. */
    CALLS_UNSUPPORTED: 'This wallet cannot send this batch of calls',
    SMART_ACCOUNTS_UNSUPPORTED: 'This application might not support Smart Accounts',
    AUTHENTICATING: 'Authenticating...',
    ADDRESS_COPIED: 'Address copied',
    LINK_COPIED: 'Link copied',
    NETWORK_SWITCH_FAILED: 'Failed to switch network',
    /** Spec §8's UI text for a refused RPC call. */
    ACTION_NOT_ALLOWED: 'Action not allowed',
    /** A failed add-chain, thrown by the adapter and shown as it is. */
    CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  },
} as const
