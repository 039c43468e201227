import { startDevnet } from '@foyer/devnet'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, describe, expect, it } from 'vitest'
import { chainConfigFromDevnet } from '../../src/index.ts'
import { send } from '../db/serverOnDatabase.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { startServer } from '../harness.ts'
import { APPROVING_WALLET_CODE, REFUSING_WALLET_CODE, smartAccount as smartAccountOn, someSignature } from './smartAccounts.ts'
import { evmSigner } from './siwxSigners.ts'

/**
 * What a sign-in asks of its chain: a smart account's signature (EIP-1271, through viem's
 * verifySiweMessage on the devnet), an outage of the chain's node (503, never "bad signature"),
 * and dev mode's loopback origins for the dev project.
 */
const devnet = await startDevnet()
const server = await startServer({ chains: devnet.chains.map(chainConfigFromDevnet), devMode: true })
afterAll(async () => {
  await server.close()
  await devnet.stop()
})

const DEV_PAGE = 'http://127.0.0.1:4321'

/** A contract account on the first devnet chain. */
const smartAccount = (code: `0x${string}`) => smartAccountOn(devnet.chains[0]!.rpcUrl, code)

const call = (baseUrl: string, path: string, body: unknown, origin = DEV_PAGE) =>
  send(baseUrl, `${path}?projectId=foyer-dev`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(body) })

async function signInMessage(baseUrl: string, address: `0x${string}`, origin = DEV_PAGE): Promise<string> {
  const { body } = await call(baseUrl, '/v1/sessions/nonce', {}, origin)
  const expirationTime = new Date(Date.now() + 60 * 60_000)
  return createSiweMessage({ address, chainId: 31337, domain: new URL(origin).host, uri: `${origin}/`, version: '1', nonce: body.nonce, expirationTime })
}

describe('SIWX routes in /openapi.json', () => {
  it('documents the five routes, each for a project, with their bodies and answers', async () => {
    const { body } = await send(server.baseUrl, '/openapi.json')
    const operation = (path: string, method: string) => body.paths[path]?.[method]
    for (const [path, method] of [
      ['/v1/sessions/nonce', 'post'],
      ['/v1/sessions', 'post'],
      ['/v1/sessions/{address}', 'get'],
      ['/v1/sessions/{address}/revoke', 'post'],
      ['/v1/sessions/proofs/redeem', 'post'],
    ] as const) {
      expect(operation(path, method)?.['x-foyer-access'], `${method} ${path}`).toBe('project')
    }
    const signIn = operation('/v1/sessions', 'post')
    expect(Object.keys(signIn.requestBody.content['application/json'].schema.properties)).toEqual(['message', 'signature', 'cacao'])
    expect(signIn.responses['200'].content['application/json'].schema.properties.session.required).toEqual(['id', 'data', 'message', 'signature', 'cacao'])
    expect(signIn.responses['200'].content['application/json'].schema.properties.proof.required).toEqual(['token', 'expiresAt'])
    const listed = operation('/v1/sessions/{address}', 'get').responses['200'].content['application/json'].schema.properties.sessions.items
    expect(Object.keys(listed.properties)).toEqual(['id', 'chainId', 'issuedAt', 'expiresAt', 'status'])
    expect(Object.keys(operation('/v1/sessions/{address}/revoke', 'post').requestBody.content['application/json'].schema.properties)).toEqual(['pci', 'signature'])
  })
})

describe('SIWX on a chain', () => {
  it('a smart account whose contract approves (EIP-1271) signs in, its CACAO saying eip1271, and revokes the same way', async () => {
    const address = await smartAccount(APPROVING_WALLET_CODE)
    const message = await signInMessage(server.baseUrl, address)
    const answer = await call(server.baseUrl, '/v1/sessions', { message, signature: await someSignature() })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.session.cacao.s.t).toBe('eip1271')
    const pci = answer.body.session.id
    expect(await call(server.baseUrl, `/v1/sessions/${address}/revoke`, { pci, signature: await someSignature() })).toMatchObject({ status: 200, body: { revoked: true } })
  })

  it('a smart account whose contract refuses is a 400: the signature does not verify', async () => {
    const address = await smartAccount(REFUSING_WALLET_CODE)
    const message = await signInMessage(server.baseUrl, address)
    expect(await call(server.baseUrl, '/v1/sessions', { message, signature: await someSignature() })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('body.signature does not verify') },
    })
  })

  it('in dev mode the dev project takes a sign-in from any loopback origin, and still no other domain', async () => {
    const signer = evmSigner()
    const message = signer.message({ nonce: (await call(server.baseUrl, '/v1/sessions/nonce', {})).body.nonce, domain: '127.0.0.1:4321', uri: `${DEV_PAGE}/` })
    expect((await call(server.baseUrl, '/v1/sessions', { message, signature: await signer.sign(message) })).status).toBe(200)
    const elsewhere = signer.message({ nonce: (await call(server.baseUrl, '/v1/sessions/nonce', {})).body.nonce, domain: 'shop.example', uri: `${DEV_PAGE}/` })
    expect(await call(server.baseUrl, '/v1/sessions', { message: elsewhere, signature: await signer.sign(elsewhere) })).toMatchObject({
      status: 400,
      body: { message: "body.message: the message's domain shop.example is not one of this project's origins" },
    })
  })

  it('when the chain’s node does not answer, a signature that is not the key’s is a 503 (it could be a smart account’s); a key’s own still signs in', async () => {
    const offline = await startServer({ chains: [UNREAD_CHAIN] })
    try {
      const demo = 'http://127.0.0.1:5173'
      const signer = evmSigner()
      const message = await signInMessage(offline.baseUrl, signer.address, demo)
      const answer = await call(offline.baseUrl, '/v1/sessions', { message, signature: await someSignature() }, demo)
      expect(answer).toMatchObject({ status: 503, body: { message: expect.stringContaining("eip155:31337's node does not answer") } })
      expect((await call(offline.baseUrl, '/v1/sessions', { message, signature: await signer.sign(message) }, demo)).status).toBe(200)
    } finally {
      await offline.close()
    }
  })
})
