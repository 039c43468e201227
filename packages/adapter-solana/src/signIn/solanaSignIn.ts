/**
 * Sign In With Solana through the Wallet Standard's `solana:signIn`: the wallet words the SIWS
 * message from Foyer's sign-in fields and signs it. Its answer is what Foyer's server (and
 * @foyer/siwx-verify) reads: the text signed, UTF-8 decoded, and the ed25519 signature in base58.
 */
import type { SiwxMessageData, SiwxSigned } from '@foyer/core'
import { base58 } from '@scure/base'
import type { SolanaSignInFeature, SolanaSignInInput, SolanaSignInOutput } from '@solana/wallet-standard-features'
import { SOLANA_CLUSTERS } from '../solanaNetwork.ts'
import { walletError } from '../walletErrors.ts'

type SignInFeature = SolanaSignInFeature['solana:signIn']

/**
 * SIWS's Chain ID: a public cluster by its name (`mainnet`, `devnet`, `testnet`), as the SIWS ABNF
 * writes it and Foyer's own SIWS text does; any other cluster by its CAIP-2 id, which the ABNF has
 * no name for and Foyer's verifier reads back to the same chain (`localnet` would name none).
 */
export function siwsChainId(chainId: string): string {
  const reference = chainId.slice(chainId.indexOf(':') + 1)
  const cluster = Object.entries(SOLANA_CLUSTERS).find(([, clusterReference]) => clusterReference === reference)
  return cluster ? cluster[0] : chainId
}

/** Foyer's sign-in fields as `solana:signIn`'s input: every field given, so the wallet's text says what Foyer's session says. */
export function solanaSignInInput(data: SiwxMessageData): SolanaSignInInput {
  return {
    domain: data.domain,
    address: data.accountAddress,
    ...(data.statement ? { statement: data.statement } : {}),
    uri: data.uri,
    version: data.version,
    chainId: siwsChainId(data.chainId),
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    ...(data.expirationTime ? { expirationTime: data.expirationTime } : {}),
    ...(data.notBefore ? { notBefore: data.notBefore } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
    ...(data.resources?.length ? { resources: data.resources } : {}),
  }
}

// fatal: bytes that are not UTF-8 are not a text the server could check; ignoreBOM: a BOM stays, as it was signed.
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/**
 * The wallet's answer as Foyer's signed text and signature. Refused: an answer for another account
 * than the one asked to sign in, a signature that is not ed25519 (64 bytes), or a message wrapped
 * as an off-chain message (its signature is not over the text).
 */
export function signedText(output: SolanaSignInOutput | undefined, address: string, walletName: string): SiwxSigned {
  if (!output) throw new Error(`${walletName} answered the sign-in with nothing`)
  if (output.account.address !== address) throw new Error(`${walletName} signed in with ${output.account.address}, not with the connected account ${address}`)
  if ((output.signatureType ?? 'ed25519') !== 'ed25519' || output.signature.length !== 64) throw new Error(`${walletName} answered the sign-in with a signature that is not ed25519`)
  if (output.signedMessageFormat) throw new Error(`${walletName} signed the sign-in as an off-chain message, which Foyer cannot check`)
  return { message: UTF8.decode(output.signedMessage), signature: base58.encode(output.signature) }
}

/**
 * The connector's `signIn` over a wallet's `solana:signIn`: asks it to sign the connected account
 * in (`connected` throws when none is) and answers its text and signature; a refusal is the
 * visitor's (WalletRejectedError), which core shows as 'Signature declined'.
 */
export function standardSignIn(feature: SignInFeature, walletName: string, connected: () => unknown): (data: SiwxMessageData) => Promise<SiwxSigned> {
  return async (data) => {
    connected()
    const [output] = await feature.signIn(solanaSignInInput(data)).catch((error: unknown) => Promise.reject(walletError(error)))
    return signedText(output, data.accountAddress, walletName)
  }
}
