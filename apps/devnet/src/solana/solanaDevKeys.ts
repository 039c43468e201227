import { pbkdf2Sync } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { HDKey } from 'micro-key-producer/slip10.js'
import { DEV_MNEMONIC } from '../devAccounts.ts'

/** A dev keypair: its base58 address and its 64-byte secret key (seed ‖ public key) in base58, as Phantom and the Solana CLI import it. */
export interface SolanaDevAccount {
  address: string
  secretKey: string
}

export const SOLANA_DEV_ACCOUNT_COUNT = 10

/**
 * The first `count` Solana accounts of the devnet's public mnemonic on the path Phantom and Solflare
 * use, m/44'/501'/i'/0' (SLIP-10 ed25519): importing the mnemonic into such a wallet shows them.
 * These keys are public: never use them on a real cluster.
 */
export function deriveSolanaDevAccounts(count = SOLANA_DEV_ACCOUNT_COUNT): SolanaDevAccount[] {
  const seed = pbkdf2Sync(DEV_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const root = HDKey.fromMasterSeed(seed)
  return Array.from({ length: count }, (_, index) => devAccountFromSeed(root.derive(`m/44'/501'/${index}'/0'`).privateKey))
}

/** A keypair fixed by its role ('mint USDC', 'faucet'), so the devnet's mint and faucet addresses never change. */
export function fixedDevKeypair(role: string): SolanaDevAccount {
  return devAccountFromSeed(sha256(new TextEncoder().encode(`foyer devnet ${role}`)))
}

function devAccountFromSeed(seed: Uint8Array): SolanaDevAccount {
  const publicKey = ed25519.getPublicKey(seed)
  const secretKey = new Uint8Array(64)
  secretKey.set(seed)
  secretKey.set(publicKey, 32)
  return { address: base58.encode(publicKey), secretKey: base58.encode(secretKey) }
}
