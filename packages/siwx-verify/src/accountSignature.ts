import type { Hex, PublicClient } from 'viem'
import type { CacaoSignatureType } from './cacao.ts'
import { verifyBip322Simple } from './bip322Signature.ts'
import { verifyEip155Signature } from './eip155Signature.ts'
import { verifyPolkadotSignature } from './polkadotSignature.ts'
import type { SiwxNamespace } from './siwxNamespaces.ts'
import { verifySolanaSignature } from './solanaSignature.ts'

export interface AccountSignature {
  namespace: SiwxNamespace
  address: string
  message: string
  signature: string
  /** For a sign-in message: the time its EIP-4361 fields are checked at (eip155). */
  signInAt?: Date
}

/**
 * How the account signed the message, as a CACAO signature type, or undefined when it did not:
 * eip155 by its key or its contract (the latter asked of the chain through `client`), solana by
 * its ed25519 key, bip122 by BIP-322's simple format (P2WPKH, P2TR), polkadot by its sr25519 or
 * ed25519 key over the `<Bytes>`-wrapped message.
 * Throws ChainUnavailableError when a smart account's chain did not answer.
 */
export async function verifyAccountSignature(signed: AccountSignature, client?: PublicClient): Promise<CacaoSignatureType | undefined> {
  if (signed.namespace === 'solana') return verifySolanaSignature(signed) ? 'solana:ed25519' : undefined
  if (signed.namespace === 'bip122') return verifyBip322Simple(signed.address, signed.message, signed.signature) ? 'bip122:bip322-simple' : undefined
  if (signed.namespace === 'polkadot') {
    const scheme = verifyPolkadotSignature(signed.address, signed.message, signed.signature)
    return scheme && `polkadot:${scheme}`
  }
  return verifyEip155Signature({ ...signed, address: signed.address as Hex }, client)
}
