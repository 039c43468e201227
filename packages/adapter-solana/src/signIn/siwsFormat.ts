import type { SiwxFormat } from '@foyer/core/internal'
import { siwsMessageText } from './siwsMessageText.ts'
import { solanaSignInInput } from './solanaSignIn.ts'

/**
 * Sign In With Solana as the solana namespace's sign-in format: the text a Wallet Standard wallet
 * words for `solana:signIn` from the same fields (so Foyer's own text and the wallet's agree),
 * base58 addresses kept as written (they are case-sensitive), ed25519 signatures.
 */
export const siwsFormat: SiwxFormat = {
  address: (address) => address,
  text: (data) => siwsMessageText({ ...solanaSignInInput(data), domain: data.domain, address: data.accountAddress }),
  signatureType: 'solana:ed25519',
}
