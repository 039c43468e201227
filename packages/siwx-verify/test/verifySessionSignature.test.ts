import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { verifySessionSignature } from '../src/index.ts'

const NOW = new Date('2026-11-25T03:00:00.000Z')
const ISSUED = '2026-11-25T02:59:00.000Z'
const EXPIRES = '2026-11-26T02:59:00.000Z'
const NONCE = 'n0nce4Session1'

/** A session as Foyer's server answers it, written out by hand: an EOA's EIP-4361 sign-in to shop.example. */
async function evmSession() {
  const account = privateKeyToAccount(generatePrivateKey())
  const message = createSiweMessage({
    address: account.address,
    chainId: 1,
    domain: 'shop.example',
    uri: 'https://shop.example/login',
    version: '1',
    nonce: NONCE,
    issuedAt: new Date(ISSUED),
    expirationTime: new Date(EXPIRES),
  })
  const signature = await account.signMessage({ message })
  const data = {
    accountAddress: account.address,
    chainId: 'eip155:1',
    domain: 'shop.example',
    uri: 'https://shop.example/login',
    version: '1',
    nonce: NONCE,
    issuedAt: ISSUED,
    expirationTime: EXPIRES,
  }
  const cacao = {
    h: { t: 'caip122' },
    p: { domain: 'shop.example', iss: `did:pkh:eip155:1:${account.address}`, aud: 'https://shop.example/login', version: '1', nonce: NONCE, iat: ISSUED, exp: EXPIRES },
    s: { t: 'eip191', s: signature },
  }
  return { account, session: { id: NONCE, data, message, signature, cacao } }
}

/** A Solana account's Sign In With Solana session on mainnet. */
function solanaSession() {
  const secretKey = ed25519.utils.randomSecretKey()
  const address = base58.encode(ed25519.getPublicKey(secretKey))
  const message = `shop.example wants you to sign in with your Solana account:\n${address}\n\nURI: https://shop.example/\nVersion: 1\nChain ID: mainnet\nNonce: ${NONCE}\nIssued At: ${ISSUED}`
  const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey))
  const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  return {
    data: { accountAddress: address, chainId, domain: 'shop.example', uri: 'https://shop.example/', version: '1', nonce: NONCE, issuedAt: ISSUED },
    message,
    signature,
    cacao: {
      h: { t: 'caip122' },
      p: { domain: 'shop.example', iss: `did:pkh:${chainId}:${address}`, aud: 'https://shop.example/', version: '1', nonce: NONCE, iat: ISSUED },
      s: { t: 'solana:ed25519', s: signature },
    },
  }
}

const options = { expectedDomain: 'shop.example', now: NOW }

describe('verifySessionSignature (the offline half: not enough to sign anyone in)', () => {
  it('takes an EOA’s EIP-4361 session offline, answering the account and chain', async () => {
    const { account, session } = await evmSession()
    expect(await verifySessionSignature(session, options)).toEqual({ valid: true, address: account.address, chainId: 'eip155:1', data: session.data, signatureType: 'eip191', session })
  })

  it('takes a Solana session (ed25519 over the message’s bytes)', async () => {
    const session = solanaSession()
    expect(await verifySessionSignature(session, options)).toMatchObject({ valid: true, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', signatureType: 'solana:ed25519' })
  })

  it('refuses a session for another site', async () => {
    const { session } = await evmSession()
    expect(await verifySessionSignature(session, { ...options, expectedDomain: 'other.example' })).toEqual({ valid: false, problem: 'the session is for shop.example, not other.example' })
  })

  it('refuses an expired session', async () => {
    const { session } = await evmSession()
    expect(await verifySessionSignature(session, { ...options, now: new Date('2026-11-27T00:00:00Z') })).toEqual({ valid: false, problem: `the message expired at ${EXPIRES}` })
  })

  it('refuses data or a CACAO that says something the message does not', async () => {
    const { session } = await evmSession()
    const otherAccount = privateKeyToAccount(generatePrivateKey()).address
    expect(await verifySessionSignature({ ...session, data: { ...session.data, accountAddress: otherAccount } }, options)).toEqual({
      valid: false,
      problem: 'the session’s data does not say what its message says',
    })
    const cacao = { ...session.cacao, p: { ...session.cacao.p, iss: `did:pkh:eip155:1:${otherAccount}` } }
    expect(await verifySessionSignature({ ...session, cacao }, options)).toEqual({ valid: false, problem: 'the session’s CACAO does not match its message and signature' })
    const solanaType = { ...session.cacao, s: { ...session.cacao.s, t: 'solana:ed25519' } }
    expect(await verifySessionSignature({ ...session, cacao: solanaType }, options)).toMatchObject({ valid: false })
  })

  it('refuses a signature that is not the account’s', async () => {
    const { session } = await evmSession()
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: session.message })
    const answer = await verifySessionSignature({ ...session, signature: forged, cacao: { ...session.cacao, s: { t: 'eip191', s: forged } } }, options)
    expect(answer).toEqual({ valid: false, problem: `the signature is not ${session.data.accountAddress}'s signature of the message` })
    const solana = solanaSession()
    const wrongKey = base58.encode(new Uint8Array(64).fill(1))
    expect(await verifySessionSignature({ ...solana, signature: wrongKey, cacao: { ...solana.cacao, s: { t: 'solana:ed25519', s: wrongKey } } }, options)).toMatchObject({ valid: false })
  })

  it('asks for rpcUrl to check a smart account’s session (eip1271)', async () => {
    const { session } = await evmSession()
    const smart = { ...session, cacao: { ...session.cacao, s: { ...session.cacao.s, t: 'eip1271' } } }
    expect(await verifySessionSignature(smart, options)).toEqual({ valid: false, problem: 'the session was signed by a smart account: give rpcUrl, a node of eip155:1, to check it' })
  })

  it('refuses what is not a session, naming the field', async () => {
    expect(await verifySessionSignature('token', options)).toMatchObject({ valid: false, problem: expect.stringMatching(/^not a Foyer session/) })
    const { session } = await evmSession()
    const { cacao: _cacao, ...withoutCacao } = session
    expect(await verifySessionSignature(withoutCacao, options)).toMatchObject({ valid: false, problem: expect.stringMatching(/^not a Foyer session: cacao/) })
  })
})
