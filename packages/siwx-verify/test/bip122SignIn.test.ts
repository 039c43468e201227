import { secp256k1 } from '@noble/curves/secp256k1.js'
import { describe, expect, it } from 'vitest'
import { signBip322Simple } from '@foyer/siwx-verify/bip322-signer'
import { CACAO_SIGNATURE_TYPES, namespaceOfChainId, readSignInMessage, revokeMessage, SIWX_NAMESPACE_RULES, SIWX_NAMESPACES, verifyAccountSignature, verifySessionSignature } from '../src/index.ts'
import { addressesOf, NETWORKS, withoutPrefix } from './bip322Fixtures.ts'

const MAINNET = '000000000019d6689c085ae165831e93'
const TESTNET3 = '000000000933ea01ad0ee984209779ba'
const TESTNET4 = '00000000da84f2bafbbc53dee25a72ae'
const SIGNET = '00000008819873e925422c1ff0f99f7c'
const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'
/** A chain Foyer does not know by name (a custom signet, say): its addresses are a test network's. */
const OTHER_CHAIN = 'f61eee3b63a380a477a063af32b2bbc9'

const NOW = new Date('2026-11-25T03:00:00.000Z')
const ISSUED = '2026-11-25T02:59:00.000Z'
const EXPIRES = '2026-11-26T02:59:00.000Z'
const NONCE = 'n0nce4Session1'

const key = secp256k1.utils.randomSecretKey()
const mainnet = addressesOf(key)
const testnet = addressesOf(key, NETWORKS.testnet)
const regtest = addressesOf(key, NETWORKS.regtest)

/** A Bitcoin sign-in as @foyer/core's CAIP-122 text writes it: "your Bitcoin account", Chain ID the CAIP-2 reference. */
function bitcoinMessage(address: string, chain: string, statement?: string): string {
  const header = `shop.example wants you to sign in with your Bitcoin account:\n${address}\n\n${statement === undefined ? '' : `${statement}\n`}`
  return `${header}\nURI: https://shop.example/login\nVersion: 1\nChain ID: ${chain}\nNonce: ${NONCE}\nIssued At: ${ISSUED}\nExpiration Time: ${EXPIRES}`
}

function problemOf(message: string): string | undefined {
  const read = readSignInMessage(message)
  return 'problem' in read ? read.problem : undefined
}

describe('the bip122 namespace’s rules (SIWX_NAMESPACE_RULES.bip122)', () => {
  it('is served alongside eip155, solana and polkadot: every namespace listed has rules, each under its own name, with a distinct account word', () => {
    expect(SIWX_NAMESPACES).toEqual(['eip155', 'solana', 'bip122', 'polkadot'])
    expect(Object.keys(SIWX_NAMESPACE_RULES).sort()).toEqual([...SIWX_NAMESPACES].sort())
    for (const namespace of SIWX_NAMESPACES) expect(SIWX_NAMESPACE_RULES[namespace].namespace).toBe(namespace)
    expect(new Set(Object.values(SIWX_NAMESPACE_RULES).map((rules) => rules.accountWord)).size).toBe(SIWX_NAMESPACES.length)
    const bip122 = SIWX_NAMESPACE_RULES.bip122
    expect(bip122.accountWord).toBe('Bitcoin')
    expect(bip122.signatureTypes).toEqual(['bip122:bip322-simple'])
    expect(CACAO_SIGNATURE_TYPES).toContain('bip122:bip322-simple')
    expect(namespaceOfChainId(`bip122:${MAINNET}`)).toBe(bip122)
    expect(bip122.addressKey(mainnet.p2wpkh.toUpperCase())).toBe(mainnet.p2wpkh)
  })

  it('names chains by bip122: and 32 lowercase hex characters, written bare (as Foyer writes it) or whole', () => {
    const { chainIdOf } = SIWX_NAMESPACE_RULES.bip122
    expect(chainIdOf(MAINNET)).toBe(`bip122:${MAINNET}`)
    expect(chainIdOf(`bip122:${REGTEST}`)).toBe(`bip122:${REGTEST}`)
    for (const line of ['mainnet', MAINNET.toUpperCase(), MAINNET.slice(1), `${MAINNET}0`, `eip155:${MAINNET}`, `bip122:${MAINNET.slice(0, 31)}g`, '']) expect(chainIdOf(line), line).toBeUndefined()
  })

  it('takes P2WPKH and P2TR addresses in lower case, and says why it refuses the others', () => {
    const { addressProblem } = SIWX_NAMESPACE_RULES.bip122
    for (const address of [...Object.values(mainnet), ...Object.values(testnet), ...Object.values(regtest)]) expect(addressProblem(address), address).toBeUndefined()
    expect(addressProblem(mainnet.p2tr.toUpperCase())).toBe(`the Bitcoin address ${mainnet.p2tr.toUpperCase()} must be written in lower case`)
    for (const address of [
      '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc',
      '3HSVzEhCFuH9Z3wvoWTexy7BMVVp3PjS6f',
      'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '',
    ]) {
      expect(addressProblem(address), address).toContain('is not a P2WPKH or P2TR Bitcoin address')
    }
  })

  it('checks a signature’s encoding before any check: a simple witness in base64, with smp or bare', () => {
    const { signatureProblem } = SIWX_NAMESPACE_RULES.bip122
    const signature = signBip322Simple(key, mainnet.p2wpkh, 'x')
    expect(signatureProblem(signature)).toBeUndefined()
    expect(signatureProblem(withoutPrefix(signature))).toBeUndefined()
    expect(signatureProblem('0x1234')).toBe('must be a BIP-322 simple signature: a witness stack in base64, after smp or bare')
    expect(signatureProblem(`ful${withoutPrefix(signature)}`)).toContain('is a BIP-322 full signature')
  })
})

describe('readSignInMessage: a Bitcoin sign-in (CAIP-122 text, "your Bitcoin account")', () => {
  it.each([
    ['a P2WPKH address on mainnet', mainnet.p2wpkh, MAINNET],
    ['a P2TR address on mainnet', mainnet.p2tr, MAINNET],
    ['a tb1 address on testnet3', testnet.p2wpkh, TESTNET3],
    ['a tb1 address on testnet4', testnet.p2tr, TESTNET4],
    ['a tb1 address on signet', testnet.p2tr, SIGNET],
    ['a bcrt1 address on regtest (the devnet)', regtest.p2wpkh, REGTEST],
    ['a tb1 address on a chain Foyer does not name', testnet.p2wpkh, OTHER_CHAIN],
    ['a bcrt1 address on a chain Foyer does not name', regtest.p2tr, OTHER_CHAIN],
  ])('reads %s', (_label, address, chain) => {
    expect(readSignInMessage(bitcoinMessage(address, chain))).toEqual({
      signIn: {
        rules: SIWX_NAMESPACE_RULES.bip122,
        data: { accountAddress: address, chainId: `bip122:${chain}`, domain: 'shop.example', uri: 'https://shop.example/login', version: '1', nonce: NONCE, issuedAt: ISSUED, expirationTime: EXPIRES },
      },
    })
  })

  it('reads a statement and a Chain ID written as the whole CAIP-2 id', () => {
    expect(readSignInMessage(bitcoinMessage(mainnet.p2tr, `bip122:${MAINNET}`, 'Sign in to the shop'))).toMatchObject({
      signIn: { rules: { namespace: 'bip122' }, data: { chainId: `bip122:${MAINNET}`, statement: 'Sign in to the shop' } },
    })
  })

  it.each([
    ['a testnet address on mainnet', testnet.p2wpkh, MAINNET, `is not an address of Bitcoin mainnet (bip122:${MAINNET}), whose addresses start bc1`],
    ['a mainnet address on testnet4', mainnet.p2tr, TESTNET4, 'is not an address of Bitcoin testnet4'],
    ['a regtest address on signet', regtest.p2wpkh, SIGNET, 'is not an address of Bitcoin signet'],
    ['a mainnet address on regtest', mainnet.p2wpkh, REGTEST, 'is not an address of Bitcoin regtest'],
    ['a mainnet address on a chain Foyer does not name', mainnet.p2wpkh, OTHER_CHAIN, `is a Bitcoin mainnet address, and bip122:${OTHER_CHAIN} is not Bitcoin mainnet`],
    ['a legacy address', '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc', MAINNET, 'is not a P2WPKH or P2TR Bitcoin address'],
    ['an address in capitals', mainnet.p2wpkh.toUpperCase(), MAINNET, 'must be written in lower case'],
    ['a chain named by name', mainnet.p2wpkh, 'mainnet', 'the Chain ID "mainnet" does not name a Bitcoin chain'],
  ])('refuses %s, saying why', (_label, address, chain, problem) => {
    expect(problemOf(bitcoinMessage(address, chain))).toContain(problem)
  })

  it('no longer refuses Bitcoin as an unknown account word; Cosmos still is', () => {
    const cosmos = bitcoinMessage(mainnet.p2wpkh, MAINNET).replace('Bitcoin account', 'Cosmos account')
    expect(problemOf(cosmos)).toBe('the message signs in with a Cosmos account; Foyer takes Ethereum (eip155), Solana, Bitcoin (bip122) and Polkadot accounts')
  })
})

/** A Bitcoin sign-in session as Foyer's server would answer it, signed in BIP-322's simple format. */
function bitcoinSession(address: string, chain: string, options: { prefix?: boolean } = {}) {
  const message = bitcoinMessage(address, chain)
  const signature = signBip322Simple(key, address, message, options)
  const chainId = `bip122:${chain}`
  return {
    id: NONCE,
    data: { accountAddress: address, chainId, domain: 'shop.example', uri: 'https://shop.example/login', version: '1', nonce: NONCE, issuedAt: ISSUED, expirationTime: EXPIRES },
    message,
    signature,
    cacao: {
      h: { t: 'caip122' },
      p: { domain: 'shop.example', iss: `did:pkh:${chainId}:${address}`, aud: 'https://shop.example/login', version: '1', nonce: NONCE, iat: ISSUED, exp: EXPIRES },
      s: { t: 'bip122:bip322-simple', s: signature },
    },
  }
}

const options = { expectedDomain: 'shop.example', now: NOW }

describe('verifySessionSignature: Bitcoin sessions (BIP-322 simple, offline)', () => {
  it.each([
    ['P2WPKH on mainnet', mainnet.p2wpkh, MAINNET, {}],
    ['P2TR on mainnet', mainnet.p2tr, MAINNET, {}],
    ['P2WPKH on regtest, signed without the smp prefix', regtest.p2wpkh, REGTEST, { prefix: false }],
    ['P2TR on testnet4', testnet.p2tr, TESTNET4, {}],
  ])('takes a session of %s', async (_label, address, chain, signOptions) => {
    const session = bitcoinSession(address, chain, signOptions)
    expect(await verifySessionSignature(session, options)).toEqual({ valid: true, address, chainId: `bip122:${chain}`, data: session.data, signatureType: 'bip122:bip322-simple', session })
  })

  it('refuses another key’s signature, another message’s, and a CACAO of another type', async () => {
    const session = bitcoinSession(mainnet.p2wpkh, MAINNET)
    const stranger = secp256k1.utils.randomSecretKey()
    const strangerAddress = addressesOf(stranger).p2wpkh
    const forged = signBip322Simple(stranger, strangerAddress, session.message)
    expect(await verifySessionSignature({ ...session, signature: forged, cacao: { ...session.cacao, s: { ...session.cacao.s, s: forged } } }, options)).toEqual({
      valid: false,
      problem: `the signature is not ${mainnet.p2wpkh}'s signature of the message`,
    })
    const otherMessage = signBip322Simple(key, mainnet.p2wpkh, session.message.replace(NONCE, 'an0therNonce1'))
    expect(await verifySessionSignature({ ...session, signature: otherMessage, cacao: { ...session.cacao, s: { ...session.cacao.s, s: otherMessage } } }, options)).toMatchObject({ valid: false })
    expect(await verifySessionSignature({ ...session, cacao: { ...session.cacao, s: { ...session.cacao.s, t: 'solana:ed25519' } } }, options)).toEqual({
      valid: false,
      problem: 'the session’s CACAO does not match its message and signature',
    })
  })

  it('refuses a P2TR signature presented for the same key’s P2WPKH address', async () => {
    const session = bitcoinSession(mainnet.p2wpkh, MAINNET)
    const taproot = signBip322Simple(key, mainnet.p2tr, session.message)
    expect(await verifySessionSignature({ ...session, signature: taproot, cacao: { ...session.cacao, s: { ...session.cacao.s, s: taproot } } }, options)).toMatchObject({ valid: false })
  })
})

describe('verifyAccountSignature: bip122 (a revoke, as the server checks it)', () => {
  it('answers bip122:bip322-simple for the account’s signature of the message, undefined otherwise', async () => {
    const message = revokeMessage(NONCE)
    const signature = signBip322Simple(key, mainnet.p2tr, message)
    expect(await verifyAccountSignature({ namespace: 'bip122', address: mainnet.p2tr, message, signature })).toBe('bip122:bip322-simple')
    expect(await verifyAccountSignature({ namespace: 'bip122', address: mainnet.p2wpkh, message, signature })).toBeUndefined()
    expect(await verifyAccountSignature({ namespace: 'bip122', address: mainnet.p2tr, message: revokeMessage('an0therNonce1'), signature })).toBeUndefined()
    expect(await verifyAccountSignature({ namespace: 'bip122', address: mainnet.p2tr, message, signature: '0x1234' })).toBeUndefined()
  })
})
