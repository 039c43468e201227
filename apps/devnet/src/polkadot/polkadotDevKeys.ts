import { mnemonicToMiniSecret, ss58Address } from '@polkadot-labs/hdkd-helpers'
import { getPublicKey, HDKD, secretFromSeed } from '@scure/sr25519'
import { DEV_MNEMONIC } from '../devAccounts.ts'
import { POLKADOT_DEV_ACCOUNT_COUNT, polkadotPlan } from './polkadotPlan.ts'

/** A dev account on the Polkadot devnet: an sr25519 key of the devnet mnemonic. These keys are public. */
export interface PolkadotDevAccount {
  /** The SS58 address for the chain's prefix (2). */
  address: string
  /** The hard derivation path under DEV_MNEMONIC (`//0`): `<mnemonic>//0` is the key's secret URI, as polkadot.js and subkey import it. */
  path: string
  /** The sr25519 public key (the account id), 0x-hex, 32 bytes. */
  publicKey: string
  /** The sr25519 secret key, 0x-hex, 64 bytes (key ‖ nonce), as `@scure/sr25519`'s `sign` takes it. */
  secretKey: string
}

/**
 * The first `count` sr25519 accounts of DEV_MNEMONIC on the hard paths `//0`, `//1`, …: the mnemonic's
 * Substrate mini-secret (BIP-39 entropy through PBKDF2, as every Polkadot wallet does), then one hard
 * junction (the index as a little-endian integer in a 32-byte chain code, as Substrate encodes `//0`).
 */
export function derivePolkadotDevAccounts(count = POLKADOT_DEV_ACCOUNT_COUNT): PolkadotDevAccount[] {
  const root = secretFromSeed(mnemonicToMiniSecret(DEV_MNEMONIC))
  return Array.from({ length: count }, (_, index) => {
    const secretKey = HDKD.secretHard(root, chainCodeOf(index))
    const publicKey = getPublicKey(secretKey)
    return { address: ss58Address(publicKey, polkadotPlan.ss58Prefix), path: `//${index}`, publicKey: toHex(publicKey), secretKey: toHex(secretKey) }
  })
}

function chainCodeOf(index: number): Uint8Array {
  const chainCode = new Uint8Array(32)
  new DataView(chainCode.buffer).setUint32(0, index, true)
  return chainCode
}

function toHex(bytes: Uint8Array): string {
  return `0x${Buffer.from(bytes).toString('hex')}`
}
