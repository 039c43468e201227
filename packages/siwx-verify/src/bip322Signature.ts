import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { RawWitness, SigHash } from '@scure/btc-signer'
import { equalBytes, hash160 } from '@scure/btc-signer/utils.js'
import { bip322Challenge, toSignSigHash, toSignTransaction, type Bip322Challenge } from './bip322Transactions.ts'

/**
 * The longest signature text read: a P2WPKH witness (a 73-byte DER signature with its hash type,
 * a 33-byte key) is 148 base64 characters, a P2TR one at most 92, after the 3-character prefix.
 */
export const MAX_BIP322_SIGNATURE_LENGTH = 200

/** BIP-322 1.0.0 prefixes a simple signature with `smp`; one without a prefix is read as simple, as the BIP allows (wallets wrote none before). */
const SIMPLE_PREFIX = 'smp'
const FULL_PREFIXES = ['ful', 'pof']

/**
 * Whether `signature` is `address`'s BIP-322 "simple" signature of `message` (its UTF-8 bytes):
 * a witness stack, base64-encoded, with or without the `smp` prefix, that spends the virtual
 * `to_spend` output paying `address` in `to_sign`. Taken for P2WPKH (an ECDSA signature, strict
 * DER, low s, SIGHASH_ALL, and its compressed key) and P2TR key-path (a BIP-340 signature by the
 * output key, SIGHASH_DEFAULT or SIGHASH_ALL) addresses of mainnet (bc1), testnet and signet (tb1)
 * and regtest (bcrt1). Anything else is false, never a throw: a legacy (P2PKH) or P2SH address, a
 * "full" or proof-of-funds signature, another sighash type, a malformed or non-canonical encoding.
 */
export function verifyBip322Simple(address: string, message: string, signature: string): boolean {
  try {
    if (typeof message !== 'string') return false
    const challenge = bip322Challenge(address)
    const witness = bip322SimpleWitness(signature)
    if (!challenge || !witness) return false
    return challenge.type === 'p2wpkh' ? verifyP2wpkh(challenge, message, witness) : verifyP2tr(challenge, message, witness)
  } catch {
    return false
  }
}

/** What is wrong with a signature's encoding for BIP-322's simple format, if anything (not whether it verifies). */
export function bip322SignatureProblem(signature: string): string | undefined {
  if (FULL_PREFIXES.some((prefix) => signature.startsWith(prefix))) return 'is a BIP-322 full signature (ful…, pof…): only the simple format (smp…, a witness stack) is taken'
  return bip322SimpleWitness(signature) ? undefined : 'must be a BIP-322 simple signature: a witness stack in base64, after smp or bare'
}

/**
 * The witness stack a simple signature encodes: one or two items, in canonical base64 and
 * canonical compact sizes with nothing after the stack, so that one stack has one text.
 */
export function bip322SimpleWitness(signature: string): Uint8Array[] | undefined {
  if (typeof signature !== 'string' || signature.length > MAX_BIP322_SIGNATURE_LENGTH) return undefined
  const text = signature.startsWith(SIMPLE_PREFIX) ? signature.slice(SIMPLE_PREFIX.length) : signature
  if (text === '') return undefined
  try {
    const bytes = base64.decode(text)
    if (base64.encode(bytes) !== text) return undefined
    const witness = RawWitness.decode(bytes)
    if (!equalBytes(RawWitness.encode(witness), bytes)) return undefined
    return witness.length === 1 || witness.length === 2 ? witness : undefined
  } catch {
    return undefined
  }
}

/** P2WPKH: [signature ‖ SIGHASH_ALL, compressed key], the key's HASH160 the address's program. */
function verifyP2wpkh(challenge: Extract<Bip322Challenge, { type: 'p2wpkh' }>, message: string, witness: Uint8Array[]): boolean {
  const [signature, publicKey] = witness
  if (!signature || !publicKey || witness.length !== 2) return false
  if (publicKey.length !== 33 || (publicKey[0] !== 0x02 && publicKey[0] !== 0x03)) return false
  if (!equalBytes(hash160(publicKey), challenge.keyHash)) return false
  if (signature[signature.length - 1] !== SigHash.ALL) return false
  const der = signature.subarray(0, -1)
  if (!isStrictDer(der)) return false
  const digest = toSignSigHash(toSignTransaction(message, challenge), challenge, SigHash.ALL)
  return secp256k1.verify(der, digest, publicKey, { prehash: false, format: 'der', lowS: true })
}

/** P2TR key path: [64-byte signature (SIGHASH_DEFAULT) or 65 bytes ending in SIGHASH_ALL] by the output key; no annex, no script path. */
function verifyP2tr(challenge: Extract<Bip322Challenge, { type: 'p2tr' }>, message: string, witness: Uint8Array[]): boolean {
  const [signature] = witness
  if (!signature || witness.length !== 1) return false
  let hashType: number
  if (signature.length === 64) hashType = SigHash.DEFAULT
  else if (signature.length === 65 && signature[64] === SigHash.ALL) hashType = SigHash.ALL
  else return false
  const digest = toSignSigHash(toSignTransaction(message, challenge), challenge, hashType)
  return schnorr.verify(signature.subarray(0, 64), digest, challenge.outputKey)
}

/**
 * BIP-66's strict DER (without the hash type byte): 0x30 len 0x02 lenR R 0x02 lenS S, the lengths
 * exact, R and S non-empty, not negative and without a needless leading zero.
 */
export function isStrictDer(der: Uint8Array): boolean {
  const length = der.length
  if (length < 8 || length > 72) return false
  if (der[0] !== 0x30 || der[1] !== length - 2) return false
  const lengthR = der[3]!
  if (der[2] !== 0x02 || lengthR === 0 || 5 + lengthR >= length) return false
  const lengthS = der[5 + lengthR]!
  if (der[4 + lengthR] !== 0x02 || lengthS === 0 || lengthR + lengthS + 6 !== length) return false
  return isMinimalPositive(der.subarray(4, 4 + lengthR)) && isMinimalPositive(der.subarray(6 + lengthR))
}

/** A DER integer that is not negative and has no leading zero it does not need. */
function isMinimalPositive(integer: Uint8Array): boolean {
  if ((integer[0]! & 0x80) !== 0) return false
  return !(integer.length > 1 && integer[0] === 0x00 && (integer[1]! & 0x80) === 0)
}
