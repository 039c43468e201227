import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'

/**
 * Which chains an address can be spent on, as its own text says: a segwit address names its chain
 * by its human-readable part (`bc` mainnet, `tb` testnet3, testnet4 and signet, `bcrt` regtest); a
 * base58 address only says mainnet or "a test network" (testnet, signet and regtest share versions).
 */
export type BitcoinAddressChain = 'mainnet' | 'testnet' | 'regtest' | 'any-test'

export interface DecodedBitcoinAddress {
  chain: BitcoinAddressChain
  /** p2pkh and p2sh (base58check), p2wpkh and p2wsh (segwit v0), p2tr (v1, 32 bytes) or a later witness program. */
  type: 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness'
}

const base58check = createBase58check(sha256)
const BASE58_VERSIONS: Readonly<Record<number, DecodedBitcoinAddress>> = {
  0: { chain: 'mainnet', type: 'p2pkh' },
  5: { chain: 'mainnet', type: 'p2sh' },
  111: { chain: 'any-test', type: 'p2pkh' },
  196: { chain: 'any-test', type: 'p2sh' },
}
const SEGWIT_CHAINS: Readonly<Record<string, BitcoinAddressChain>> = { bc: 'mainnet', tb: 'testnet', bcrt: 'regtest' }
const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
// Letters and digits of base58 (no 0, O, I, l); a base58check address of 21 bytes is 26 to 35 characters.
const BASE58_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{26,35}$/
// BIP-173: the whole address in one case, at most 90 characters.
const SEGWIT_SHAPE = /^(?:[a-z]{2,4}1[02-9ac-hj-np-z]{8,87}|[A-Z]{2,4}1[02-9AC-HJ-NP-Z]{8,87})$/

/**
 * Decodes a Bitcoin address by BIP-173 and BIP-350 (witness version 0 in bech32 with a 20- or
 * 32-byte program, versions 1 to 16 in bech32m with 2 to 40 bytes, one case throughout, prefixes
 * bc, tb and bcrt) or base58check (versions 0x00, 0x05, 0x6f and 0xc4 with a 20-byte hash); undefined
 * for anything else, a failed checksum, the other checksum's variant or a program of the wrong length.
 */
export function decodeBitcoinAddress(text: string): DecodedBitcoinAddress | undefined {
  if (SEGWIT_SHAPE.test(text)) return decodeSegwit(text.toLowerCase())
  if (BASE58_SHAPE.test(text)) return decodeBase58(text)
  return undefined
}

/** The form two Bitcoin addresses are compared in: bech32 in lower case (it is one address in either case), base58 as written. */
export function bitcoinAddressKey(address: string): string {
  const trimmed = address.trim()
  return SEGWIT_SHAPE.test(trimmed) ? trimmed.toLowerCase() : trimmed
}

function decodeBase58(text: string): DecodedBitcoinAddress | undefined {
  let payload: Uint8Array
  try {
    payload = base58check.decode(text)
  } catch {
    return undefined
  }
  return payload.length === 21 ? BASE58_VERSIONS[payload[0]!] : undefined
}

function decodeSegwit(lower: string): DecodedBitcoinAddress | undefined {
  const separator = lower.lastIndexOf('1')
  const chain = SEGWIT_CHAINS[lower.slice(0, separator)]
  const version = BECH32_ALPHABET.indexOf(lower[separator + 1] ?? '')
  if (!chain || version < 0 || version > 16) return undefined
  // BIP-350: version 0 is written in bech32, every later version in bech32m.
  const coding = version === 0 ? bech32 : bech32m
  const decoded = coding.decodeUnsafe(lower, 90)
  if (!decoded) return undefined
  const program = coding.fromWordsUnsafe(decoded.words.slice(1))
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0) {
    if (program.length === 20) return { chain, type: 'p2wpkh' }
    return program.length === 32 ? { chain, type: 'p2wsh' } : undefined
  }
  return { chain, type: version === 1 && program.length === 32 ? 'p2tr' : 'witness' }
}
