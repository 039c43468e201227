import { encodeSs58Address } from '@foyer/siwx-verify/ss58'
import { getPublicKey, secretFromSeed } from '@scure/sr25519'
import { deriveEd25519, parseHardenedPath } from '../../../auth/keys/slip10.ts'

/** Polkadot's SLIP-44 coin type (354), in the path Ledger's Polkadot app names its first account by. */
export const POLKADOT_PATH = "m/44'/354'/0'/0'/0'"
/** The generic Substrate prefix, which polkadot-js extensions share their accounts in (5…). */
export const GENERIC_SS58_PREFIX = 42

/** The user's sr25519 key, opened for one request. */
export interface PolkadotWalletKey {
  /** sr25519's 64-byte secret key (the expanded mini secret). */
  secretKey: Uint8Array
  /** The 32-byte public key: the account id every prefix writes. */
  publicKey: Uint8Array
}

/**
 * The user's Polkadot account: an sr25519 key whose 32-byte mini secret is the SLIP-10 node at
 * m/44'/354'/0'/0'/0' of the user's BIP-39 seed (every step hardened, as SLIP-10 derives). No
 * wallet agrees on a way from a BIP-39 seed to an sr25519 key (polkadot-js expands the mnemonic's
 * entropy, which the server does not keep), so this is Foyer's own, fixed here: the path keeps it
 * apart from the user's other keys, and changing it would move every user's account.
 */
export function polkadotWalletKey(seed: Uint8Array): PolkadotWalletKey {
  const miniSecret = deriveEd25519(seed, parseHardenedPath(POLKADOT_PATH)).privateKey
  const secretKey = secretFromSeed(miniSecret)
  return { secretKey, publicKey: getPublicKey(secretKey) }
}

/** The account's SS58 address for one network's prefix (the generic 42 where none is named). */
export function polkadotWalletAddress(publicKey: Uint8Array, prefix = GENERIC_SS58_PREFIX): string {
  return encodeSs58Address(publicKey, prefix)
}
