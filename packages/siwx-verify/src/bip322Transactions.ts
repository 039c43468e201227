/**
 * BIP-322's building blocks for the "simple" format, shared by its verifier (bip322Signature.ts)
 * and its signer (bip322Signer.ts): the tagged hash of the message, the address's output script
 * (the `message_challenge`), and the two virtual transactions `to_spend` and `to_sign`.
 * https://github.com/bitcoin/bips/blob/master/bip-0322.mediawiki
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { Address, NETWORK, OutScript, RawTx, Script, TEST_NETWORK, Transaction } from '@scure/btc-signer'

/** The networks a P2WPKH or P2TR address names by its human-readable part (signet shares testnet's `tb`). */
export type Bip322Network = 'mainnet' | 'testnet' | 'regtest'

/**
 * An address BIP-322's simple format is checked for here: P2WPKH (segwit v0, a 20-byte key hash)
 * or P2TR (segwit v1, a 32-byte x-only output key, spent by its key path).
 */
export type Bip322Challenge = {
  network: Bip322Network
  /** The address's output script: `to_spend`'s only output. */
  script: Uint8Array
} & ({ type: 'p2wpkh'; keyHash: Uint8Array } | { type: 'p2tr'; outputKey: Uint8Array })

type BtcNetwork = typeof NETWORK

/** Bitcoin Core's regtest: bech32 `bcrt`, base58 versions of the test networks. */
const REGTEST: BtcNetwork = { ...TEST_NETWORK, bech32: 'bcrt' }

const NETWORKS: Readonly<Record<string, { name: Bip322Network; network: BtcNetwork }>> = {
  bc: { name: 'mainnet', network: NETWORK },
  tb: { name: 'testnet', network: TEST_NETWORK },
  bcrt: { name: 'regtest', network: REGTEST },
}

/**
 * The P2WPKH or P2TR address's challenge, or undefined for anything else: another network's
 * prefix, a base58 address (P2PKH, P2SH), P2WSH, a later witness version, a bad checksum or
 * length, or mixed case (BIP-173: one case throughout; upper case is read as lower).
 */
export function bip322Challenge(address: string): Bip322Challenge | undefined {
  if (typeof address !== 'string' || address.length > 90) return undefined
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return undefined
  const known = NETWORKS[lower.slice(0, lower.lastIndexOf('1'))]
  if (!known) return undefined
  let decoded: ReturnType<ReturnType<typeof Address>['decode']>
  try {
    decoded = Address(known.network).decode(lower)
  } catch {
    return undefined
  }
  if (decoded.type === 'wpkh' && decoded.hash.length === 20) {
    return { network: known.name, type: 'p2wpkh', keyHash: decoded.hash, script: OutScript.encode(decoded) }
  }
  if (decoded.type === 'tr' && decoded.pubkey.length === 32) {
    return { network: known.name, type: 'p2tr', outputKey: decoded.pubkey, script: OutScript.encode(decoded) }
  }
  return undefined
}

const TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/** The message's BIP-340 tagged hash, tag `BIP0322-signed-message`: sha256(sha256(tag) ‖ sha256(tag) ‖ the message's UTF-8 bytes). */
export function bip322MessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  const input = new Uint8Array(TAG.length * 2 + bytes.length)
  input.set(TAG, 0)
  input.set(TAG, TAG.length)
  input.set(bytes, TAG.length * 2)
  return sha256(input)
}

/**
 * `to_spend`: version 0, one input spending the nonexistent outpoint 000…000:FFFFFFFF with
 * scriptSig `OP_0 PUSH32[message_hash]` and sequence 0, one output of 0 paying the challenge,
 * lock time 0. Answers its serialisation (it has no witness).
 */
export function toSpendTransaction(messageHash: Uint8Array, challengeScript: Uint8Array): Uint8Array {
  return RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: Script.encode(['OP_0', messageHash]), sequence: 0 }],
    outputs: [{ amount: 0n, script: challengeScript }],
    witnesses: [],
    lockTime: 0,
  })
}

/** A transaction's id as it is written (double SHA-256 of its serialisation, byte-reversed). */
export function transactionId(raw: Uint8Array): Uint8Array {
  return sha256(sha256(raw)).reverse()
}

/**
 * `to_sign` as the simple format fixes it: version 0, one input spending `to_spend`'s output 0
 * (sequence 0, its witness the signature), one output of 0 to `OP_RETURN`, lock time 0.
 */
export function toSignTransaction(message: string, challenge: Bip322Challenge): Transaction {
  const toSpendId = transactionId(toSpendTransaction(bip322MessageHash(message), challenge.script))
  // Version 0 is outside the versions a transaction builder expects; a lone OP_RETURN is no payment it knows.
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownVersion: true, allowUnknownOutputs: true })
  toSign.addInput({ txid: toSpendId, index: 0, sequence: 0, witnessUtxo: { script: challenge.script, amount: 0n } })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return toSign
}

/**
 * The digest a signature of `to_sign`'s input commits to: BIP-143's for P2WPKH (script code
 * `OP_DUP OP_HASH160 <key hash> OP_EQUALVERIFY OP_CHECKSIG`, amount 0), BIP-341's key-path one for
 * P2TR (the spent output's script and amount 0). `hashType` SIGHASH_ALL, or SIGHASH_DEFAULT for P2TR.
 */
export function toSignSigHash(toSign: Transaction, challenge: Bip322Challenge, hashType: number): Uint8Array {
  if (challenge.type === 'p2wpkh') return toSign.preimageWitnessV0(0, OutScript.encode({ type: 'pkh', hash: challenge.keyHash }), hashType, 0n)
  return toSign.preimageWitnessV1(0, [challenge.script], hashType, [0n])
}
