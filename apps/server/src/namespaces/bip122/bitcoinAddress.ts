import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'

/** The networks a Bitcoin address may name, by its human-readable part or version byte. */
export type BitcoinAddressNetwork = 'mainnet' | 'testnet' | 'regtest'

export interface DecodedBitcoinAddress {
  network: BitcoinAddressNetwork
  /** p2pkh and p2sh (base58check), p2wpkh and p2wsh (segwit v0), p2tr (v1) or a later witness version. */
  type: 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness'
}

const base58check = createBase58check(sha256)
// Testnet, signet and regtest share base58 versions: the version says "a test network", regtest included.
const BASE58_VERSIONS: Record<number, DecodedBitcoinAddress> = {
  0: { network: 'mainnet', type: 'p2pkh' },
  5: { network: 'mainnet', type: 'p2sh' },
  111: { network: 'testnet', type: 'p2pkh' },
  196: { network: 'testnet', type: 'p2sh' },
}
const SEGWIT_PREFIXES: Record<string, BitcoinAddressNetwork> = { bc: 'mainnet', tb: 'testnet', bcrt: 'regtest' }

/** A shape that tells a Bitcoin address from the other namespaces' before it is decoded. */
export const BITCOIN_ADDRESS = /^(?:[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|(?:BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{8,87})$/

/**
 * Decodes a Bitcoin address by BIP-173/350's rules (segwit v0 in bech32 with a 20- or 32-byte
 * program, v1 and later in bech32m, one case throughout) or base58check's (a known version, 20
 * bytes); undefined when it is none of them, a checksum fails or the program has the wrong length.
 */
export function decodeBitcoinAddress(text: string): DecodedBitcoinAddress | undefined {
  if (!BITCOIN_ADDRESS.test(text)) return undefined
  return /^[13mn2]/.test(text) ? decodeBase58(text) : decodeSegwit(text)
}

function decodeBase58(text: string): DecodedBitcoinAddress | undefined {
  try {
    const payload = base58check.decode(text)
    return payload.length === 21 ? BASE58_VERSIONS[payload[0]!] : undefined
  } catch {
    return undefined
  }
}

function decodeSegwit(text: string): DecodedBitcoinAddress | undefined {
  const lower = text.toLowerCase()
  const network = SEGWIT_PREFIXES[lower.slice(0, lower.lastIndexOf('1'))]
  if (!network) return undefined
  const version = witnessVersion(lower)
  if (version === undefined) return undefined
  // BIP-350: version 0 is bech32, every later one bech32m; the checksum says which it was written in.
  const decoded = (version === 0 ? bech32 : bech32m).decodeUnsafe(lower as `${string}1${string}`, 90)
  if (!decoded) return undefined
  const program = (version === 0 ? bech32 : bech32m).fromWordsUnsafe(decoded.words.slice(1))
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0) return program.length === 20 ? { network, type: 'p2wpkh' } : program.length === 32 ? { network, type: 'p2wsh' } : undefined
  return { network, type: version === 1 && program.length === 32 ? 'p2tr' : 'witness' }
}

/** The witness version an address's data part starts with (its first 5-bit word), 0 to 16. */
function witnessVersion(lower: string): number | undefined {
  const separator = lower.lastIndexOf('1')
  const first = lower[separator + 1]
  const version = first === undefined ? -1 : 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'.indexOf(first)
  return version >= 0 && version <= 16 ? version : undefined
}
