/** spec §5: a Solana address is 32 to 44 base58 characters. */
export const SOLANA_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
