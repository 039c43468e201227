import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import * as sr25519 from '@scure/sr25519'
import { describe, expect, it } from 'vitest'
import { encodeSs58Address } from '@foyer/siwx-verify/ss58'
import { CACAO_SIGNATURE_TYPES, namespaceOfChainId, readSignInMessage, revokeMessage, SIWX_NAMESPACE_RULES, SIWX_NAMESPACES, verifyAccountSignature, verifySessionSignature } from '../src/index.ts'

const POLKADOT = '91b171bb158e2d3848fa23a9f1c25182'
const KUSAMA = 'b0a8d493285c2df73290dfb7e61f870f'
const WESTEND = 'e143f23803ac50e8f6f8e62695d1ce9e'
const POLKADOT_ASSET_HUB = '68d56f15f85d3136970ec16946040bc1'
const KUSAMA_ASSET_HUB = '48239ef607d7928874027a43a6768920'
const WESTEND_ASSET_HUB = '67f9723393ef76214df0118c34bbbd3d'
/** A chain Foyer does not name (the devnet's chopsticks fork answers this placeholder genesis): any prefix is taken. */
const OTHER_CHAIN = '45454545454545454545454545454545'

const NOW = new Date('2026-11-25T03:00:00.000Z')
const ISSUED = '2026-11-25T02:59:00.000Z'
const EXPIRES = '2026-11-26T02:59:00.000Z'
const NONCE = 'n0nce4Session1'

/** Alice's sr25519 public key (//Alice) and her address on Polkadot (prefix 0) and any Substrate chain (42). */
const ALICE_KEY = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const ALICE_SUBSTRATE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

/** Keys from fixed seeds: an sr25519 account (as extensions make), another one, and an ed25519 account. */
const srSecret = sr25519.secretFromSeed(new Uint8Array(32).fill(1))
const srKey = sr25519.getPublicKey(srSecret)
const strangerSecret = sr25519.secretFromSeed(new Uint8Array(32).fill(2))
const edSecret = new Uint8Array(32).fill(3)
const edKey = ed25519.getPublicKey(edSecret)
const account = { polkadot: encodeSs58Address(srKey, 0), kusama: encodeSs58Address(srKey, 2), substrate: encodeSs58Address(srKey, 42) }

/** What a Polkadot wallet signs for a text (signRaw, type 'bytes'): restated here, not imported. */
const wrapped = (message: string) => utf8ToBytes(`<Bytes>${message}</Bytes>`)
const hex = (bytes: Uint8Array) => `0x${bytesToHex(bytes)}`

/** A Polkadot sign-in as @foyer/core's CAIP-122 text writes it: "your Polkadot account", Chain ID the CAIP-2 reference. */
function polkadotMessage(address: string, chain: string, statement?: string): string {
  const header = `shop.example wants you to sign in with your Polkadot account:\n${address}\n\n${statement === undefined ? '' : `${statement}\n`}`
  return `${header}\nURI: https://shop.example/login\nVersion: 1\nChain ID: ${chain}\nNonce: ${NONCE}\nIssued At: ${ISSUED}\nExpiration Time: ${EXPIRES}`
}

function problemOf(message: string): string | undefined {
  const read = readSignInMessage(message)
  return 'problem' in read ? read.problem : undefined
}

describe('the polkadot namespace’s rules (SIWX_NAMESPACE_RULES.polkadot)', () => {
  it('is served alongside eip155, solana and bip122: every namespace listed has rules, each under its own name, with a distinct account word', () => {
    expect(SIWX_NAMESPACES).toEqual(['eip155', 'solana', 'bip122', 'polkadot'])
    expect(Object.keys(SIWX_NAMESPACE_RULES).sort()).toEqual([...SIWX_NAMESPACES].sort())
    for (const namespace of SIWX_NAMESPACES) expect(SIWX_NAMESPACE_RULES[namespace].namespace).toBe(namespace)
    expect(new Set(Object.values(SIWX_NAMESPACE_RULES).map((rules) => rules.accountWord)).size).toBe(SIWX_NAMESPACES.length)
    const polkadot = SIWX_NAMESPACE_RULES.polkadot
    expect(polkadot.accountWord).toBe('Polkadot')
    expect(polkadot.signatureTypes).toEqual(['polkadot:sr25519', 'polkadot:ed25519'])
    expect(CACAO_SIGNATURE_TYPES).toEqual(expect.arrayContaining(['polkadot:sr25519', 'polkadot:ed25519']))
    expect(namespaceOfChainId(`polkadot:${POLKADOT}`)).toBe(polkadot)
  })

  it('keeps an account by its key: the same account id whatever prefix its address is written with', () => {
    const { addressKey } = SIWX_NAMESPACE_RULES.polkadot
    expect(addressKey(ALICE_POLKADOT)).toBe(ALICE_KEY)
    expect(addressKey(ALICE_SUBSTRATE)).toBe(ALICE_KEY)
    expect(addressKey(account.kusama)).toBe(hex(srKey))
  })

  it('names chains by polkadot: and 32 lowercase hex characters, written bare (as Foyer writes it) or whole', () => {
    const { chainIdOf } = SIWX_NAMESPACE_RULES.polkadot
    expect(chainIdOf(POLKADOT)).toBe(`polkadot:${POLKADOT}`)
    expect(chainIdOf(`polkadot:${KUSAMA}`)).toBe(`polkadot:${KUSAMA}`)
    for (const line of ['polkadot', POLKADOT.toUpperCase(), POLKADOT.slice(1), `${POLKADOT}0`, `0x${POLKADOT}`, `bip122:${POLKADOT}`, `polkadot:${POLKADOT.slice(0, 31)}g`, '']) {
      expect(chainIdOf(line), line).toBeUndefined()
    }
  })

  it('takes an account’s SS58 address under any prefix, and says why it refuses others', () => {
    const { addressProblem } = SIWX_NAMESPACE_RULES.polkadot
    for (const address of [ALICE_POLKADOT, ALICE_SUBSTRATE, ...Object.values(account), encodeSs58Address(edKey, 1284)]) expect(addressProblem(address), address).toBeUndefined()
    expect(addressProblem(`${ALICE_SUBSTRATE.slice(0, -1)}Z`)).toBe(
      `the address line is not a Polkadot account's SS58 address: "${ALICE_SUBSTRATE.slice(0, -1)}Z" has a bad SS58 checksum (a character is wrong)`,
    )
    for (const address of ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '5Grw', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '']) {
      expect(addressProblem(address), address).toContain("the address line is not a Polkadot account's SS58 address:")
    }
  })

  it('checks a signature’s encoding before any check: 64 bytes in 0x hex, or an sr25519/ed25519 MultiSignature', () => {
    const { signatureProblem } = SIWX_NAMESPACE_RULES.polkadot
    const signature = hex(sr25519.sign(srSecret, wrapped('x')))
    expect(signatureProblem(signature)).toBeUndefined()
    expect(signatureProblem(`0x01${signature.slice(2)}`)).toBeUndefined()
    expect(signatureProblem(`0x02${signature.slice(2)}00`)).toContain('is an ecdsa MultiSignature (type 0x02)')
    expect(signatureProblem('c2lnbmF0dXJl')).toContain('must be 0x-prefixed hex')
  })
})

describe('readSignInMessage: a Polkadot sign-in (CAIP-122 text, "your Polkadot account")', () => {
  it.each([
    ['a prefix-0 address on Polkadot', ALICE_POLKADOT, POLKADOT],
    ['a prefix-0 address on Polkadot Asset Hub', account.polkadot, POLKADOT_ASSET_HUB],
    ['a prefix-2 address on Kusama', account.kusama, KUSAMA],
    ['a prefix-2 address on Kusama Asset Hub', account.kusama, KUSAMA_ASSET_HUB],
    ['a prefix-42 address on Westend', ALICE_SUBSTRATE, WESTEND],
    ['a prefix-42 address on Westend Asset Hub', account.substrate, WESTEND_ASSET_HUB],
    ['a prefix-42 address on a chain Foyer does not name', account.substrate, OTHER_CHAIN],
    ['a prefix-2 address on a chain Foyer does not name', account.kusama, OTHER_CHAIN],
  ])('reads %s', (_label, address, chain) => {
    expect(readSignInMessage(polkadotMessage(address, chain))).toEqual({
      signIn: {
        rules: SIWX_NAMESPACE_RULES.polkadot,
        data: {
          accountAddress: address,
          chainId: `polkadot:${chain}`,
          domain: 'shop.example',
          uri: 'https://shop.example/login',
          version: '1',
          nonce: NONCE,
          issuedAt: ISSUED,
          expirationTime: EXPIRES,
        },
      },
    })
  })

  it('reads a statement and a Chain ID written as the whole CAIP-2 id', () => {
    expect(readSignInMessage(polkadotMessage(ALICE_POLKADOT, `polkadot:${POLKADOT}`, 'Sign in to the shop'))).toMatchObject({
      signIn: { rules: { namespace: 'polkadot' }, data: { chainId: `polkadot:${POLKADOT}`, statement: 'Sign in to the shop' } },
    })
  })

  it.each([
    [
      'a generic Substrate address (42) on Polkadot',
      ALICE_SUBSTRATE,
      POLKADOT,
      `"${ALICE_SUBSTRATE}" is written for SS58 prefix 42, not Polkadot (polkadot:${POLKADOT})'s prefix 0: the same account on Polkadot (polkadot:${POLKADOT}) is ${ALICE_POLKADOT}`,
    ],
    [
      'a Polkadot address on Kusama',
      account.polkadot,
      KUSAMA,
      `is written for SS58 prefix 0, not Kusama (polkadot:${KUSAMA})'s prefix 2: the same account on Kusama (polkadot:${KUSAMA}) is ${account.kusama}`,
    ],
    ['a Kusama address on Westend Asset Hub', account.kusama, WESTEND_ASSET_HUB, `is written for SS58 prefix 2, not Westend Asset Hub (polkadot:${WESTEND_ASSET_HUB})'s prefix 42`],
    ['a bad checksum', `${ALICE_POLKADOT.slice(0, -1)}6`, POLKADOT, 'has a bad SS58 checksum'],
    ['an EVM address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', POLKADOT, "is not a Polkadot account's SS58 address"],
    ['a chain named by name', ALICE_POLKADOT, 'polkadot', 'the Chain ID "polkadot" does not name a Polkadot chain'],
    ['a chain named by its whole genesis hash', ALICE_POLKADOT, `0x${POLKADOT}fb8e20313b2c1eb49219da7a70ce90c3`, 'does not name a Polkadot chain'],
  ])('refuses %s, saying why', (_label, address, chain, problem) => {
    expect(problemOf(polkadotMessage(address, chain))).toContain(problem)
  })
})

type SignedBy = 'sr25519' | 'sr25519 MultiSignature' | 'ed25519' | 'ed25519 MultiSignature'

/** A Polkadot sign-in session as Foyer's server would answer it, signed over the <Bytes>-wrapped message as extensions sign. */
function polkadotSession(chain: string, prefix: number, signedBy: SignedBy = 'sr25519') {
  const ed = signedBy.startsWith('ed25519')
  const address = encodeSs58Address(ed ? edKey : srKey, prefix)
  const message = polkadotMessage(address, chain)
  const bytes = wrapped(message)
  const raw = ed ? ed25519.sign(bytes, edSecret) : sr25519.sign(srSecret, bytes)
  const signature = signedBy.endsWith('MultiSignature') ? `0x0${ed ? 0 : 1}${bytesToHex(raw)}` : hex(raw)
  const chainId = `polkadot:${chain}`
  return {
    id: NONCE,
    data: { accountAddress: address, chainId, domain: 'shop.example', uri: 'https://shop.example/login', version: '1', nonce: NONCE, issuedAt: ISSUED, expirationTime: EXPIRES },
    message,
    signature,
    cacao: {
      h: { t: 'caip122' },
      p: { domain: 'shop.example', iss: `did:pkh:${chainId}:${address}`, aud: 'https://shop.example/login', version: '1', nonce: NONCE, iat: ISSUED, exp: EXPIRES },
      s: { t: ed ? 'polkadot:ed25519' : 'polkadot:sr25519', s: signature },
    },
  }
}

/** The session with another signature in both places it is written. */
function resigned(session: ReturnType<typeof polkadotSession>, signature: string) {
  return { ...session, signature, cacao: { ...session.cacao, s: { ...session.cacao.s, s: signature } } }
}

const options = { expectedDomain: 'shop.example', now: NOW }

describe('verifySessionSignature: Polkadot sessions (sr25519 or ed25519 over <Bytes>…</Bytes>, offline)', () => {
  it.each([
    ['an sr25519 account on Polkadot', POLKADOT, 0, 'sr25519', 'polkadot:sr25519'],
    ['an sr25519 account on Kusama, signed as a MultiSignature', KUSAMA, 2, 'sr25519 MultiSignature', 'polkadot:sr25519'],
    ['an sr25519 account on a chain Foyer does not name', OTHER_CHAIN, 42, 'sr25519', 'polkadot:sr25519'],
    ['an ed25519 account on Westend', WESTEND, 42, 'ed25519', 'polkadot:ed25519'],
    ['an ed25519 account on Polkadot Asset Hub, signed as a MultiSignature', POLKADOT_ASSET_HUB, 0, 'ed25519 MultiSignature', 'polkadot:ed25519'],
  ] as const)('takes a session of %s', async (_label, chain, prefix, signedBy, signatureType) => {
    const session = polkadotSession(chain, prefix, signedBy)
    expect(await verifySessionSignature(session, options)).toEqual({ valid: true, address: session.data.accountAddress, chainId: `polkadot:${chain}`, data: session.data, signatureType, session })
  })

  it('refuses a signature of the bare message (what a wallet never signs), another message’s, and another account’s', async () => {
    const session = polkadotSession(POLKADOT, 0)
    const refused = { valid: false, problem: `the signature is not ${session.data.accountAddress}'s signature of the message` }
    expect(await verifySessionSignature(resigned(session, hex(sr25519.sign(srSecret, utf8ToBytes(session.message)))), options)).toEqual(refused)
    expect(await verifySessionSignature(resigned(session, hex(sr25519.sign(srSecret, wrapped(session.message.replace(NONCE, 'an0therNonce1'))))), options)).toEqual(refused)
    expect(await verifySessionSignature(resigned(session, hex(sr25519.sign(strangerSecret, wrapped(session.message)))), options)).toEqual(refused)
  })

  it('refuses a message changed after signing, and the session’s data changed from its message', async () => {
    const session = polkadotSession(POLKADOT, 0)
    const tampered = session.message.replace('URI: https://shop.example/login', 'URI: https://shop.example/admin')
    expect(await verifySessionSignature({ ...session, message: tampered }, options)).toMatchObject({ valid: false })
    expect(await verifySessionSignature({ ...session, data: { ...session.data, chainId: `polkadot:${KUSAMA}` } }, options)).toEqual({
      valid: false,
      problem: 'the session’s data does not say what its message says',
    })
  })

  it('refuses a session on a chain whose prefix its address is not written with, naming the network’s', async () => {
    const session = polkadotSession(KUSAMA, 0)
    expect(await verifySessionSignature(session, options)).toEqual({
      valid: false,
      problem: `the message is not a sign-in: "${account.polkadot}" is written for SS58 prefix 0, not Kusama (polkadot:${KUSAMA})'s prefix 2: the same account on Kusama (polkadot:${KUSAMA}) is ${account.kusama}`,
    })
  })

  it('refuses a CACAO naming a scheme other than the one that verified, or another namespace’s type', async () => {
    const session = polkadotSession(POLKADOT, 0)
    expect(await verifySessionSignature({ ...session, cacao: { ...session.cacao, s: { ...session.cacao.s, t: 'polkadot:ed25519' } } }, options)).toEqual({
      valid: false,
      problem: 'the session’s CACAO says its signature is polkadot:ed25519, but it is polkadot:sr25519',
    })
    expect(await verifySessionSignature({ ...session, cacao: { ...session.cacao, s: { ...session.cacao.s, t: 'solana:ed25519' } } }, options)).toEqual({
      valid: false,
      problem: 'the session’s CACAO does not match its message and signature',
    })
  })
})

describe('verifyAccountSignature: polkadot (a revoke, as the server checks it)', () => {
  it('answers the scheme that verified for the account’s signature of the wrapped message, undefined otherwise', async () => {
    const message = revokeMessage(NONCE)
    const signature = hex(sr25519.sign(srSecret, wrapped(message)))
    expect(await verifyAccountSignature({ namespace: 'polkadot', address: account.polkadot, message, signature })).toBe('polkadot:sr25519')
    expect(await verifyAccountSignature({ namespace: 'polkadot', address: account.kusama, message, signature })).toBe('polkadot:sr25519')
    const edAddress = encodeSs58Address(edKey, 0)
    expect(await verifyAccountSignature({ namespace: 'polkadot', address: edAddress, message, signature: hex(ed25519.sign(wrapped(message), edSecret)) })).toBe('polkadot:ed25519')
    expect(await verifyAccountSignature({ namespace: 'polkadot', address: edAddress, message, signature })).toBeUndefined()
    expect(await verifyAccountSignature({ namespace: 'polkadot', address: account.polkadot, message: revokeMessage('an0therNonce1'), signature })).toBeUndefined()
    expect(await verifyAccountSignature({ namespace: 'polkadot', address: account.polkadot, message, signature: hex(sr25519.sign(srSecret, utf8ToBytes(message))) })).toBeUndefined()
    expect(await verifyAccountSignature({ namespace: 'polkadot', address: account.polkadot, message, signature: '0x1234' })).toBeUndefined()
  })
})
