import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { bytesToHex } from '@noble/hashes/utils.js'
import { Address, p2tr, RawWitness, SigHash, TEST_NETWORK, WIF } from '@scure/btc-signer'
import { hash160, taprootTweakPrivKey } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import { signBip322Simple } from '@foyer/siwx-verify/bip322-signer'
import { addressesOf, NETWORKS, type NetworkName, randomMessage, REGTEST, withoutPrefix } from './bip322Fixtures.ts'
import { bip322SignatureProblem, bip322SimpleWitness, isStrictDer, verifyBip322Simple } from '../src/bip322Signature.ts'
import { bip322Challenge, bip322MessageHash, toSignSigHash, toSignTransaction, toSpendTransaction, transactionId } from '../src/bip322Transactions.ts'

/**
 * BIP-322's own vectors, copied byte for byte from bitcoin/bips (bip-0322/, at commit
 * 7fe0b034ec967b52a5a28276419117326df93263, BIP-322 2.0.0); the first test pins their git blob ids.
 */
const VECTORS = new URL('./bip322Vectors/', import.meta.url)
const UPSTREAM_BLOBS = { 'basic-test-vectors.json': 'f32a5bf45ae8b19ca33d0763669f5718879c82f4', 'generated-test-vectors.json': '4677eea4544b9fef4814c85640ff109a4d887264' }

interface SignedVector {
  message: string
  private_keys: string[]
  address: string
  type: string
  bip322_signatures: string[]
}
interface ErrorVector {
  description: string
  message: string
  address: string
  signature: string
}
const basic = readVectors<{ tx_hashes: { message: string; address: string; message_hash: string; to_spend_tx_hash: string; to_sign_tx_hash: string }[]; simple: SignedVector[]; error: ErrorVector[] }>(
  'basic-test-vectors.json',
)
const generated = readVectors<{ simple: SignedVector[]; full: SignedVector[]; proof_of_funds: SignedVector[]; error: ErrorVector[] }>('generated-test-vectors.json')

function readVectors<T>(name: keyof typeof UPSTREAM_BLOBS): T {
  return JSON.parse(readFileSync(new URL(name, VECTORS), 'utf8')) as T
}

const simple = [...basic.simple, ...generated.simple]
/** The simple vectors of the address types checked here (the others are P2WSH multisig). */
const supported = simple.filter((vector) => vector.type === 'p2wpkh' || vector.type === 'p2tr')

/** The key of the BIP's P2WPKH vectors (and of the P2TR one below). */
const VECTOR_KEY = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const P2WPKH_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
/**
 * The P2TR vector of BIP-322's draft (Bitcoin Core's util_tests.cpp at 29b28d07, as bip322-js's
 * tests quote it): the same key's BIP-86 address, "Hello World", a 65-byte SIGHASH_ALL signature.
 */
const P2TR_ADDRESS = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const P2TR_HELLO_WORLD = 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='

function encodeWitness(items: Uint8Array[], prefix = 'smp'): string {
  return prefix + base64.encode(RawWitness.encode(items))
}

describe('BIP-322 vectors (bitcoin/bips bip-0322/*.json)', () => {
  it('the vector files are bitcoin/bips’ own, byte for byte', () => {
    for (const [name, blob] of Object.entries(UPSTREAM_BLOBS)) {
      const bytes = readFileSync(new URL(name, VECTORS))
      expect(createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex'), name).toBe(blob)
    }
  })

  it('hashes messages as the BIP says: "" and "Hello World" (the BIP text), and UTF-8', () => {
    expect(bytesToHex(bip322MessageHash(''))).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1')
    expect(bytesToHex(bip322MessageHash('Hello World'))).toBe('f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a')
    expect(basic.tx_hashes).toHaveLength(3)
    for (const vector of basic.tx_hashes) expect(bytesToHex(bip322MessageHash(vector.message)), vector.message).toBe(vector.message_hash)
  })

  it('builds to_spend and to_sign with the vectors’ transaction ids', () => {
    for (const vector of basic.tx_hashes) {
      const challenge = bip322Challenge(vector.address)!
      expect(bytesToHex(transactionId(toSpendTransaction(bip322MessageHash(vector.message), challenge.script))), vector.message).toBe(vector.to_spend_tx_hash)
      expect(toSignTransaction(vector.message, challenge).id, vector.message).toBe(vector.to_sign_tx_hash)
    }
  })

  it('verifies every P2WPKH and P2TR simple signature, with its smp prefix and without', () => {
    expect(supported.map((vector) => vector.type)).toEqual(['p2wpkh', 'p2wpkh', 'p2tr', 'p2wpkh', 'p2tr'])
    for (const vector of supported) {
      for (const signature of vector.bip322_signatures) {
        expect(verifyBip322Simple(vector.address, vector.message, signature), signature).toBe(true)
        expect(verifyBip322Simple(vector.address, vector.message, withoutPrefix(signature)), signature).toBe(true)
        expect(verifyBip322Simple(vector.address, `${vector.message}.`, signature), signature).toBe(false)
      }
    }
  })

  it('verifies the draft’s signatures of "" and "Hello World" by bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l and its P2TR vector', () => {
    // The BIP text before 1.0.0 listed these bare (no prefix): two signatures of each message, low R and not.
    const p2wpkhVectors = basic.simple.filter((vector) => vector.address === P2WPKH_ADDRESS)
    expect(p2wpkhVectors.map((vector) => vector.message)).toEqual(['', 'Hello World'])
    expect(withoutPrefix(p2wpkhVectors[0]!.bip322_signatures[0]!)).toBe(
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    )
    expect(verifyBip322Simple(P2TR_ADDRESS, 'Hello World', P2TR_HELLO_WORLD)).toBe(true)
    expect(verifyBip322Simple(P2TR_ADDRESS, 'Hello World', `smp${P2TR_HELLO_WORLD}`)).toBe(true)
    expect(verifyBip322Simple(P2TR_ADDRESS, '', P2TR_HELLO_WORLD)).toBe(false)
    expect(verifyBip322Simple(P2WPKH_ADDRESS, 'Hello World', P2TR_HELLO_WORLD)).toBe(false)
  })

  it('refuses every error vector (simple ones, full ones, bad encodings, wrong prefixes)', () => {
    const errors = [...basic.error, ...generated.error]
    expect(errors).toHaveLength(36)
    for (const vector of errors) expect(verifyBip322Simple(vector.address, vector.message, vector.signature), vector.description).toBe(false)
  })

  it('refuses what it does not check, though valid: P2WSH simple, full and proof-of-funds signatures', () => {
    const others = [...simple.filter((vector) => !supported.includes(vector)), ...generated.full, ...generated.proof_of_funds]
    expect(others).toHaveLength(16)
    for (const vector of others) {
      for (const signature of vector.bip322_signatures) {
        expect(verifyBip322Simple(vector.address, vector.message, signature), `${vector.type}: ${signature.slice(0, 12)}`).toBe(false)
        expect(verifyBip322Simple(vector.address, vector.message, withoutPrefix(signature)), vector.type).toBe(false)
      }
    }
  })
})

describe('signBip322Simple (@foyer/siwx-verify/bip322-signer)', () => {
  const vectorKey = WIF().decode(VECTOR_KEY)

  it('signs the vectors’ P2WPKH messages as the BIP lists them (RFC 6979, without low-R grinding)', () => {
    for (const vector of basic.simple.filter((each) => each.address === P2WPKH_ADDRESS)) {
      expect(signBip322Simple(vectorKey, P2WPKH_ADDRESS, vector.message)).toBe(vector.bip322_signatures[1])
      expect(signBip322Simple(vectorKey, P2WPKH_ADDRESS, vector.message, { prefix: false })).toBe(withoutPrefix(vector.bip322_signatures[1]!))
    }
  })

  it('signs for the vectors’ P2TR address with its BIP-86 key: a 64-byte SIGHASH_DEFAULT signature, fresh each time, each verifying', () => {
    expect(addressesOf(vectorKey).p2tr).toBe(P2TR_ADDRESS)
    const [first, second] = [signBip322Simple(vectorKey, P2TR_ADDRESS, 'Hello World'), signBip322Simple(vectorKey, P2TR_ADDRESS, 'Hello World')]
    expect(first).not.toBe(second)
    for (const signature of [first, second]) {
      expect(bip322SimpleWitness(signature)!.map((item) => item.length)).toEqual([64])
      expect(verifyBip322Simple(P2TR_ADDRESS, 'Hello World', signature)).toBe(true)
    }
    for (const vector of supported.filter((each) => each.type === 'p2tr')) {
      const key = WIF().decode(vector.private_keys[0]!)
      expect(verifyBip322Simple(vector.address, vector.message, signBip322Simple(key, vector.address, vector.message))).toBe(true)
    }
  })

  it.each(Object.keys(NETWORKS) as NetworkName[])('signs and verifies P2WPKH and P2TR on %s with random keys and messages', (network) => {
    for (let round = 0; round < 8; round++) {
      const key = secp256k1.utils.randomSecretKey()
      const stranger = addressesOf(secp256k1.utils.randomSecretKey(), NETWORKS[network])
      const message = randomMessage()
      for (const [type, address] of Object.entries(addressesOf(key, NETWORKS[network])) as [keyof typeof stranger, string][]) {
        expect(address.startsWith({ mainnet: 'bc1', testnet: 'tb1', regtest: 'bcrt1' }[network])).toBe(true)
        const signature = signBip322Simple(key, address, message)
        expect(verifyBip322Simple(address, message, signature), `${address} ${JSON.stringify(message)}`).toBe(true)
        expect(verifyBip322Simple(address, `${message} `, signature)).toBe(false)
        expect(verifyBip322Simple(stranger[type], message, signature)).toBe(false)
      }
    }
  })

  it('throws for an address it cannot sign for, or whose key it was not given', () => {
    const other = secp256k1.utils.randomSecretKey()
    expect(() => signBip322Simple(other, P2WPKH_ADDRESS, 'x')).toThrow('the private key is not the key of bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')
    expect(() => signBip322Simple(other, P2TR_ADDRESS, 'x')).toThrow('is not the BIP-86 key of')
    expect(() => signBip322Simple(vectorKey, '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc', 'x')).toThrow('is not a P2WPKH or P2TR address')
    expect(() => signBip322Simple(vectorKey, 'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9', 'x')).toThrow('is not a P2WPKH or P2TR address')
  })
})

describe('verifyBip322Simple: any change to the signature, the message or the address is refused', () => {
  const key = secp256k1.utils.randomSecretKey()
  const addresses = addressesOf(key)
  const message = 'shop.example wants you to sign in with your Bitcoin account: ✓'

  it.each(Object.entries(addresses))('%s: every single bit of the witness flipped', (_type, address) => {
    const signature = signBip322Simple(key, address, message)
    const bytes = RawWitness.encode(bip322SimpleWitness(signature)!)
    expect(verifyBip322Simple(address, message, signature)).toBe(true)
    for (let bit = 0; bit < bytes.length * 8; bit++) {
      const changed = bytes.slice()
      changed[bit >> 3]! ^= 1 << (bit & 7)
      expect(verifyBip322Simple(address, message, `smp${base64.encode(changed)}`), `bit ${bit}`).toBe(false)
    }
  })

  it.each(Object.entries(addresses))('%s: every character of the message changed, one added, one taken away', (_type, address) => {
    const signature = signBip322Simple(key, address, message)
    for (let index = 0; index < message.length; index++) {
      const changed = message.slice(0, index) + String.fromCharCode(message.charCodeAt(index) ^ 1) + message.slice(index + 1)
      expect(verifyBip322Simple(address, changed, signature), `character ${index}`).toBe(false)
    }
    expect(verifyBip322Simple(address, `${message}\n`, signature)).toBe(false)
    expect(verifyBip322Simple(address, message.slice(0, -1), signature)).toBe(false)
    expect(verifyBip322Simple(address, '', signature)).toBe(false)
  })

  it.each(Object.entries(addresses))('%s: every character of the address changed, and the same key’s other address', (type, address) => {
    const signature = signBip322Simple(key, address, message)
    const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
    for (let index = 0; index < address.length; index++) {
      const current = address[index]!
      const replacement = current === '1' || index < 3 ? 'x' : charset[(charset.indexOf(current) + 1) % charset.length]!
      expect(verifyBip322Simple(address.slice(0, index) + replacement + address.slice(index + 1), message, signature), `character ${index}`).toBe(false)
    }
    const otherType = type === 'p2wpkh' ? addresses.p2tr : addresses.p2wpkh
    expect(verifyBip322Simple(otherType, message, signature)).toBe(false)
  })

  it('binds the output script, not the network: the same program’s tb1 and bcrt1 addresses verify (the namespace checks the chain)', () => {
    for (const [type, address] of Object.entries(addresses)) {
      const signature = signBip322Simple(key, address, message)
      for (const network of [TEST_NETWORK, REGTEST]) expect(verifyBip322Simple(addressesOf(key, network)[type as 'p2wpkh' | 'p2tr'], message, signature)).toBe(true)
    }
  })
})

describe('verifyBip322Simple: malformed input is false, never a throw', () => {
  const key = secp256k1.utils.randomSecretKey()
  const { p2wpkh: segwit, p2tr: taproot } = addressesOf(key)
  const message = 'Hello World'
  const segwitSignature = signBip322Simple(key, segwit, message)
  const taprootSignature = signBip322Simple(key, taproot, message)

  /** A P2WPKH address and its signature of `message` whose base64 text holds a '+' or a '/', so that its base64url spelling is a different text. */
  function signatureSpelledWithPlusOrSlash(): { address: string; signature: string } {
    for (;;) {
      const other = secp256k1.utils.randomSecretKey()
      const address = addressesOf(other).p2wpkh
      const signature = signBip322Simple(other, address, message)
      if (/[+/]/.test(signature)) return { address, signature }
    }
  }

  /** A P2WPKH witness signed by hand over a sighash of any type, with any key encoding. */
  function p2wpkhWitness(hashType: number, options: { compressed?: boolean; highS?: boolean } = {}): { address: string; signature: string } {
    const pub = secp256k1.getPublicKey(key, options.compressed ?? true)
    // The P2WPKH address of the key's HASH160, whichever encoding of the key is hashed.
    const address = Address().encode({ type: 'wpkh', hash: hash160(pub) })
    const challenge = bip322Challenge(address)!
    const digest = toSignSigHash(toSignTransaction(message, challenge), challenge, hashType)
    let signature = secp256k1.Signature.fromBytes(secp256k1.sign(digest, key, { prehash: false }))
    if (options.highS) signature = new secp256k1.Signature(signature.r, secp256k1.Point.CURVE().n - signature.s)
    return { address, signature: encodeWitness([Uint8Array.from([...signature.toBytes('der'), hashType]), pub]) }
  }

  it('the hand-made witness of SIGHASH_ALL with the compressed key verifies (the cases below differ in one thing)', () => {
    const good = p2wpkhWitness(SigHash.ALL)
    expect(good.address).toBe(segwit)
    expect(verifyBip322Simple(good.address, message, good.signature)).toBe(true)
  })

  it.each([
    ['SIGHASH_NONE', () => p2wpkhWitness(SigHash.NONE)],
    ['SIGHASH_SINGLE', () => p2wpkhWitness(SigHash.SINGLE)],
    ['SIGHASH_ALL|ANYONECANPAY', () => p2wpkhWitness(SigHash.ALL_ANYONECANPAY)],
    ['a high s (the malleable twin)', () => p2wpkhWitness(SigHash.ALL, { highS: true })],
    ['an uncompressed key', () => p2wpkhWitness(SigHash.ALL, { compressed: false })],
  ])('P2WPKH signed properly but with %s is refused', (_label, make) => {
    const { address, signature } = make()
    expect(verifyBip322Simple(address, message, signature)).toBe(false)
  })

  it.each([
    ['SIGHASH_NONE', SigHash.NONE],
    ['SIGHASH_ALL|ANYONECANPAY', SigHash.ALL_ANYONECANPAY],
  ])('P2TR signed properly with %s is refused; SIGHASH_ALL (65 bytes) is taken', (_label, hashType) => {
    const outputKey = bip322Challenge(taproot)!
    const tweaked = p2tr(schnorr.getPublicKey(key))
    expect(tweaked.address).toBe(taproot)
    const signAs = (type: number) => {
      const digest = toSignSigHash(toSignTransaction(message, outputKey), outputKey, type)
      return encodeWitness([Uint8Array.from([...schnorr.sign(digest, taprootTweakPrivKey(key)), type])])
    }
    expect(verifyBip322Simple(taproot, message, signAs(SigHash.ALL))).toBe(true)
    expect(verifyBip322Simple(taproot, message, signAs(hashType))).toBe(false)
  })

  it('refuses malformed witnesses and encodings', () => {
    const [der, pub] = bip322SimpleWitness(segwitSignature)!
    const [schnorrSignature] = bip322SimpleWitness(taprootSignature)!
    const segwitBytes = RawWitness.encode([der!, pub!])
    // base64url differs from base64 only where the text has '+' or '/': a fresh key's signature lacks both about once in a hundred.
    const urlSafe = signatureSpelledWithPlusOrSlash()
    expect(urlSafe.signature).toMatch(/[+/]/)
    const cases: [string, string, string][] = [
      ['no witness item', segwit, encodeWitness([])],
      ['the key alone', segwit, encodeWitness([pub!])],
      ['three items', segwit, encodeWitness([der!, pub!, pub!])],
      ['the items swapped', segwit, encodeWitness([pub!, der!])],
      ['an empty signature', segwit, encodeWitness([new Uint8Array(), pub!])],
      ['the hash type dropped', segwit, encodeWitness([der!.subarray(0, -1), pub!])],
      ['a DER length byte too long', segwit, encodeWitness([Uint8Array.from([der![0]!, der![1]! + 1, ...der!.subarray(2)]), pub!])],
      ['a byte after the stack', segwit, `smp${base64.encode(Uint8Array.from([...segwitBytes, 0]))}`],
      ['a non-minimal item count', segwit, `smp${base64.encode(Uint8Array.from([0xfd, 0x02, 0x00, ...segwitBytes.subarray(1)]))}`],
      ['a P2TR signature with an annex', taproot, encodeWitness([schnorrSignature!, Uint8Array.from([0x50, 1])])],
      ['a P2TR signature and a script (a script path)', taproot, encodeWitness([schnorrSignature!, Uint8Array.from([0x51]), new Uint8Array(33).fill(0xc0)])],
      ['a P2TR signature one byte short', taproot, encodeWitness([schnorrSignature!.subarray(0, 63)])],
      ['a P2TR signature with SIGHASH_DEFAULT written out (65 bytes, 0x00)', taproot, encodeWitness([Uint8Array.from([...schnorrSignature!, 0x00])])],
      ['a P2TR signature for the P2WPKH address', segwit, taprootSignature],
      ['a P2WPKH signature for the P2TR address', taproot, segwitSignature],
      ['the prefix alone', segwit, 'smp'],
      ['the prefix twice', segwit, `smp${segwitSignature}`],
      ['a full prefix', segwit, `ful${withoutPrefix(segwitSignature)}`],
      ['a proof-of-funds prefix', segwit, `pof${withoutPrefix(segwitSignature)}`],
      ['base64url', urlSafe.address, urlSafe.signature.replaceAll('+', '-').replaceAll('/', '_')],
      ['missing padding', taproot, `${taprootSignature}A`.slice(0, -2)],
      ['a space inside', segwit, `${segwitSignature.slice(0, 20)} ${segwitSignature.slice(20)}`],
      ['a line break at the end', segwit, `${segwitSignature}\n`],
      ['hex instead of base64', segwit, bytesToHex(segwitBytes)],
      ['far too long', segwit, `smp${'A'.repeat(10_000)}`],
    ]
    for (const [label, address, signature] of cases) {
      expect(() => verifyBip322Simple(address, message, signature), label).not.toThrow()
      expect(verifyBip322Simple(address, message, signature), label).toBe(false)
    }
    expect(verifyBip322Simple(segwit, message, segwitSignature)).toBe(true)
    expect(verifyBip322Simple(taproot, message, taprootSignature)).toBe(true)
  })

  it('refuses a non-canonical base64 text of a valid witness (unused bits of its last character set)', () => {
    // The BIP's P2WPKH signature of "": 107 bytes, so its last character before "=" carries 2 unused bits.
    const bare = withoutPrefix(basic.simple[0]!.bip322_signatures[0]!)
    expect(bare.endsWith('=') && !bare.endsWith('==')).toBe(true)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
    const last = bare.length - 2
    const twin = bare.slice(0, last) + alphabet[alphabet.indexOf(bare[last]!) ^ 1] + bare.slice(last + 1)
    // A lenient decoder (Node's) reads both as the same bytes: one witness, two texts.
    expect(Buffer.from(twin, 'base64').equals(Buffer.from(bare, 'base64'))).toBe(true)
    expect(verifyBip322Simple(P2WPKH_ADDRESS, '', bare)).toBe(true)
    expect(verifyBip322Simple(P2WPKH_ADDRESS, '', twin)).toBe(false)
    expect(verifyBip322Simple(P2WPKH_ADDRESS, '', `smp${twin}`)).toBe(false)
  })

  it.each([
    ['a legacy P2PKH address', '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc'],
    ['a P2SH address', '3HSVzEhCFuH9Z3wvoWTexy7BMVVp3PjS6f'],
    ['a P2WSH address', 'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9'],
    ['a witness v2 address', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs'],
    ['a signet-style unknown prefix', 'sb1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'],
    ['mixed case', `${P2WPKH_ADDRESS.slice(0, 10).toUpperCase()}${P2WPKH_ADDRESS.slice(10)}`],
    ['an empty address', ''],
    ['a P2WPKH address with a bech32m checksum', 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxxxxxx'],
  ])('refuses %s', (_label, address) => {
    expect(verifyBip322Simple(address, '', basic.simple[0]!.bip322_signatures[0]!)).toBe(false)
  })

  it('takes an address written all in capitals (BIP-173 allows one case throughout)', () => {
    expect(verifyBip322Simple(P2WPKH_ADDRESS.toUpperCase(), '', basic.simple[0]!.bip322_signatures[0]!)).toBe(true)
  })

  it('answers false for arguments that are not strings', () => {
    const good = [segwit, message, segwitSignature] as const
    const junk: unknown[] = [undefined, null, 42, {}, [], new Uint8Array(3), Symbol('x')]
    for (const value of junk) {
      for (let position = 0; position < 3; position++) {
        const args = [...good] as unknown[]
        args[position] = value
        expect((verifyBip322Simple as (...values: unknown[]) => boolean)(...args), `${String(value)} at ${position}`).toBe(false)
      }
    }
  })

  it('says what is wrong with an encoding (the namespace’s signatureProblem)', () => {
    expect(bip322SignatureProblem(segwitSignature)).toBeUndefined()
    expect(bip322SignatureProblem(withoutPrefix(taprootSignature))).toBeUndefined()
    expect(bip322SignatureProblem(`ful${withoutPrefix(segwitSignature)}`)).toBe('is a BIP-322 full signature (ful…, pof…): only the simple format (smp…, a witness stack) is taken')
    expect(bip322SignatureProblem('0xabcdef')).toBe('must be a BIP-322 simple signature: a witness stack in base64, after smp or bare')
  })

  it('reads DER strictly (BIP-66)', () => {
    const der = bip322SimpleWitness(segwitSignature)![0]!.subarray(0, -1)
    expect(isStrictDer(der)).toBe(true)
    const lengthR = der[3]!
    const padded = Uint8Array.from([0x30, der[1]! + 1, 0x02, lengthR + 1, 0x00, ...der.subarray(4)])
    expect(isStrictDer(padded)).toBe(false)
    const negativeR = der.slice()
    negativeR[4] = negativeR[4]! | 0x80
    expect(isStrictDer(negativeR)).toBe(false)
    expect(isStrictDer(Uint8Array.from([0x30, 6, 0x02, 1, 1, 0x02, 1, 1]))).toBe(true)
    expect(isStrictDer(Uint8Array.from([0x30, 6, 0x02, 0, 0x02, 2, 1, 1]))).toBe(false)
    expect(isStrictDer(Uint8Array.from([0x31, 6, 0x02, 1, 1, 0x02, 1, 1]))).toBe(false)
    expect(isStrictDer(Uint8Array.from([0x30, 6, 0x02, 1, 1, 0x02, 1, 1, 0]))).toBe(false)
  })
})
