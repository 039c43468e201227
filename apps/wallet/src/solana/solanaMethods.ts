/** The Solana methods a person approves or rejects (WalletConnect's Solana RPC). */
export const SOLANA_PROMPTED_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const
/** What the wallet grants a Solana session: those, and the account queries it answers itself. */
export const SOLANA_WALLET_METHODS = [...SOLANA_PROMPTED_METHODS, 'solana_getAccounts', 'solana_requestAccounts'] as const
