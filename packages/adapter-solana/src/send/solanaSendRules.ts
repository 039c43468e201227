/**
 * The rules of a send on Solana, pure, so each is tested on its own: the network fee (the base fee
 * per signature, plus the rent of the receiver's token account when the send opens it), and the
 * size of the account it opens, by the token program that owns the mint. The form and the review
 * take them with the namespace-wide rules (`sendRules.ts`).
 */

/** The base fee: 5000 lamports for each signature the transaction carries (no priority fee is asked). */
export const LAMPORTS_PER_SIGNATURE = 5000n

/** A send carries one signature: the sender's, who pays the fee and any account it opens. */
export const SOLANA_SEND_SIGNATURES = 1

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** A mint's size without extensions (both token programs). */
const PLAIN_MINT_BYTES = 82

/**
 * The network fee of a Solana send in lamports, as the review shows it: the signatures' base fee,
 * plus the rent-exempt deposit of the receiver's associated token account when the send creates it
 * (the sender pays it; it is 0 for SOL, and for a receiver who already has the account).
 */
export function solanaNetworkFee({ signatures = SOLANA_SEND_SIGNATURES, tokenAccountRent = 0n }: { signatures?: number; tokenAccountRent?: bigint }): bigint {
  return LAMPORTS_PER_SIGNATURE * BigInt(signatures) + tokenAccountRent
}

/**
 * The size of the associated token account the associated-token program creates for a mint: 165
 * bytes under SPL Token; under Token-2022, 170 for a mint without extensions (an account-type byte
 * and the ImmutableOwner extension's header). Undefined where it depends on the mint's extensions
 * (Token-2022 with extensions) or the program is not a token program: the fee is then not known.
 */
export function tokenAccountSize(tokenProgram: string, mintBytes: number): number | undefined {
  if (tokenProgram === TOKEN_PROGRAM) return 165
  if (tokenProgram === TOKEN_2022_PROGRAM && mintBytes === PLAIN_MINT_BYTES) return 170
  return undefined
}
