import { afterAll, describe, expect, it } from 'vitest'
import { send } from '../db/serverOnDatabase.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { startServer } from '../harness.ts'
import { startCountingNode } from './countingNode.ts'
import { someSignature } from './smartAccounts.ts'
import { evmSigner } from './siwxSigners.ts'

/**
 * Issue P13, finding 7: a sign-in or revoke whose signature is not the key's is asked of the chain
 * (it could be a smart account's). Those that fail are budgeted per client and per account; past
 * the budget the answer is a 429 and no node is asked. And a proof's redemptions per client.
 */
const BUDGET = 3
const REDEEMS = 3
const node = await startCountingNode()
const server = await startServer({
  chains: [{ ...UNREAD_CHAIN, rpcUrl: node.rpcUrl }],
  devMode: true,
  trustProxy: true,
  siwx: { chainFailuresPer10Minutes: BUDGET, redeemsPerClientPerMinute: REDEEMS },
})
afterAll(async () => {
  await server.close()
  await node.close()
})

const PAGE = 'http://127.0.0.1:4321'
const call = (path: string, body: unknown, ip: string) =>
  send(server.baseUrl, `${path}?projectId=foyer-dev`, { method: 'POST', headers: { origin: PAGE, 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) })

async function failingSignIn(signer: ReturnType<typeof evmSigner>, ip: string) {
  const nonce = (await call('/v1/sessions/nonce', {}, ip)).body.nonce as string
  const message = signer.message({ nonce, domain: '127.0.0.1:4321', uri: `${PAGE}/` })
  return call('/v1/sessions', { message, signature: await someSignature() }, ip)
}

describe('the chain-check failure budget', () => {
  it(`a client gets ${BUDGET} failed chain checks in 10 minutes; the next is a 429 that asks no node; a key's own signature still signs in`, async () => {
    const ip = '10.5.0.1'
    const signer = evmSigner()
    for (let count = 0; count < BUDGET; count++) {
      const before = node.calls
      expect((await failingSignIn(signer, ip)).status).toBe(400)
      expect(node.calls).toBeGreaterThan(before)
    }
    const before = node.calls
    const refused = await failingSignIn(evmSigner(), ip)
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Too many signatures that did not verify .* try again in \d+ s\.$/) } })
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(node.calls).toBe(before)

    // Its own key's signature is checked offline: no node, no budget.
    const nonce = (await call('/v1/sessions/nonce', {}, ip)).body.nonce as string
    const message = signer.message({ nonce, domain: '127.0.0.1:4321', uri: `${PAGE}/` })
    const signedIn = await call('/v1/sessions', { message, signature: await signer.sign(message) }, ip)
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
    // A revoke whose signature is not the key's would ask the chain: refused the same way.
    const pci = signedIn.body.session.id as string
    const revoke = await call(`/v1/sessions/${signer.address}/revoke`, { pci, signature: await someSignature() }, ip)
    expect(revoke.status).toBe(429)
    expect(node.calls).toBe(before)
  })

  it('an account gets the same budget whatever the clients: the next failure for it from a new client asks no node', async () => {
    const signer = evmSigner()
    for (let count = 0; count < BUDGET; count++) expect((await failingSignIn(signer, `10.6.0.${count + 1}`)).status).toBe(400)
    const before = node.calls
    expect((await failingSignIn(signer, '10.6.1.1')).status).toBe(429)
    expect(node.calls).toBe(before)
    // Another account from a fresh client is still checked.
    expect((await failingSignIn(evmSigner(), '10.6.1.2')).status).toBe(400)
    expect(node.calls).toBeGreaterThan(before)
  })
})

describe('the redemption budget', () => {
  it(`a client redeems ${REDEEMS} proofs a minute, then a 429 saying when to come back; another client is not held up`, async () => {
    const redeem = (ip: string) => call('/v1/sessions/proofs/redeem', { proof: 'B'.repeat(43) }, ip)
    for (let count = 0; count < REDEEMS; count++) expect((await redeem('10.8.0.1')).status).toBe(404)
    const refused = await redeem('10.8.0.1')
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(new RegExp(`^At most ${REDEEMS} proof redemptions a minute from one address; try again in \\d+ s\\.$`)) } })
    expect((await redeem('10.8.0.2')).status).toBe(404)
  })
})
