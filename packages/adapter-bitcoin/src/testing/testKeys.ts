import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import type { BitcoinNetworkName } from '../bitcoinNetwork.ts'

/** One key of a test account and the address it pays to. */
export interface BitcoinTestKey {
  address: string
  /** The 32-byte secp256k1 private key. */
  privateKey: Uint8Array
  /** The compressed public key (33 bytes) in hex; a taproot key's internal key is its last 32 bytes. */
  publicKey: string
  /** The BIP-32 path it was derived on. */
  path: string
}

/** A test wallet's account on one network: its P2WPKH payment key (BIP-84) and P2TR ordinals key (BIP-86). */
export interface BitcoinTestAccount {
  payment: BitcoinTestKey
  ordinals: BitcoinTestKey
}

/** Each network's segwit prefix: regtest's `bcrt`, the test networks' `tb`. */
const PREFIXES: Readonly<Record<BitcoinNetworkName, string>> = { mainnet: 'bc', testnet: 'tb', testnet4: 'tb', signet: 'tb', regtest: 'bcrt' }

/**
 * The account a seed holds on a network, as wallets derive it: payment on BIP-84's
 * `m/84'/<coin>'/<account>'/0/0` (P2WPKH), ordinals on BIP-86's `m/86'/<coin>'/<account>'/0/0`
 * (P2TR, key-path only), coin type 0 on mainnet and 1 on every test network.
 */
export function bitcoinTestAccount(seed: Uint8Array, network: BitcoinNetworkName, account = 0): BitcoinTestAccount {
  const master = HDKey.fromMasterSeed(seed)
  const coin = network === 'mainnet' ? 0 : 1
  const hrp = PREFIXES[network]
  const key = (purpose: 84 | 86) => {
    const path = `m/${purpose}'/${coin}'/${account}'/0/0`
    const derived = master.derive(path)
    if (!derived.privateKey || !derived.publicKey) throw new Error(`no key at ${path}`)
    return { path, privateKey: derived.privateKey, publicKey: derived.publicKey }
  }
  const payment = key(84)
  const ordinals = key(86)
  return {
    payment: { ...payment, publicKey: hex.encode(payment.publicKey), address: p2wpkhAddress(payment.publicKey, hrp) },
    ordinals: { ...ordinals, publicKey: hex.encode(ordinals.publicKey), address: p2trAddress(ordinals.publicKey, hrp) },
  }
}

/** BIP-141's P2WPKH: witness version 0 and the key's HASH160, in bech32. */
export function p2wpkhAddress(publicKey: Uint8Array, hrp: string): string {
  return bech32.encode(hrp, [0, ...bech32.toWords(ripemd160(sha256(publicKey)))])
}

/** BIP-86's P2TR: the internal key tweaked by its own tagged hash (no script path), witness version 1, in bech32m. */
export function p2trAddress(publicKey: Uint8Array, hrp: string): string {
  const internal = publicKey.length === 33 ? publicKey.subarray(1) : publicKey
  const tweak = schnorr.utils.bytesToNumberBE(schnorr.utils.taggedHash('TapTweak', internal))
  const output = schnorr.utils.lift_x(schnorr.utils.bytesToNumberBE(internal)).add(secp256k1.ProjectivePoint.BASE.multiply(tweak))
  return bech32m.encode(hrp, [1, ...bech32m.toWords(schnorr.utils.pointToBytes(output))])
}
