import { pbkdf2Sync } from 'node:crypto'
import { ripemd160 } from '@noble/hashes/ripemd160'
import { sha256 } from '@noble/hashes/sha256'
import { bech32 } from '@scure/base'
import { toHex } from 'viem'
import { HDKey } from 'viem/accounts'
import { DEV_ACCOUNT_COUNT, DEV_MNEMONIC } from '../devAccounts.ts'

/** A dev account on the Bitcoin devnet: a P2WPKH key of the devnet mnemonic. These keys are public. */
export interface BitcoinDevAccount {
  /** `bcrt1q…`: the payment address (P2WPKH), as Bitcoin Core writes regtest's. */
  address: string
  /** The BIP-32 path it was derived on (BIP-84, coin type 1: every test network's). */
  path: string
  /** The compressed public key, hex. */
  publicKey: string
  /** The private key, hex (32 bytes). */
  privateKey: string
}

/** The human-readable part of regtest's segwit addresses in Bitcoin Core (and bitcoinjs, and every wallet). */
export const REGTEST_BECH32_PREFIX = 'bcrt'

/** The first `count` payment accounts of DEV_MNEMONIC on BIP-84's path m/84'/1'/0'/0/i. */
export function deriveBitcoinDevAccounts(count = DEV_ACCOUNT_COUNT): BitcoinDevAccount[] {
  const external = masterKey().derive("m/84'/1'/0'/0")
  return Array.from({ length: count }, (_, index) => accountOf(external.deriveChild(index), `m/84'/1'/0'/0/${index}`))
}

/** The key the devnet mines to and funds the dev accounts from (BIP-84's second account), apart from theirs. */
export function deriveBitcoinMinerAccount(): BitcoinDevAccount {
  return accountOf(masterKey().derive("m/84'/1'/1'/0/0"), "m/84'/1'/1'/0/0")
}

/** A public key's P2WPKH address on regtest: witness version 0 and the key's HASH160. */
export function p2wpkhAddress(publicKey: Uint8Array): string {
  return bech32.encode(REGTEST_BECH32_PREFIX, [0, ...bech32.toWords(ripemd160(sha256(publicKey)))])
}

function masterKey(): HDKey {
  // BIP-39 seed through node's native PBKDF2, as devAccounts.ts does.
  return HDKey.fromMasterSeed(pbkdf2Sync(DEV_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'))
}

function accountOf(key: HDKey, path: string): BitcoinDevAccount {
  const publicKey = key.publicKey!
  return { address: p2wpkhAddress(publicKey), path, publicKey: toHex(publicKey).slice(2), privateKey: toHex(key.privateKey!).slice(2) }
}
