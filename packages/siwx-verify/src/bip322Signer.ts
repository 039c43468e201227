/**
 * @foyer/siwx-verify/bip322-signer: signs a message in BIP-322's "simple" format with a private
 * key, for test wallets, the devnet and Foyer's embedded wallet. A subpath of its own, so that a
 * host's backend that only verifies (the package's main entry) never loads signing code.
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { p2tr, RawWitness } from '@scure/btc-signer'
import { equalBytes, hash160 } from '@scure/btc-signer/utils.js'
import { bip322Challenge, toSignTransaction } from './bip322Transactions.ts'

export interface SignBip322Options {
  /**
   * Writes the `smp` prefix BIP-322 1.0.0 asks signers for (default true). False for a verifier
   * that predates it (bip322-js 3, most wallets' own checks until 2026): the bare witness stack,
   * which verifiers that know the prefix read as simple too.
   */
  prefix?: boolean
}

/**
 * `address`'s BIP-322 simple signature of `message` (its UTF-8 bytes) with `privateKey` (32
 * bytes): `to_sign` is signed as any other transaction is, by @scure/btc-signer, and its input's
 * witness is the signature, base64-encoded. P2WPKH signs with ECDSA (RFC 6979, low s,
 * SIGHASH_ALL) and adds the compressed key; P2TR signs by the key path with the BIP-86 output key
 * (the key tweaked with no script tree; BIP-340 with fresh auxiliary randomness, SIGHASH_DEFAULT).
 * Throws when the address is none of those (mainnet bc1, testnet tb1, regtest bcrt1) or is not
 * the key's.
 */
export function signBip322Simple(privateKey: Uint8Array, address: string, message: string, options: SignBip322Options = {}): string {
  const challenge = bip322Challenge(address)
  if (!challenge) throw new Error(`${JSON.stringify(address)} is not a P2WPKH or P2TR address of mainnet, testnet or regtest, the addresses signed for here`)
  const toSign = toSignTransaction(message, challenge)
  if (challenge.type === 'p2wpkh') {
    if (!equalBytes(hash160(secp256k1.getPublicKey(privateKey, true)), challenge.keyHash)) throw new Error(`the private key is not the key of ${address}`)
  } else {
    const internalKey = schnorr.getPublicKey(privateKey)
    if (!equalBytes(p2tr(internalKey).tweakedPubkey, challenge.outputKey)) throw new Error(`the private key is not the BIP-86 key of ${address} (a key-path output with no script tree)`)
    toSign.updateInput(0, { tapInternalKey: internalKey })
  }
  if (!toSign.signIdx(privateKey, 0)) throw new Error(`the private key could not sign for ${address}`)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('the signed to_sign transaction has no witness')
  const encoded = base64.encode(RawWitness.encode(witness))
  return options.prefix === false ? encoded : `smp${encoded}`
}
