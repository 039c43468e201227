import { verifyFoyerSession } from '@foyer/siwx-verify'
import { encodeSs58Address } from '@foyer/siwx-verify/ss58'
import * as sr25519 from '@scure/sr25519'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'
import { send, useServerOnDatabase } from '../db/serverOnDatabase.ts'
import { describeOnEachDatabase } from '../db/testDatabases.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { polkadotSigner, SHOP_DOMAIN, SHOP_ORIGIN } from './siwxSigners.ts'

const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

/**
 * Sign-in with a Polkadot account (P16): a CAIP-122 message signed by an sr25519 key over the
 * `<Bytes>`-wrapped text, as a wallet's signRaw signs it, becomes a session, and a host's backend
 * accepts it with @foyer/siwx-verify. Offline: the chain is served (its node is never asked).
 */
describeOnEachDatabase('SIWX with Polkadot accounts', (kind) => {
  const running = useServerOnDatabase(kind, {
    chains: [UNREAD_CHAIN],
    polkadotChains: [{ caipNetworkId: POLKADOT, name: 'Polkadot', rpcUrl: 'http://127.0.0.1:9', nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 }, ss58Prefix: 0, testnet: false }],
    trustProxy: true,
  })
  let visitors = 0
  beforeEach(() => void visitors++)
  const call = (path: string, body: unknown) =>
    send(running.server.baseUrl, `${path}?projectId=shop`, {
      method: 'POST',
      headers: { origin: SHOP_ORIGIN, 'x-forwarded-for': `10.8.${Math.floor(visitors / 250)}.${visitors % 250}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const nonce = async () => (await call('/v1/sessions/nonce', {})).body.nonce as string

  beforeAll(async () => {
    await createProjectRepository(running.server.app.database.db).create({ id: 'shop', name: 'Shop', allowedOrigins: [SHOP_ORIGIN] })
  })

  it('an sr25519 account signs in over the wrapped text; the session is stored under its account id and the host’s backend accepts it', async () => {
    const signer = polkadotSigner()
    const message = signer.message({ nonce: await nonce(), statement: 'Welcome' }, POLKADOT)
    const signature = await signer.sign(message)
    const answer = await call('/v1/sessions', { message, signature })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.session.cacao).toMatchObject({ p: { iss: `did:pkh:${POLKADOT}:${signer.address}` }, s: { t: 'polkadot:sr25519', s: signature } })
    const checked = await verifyFoyerSession(answer.body.session, { proof: answer.body.proof.token, foyerUrl: running.server.baseUrl, projectId: 'shop', expectedDomain: SHOP_DOMAIN })
    expect(checked).toMatchObject({ valid: true, address: signer.address, chainId: POLKADOT })
    // One account whatever prefix writes it: its sessions are found under its generic (42) address too.
    const generic = encodeSs58Address(signer.publicKey, 42)
    const listed = await send(running.server.baseUrl, `/v1/sessions/${generic}?projectId=shop`, { headers: { origin: SHOP_ORIGIN } })
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    expect(listed.body).toMatchObject({ sessions: [{ chainId: POLKADOT, status: 'live' }] })
  })

  it('a signature by another key, or of the bare text, is refused', async () => {
    const signer = polkadotSigner()
    const message = signer.message({ nonce: await nonce() }, POLKADOT)
    const refused = { status: 400, body: { message: expect.stringContaining('body.signature does not verify') } }
    expect(await call('/v1/sessions', { message, signature: await polkadotSigner().sign(message) })).toMatchObject(refused)
    const another = signer.message({ nonce: await nonce() }, POLKADOT)
    const bare = `0x${Buffer.from(sr25519.sign(signer.secretKey, new TextEncoder().encode(another))).toString('hex')}`
    expect(await call('/v1/sessions', { message: another, signature: bare })).toMatchObject(refused)
  })

  it('an address written for another prefix than Polkadot’s is a 400 that names the prefix', async () => {
    const signer = polkadotSigner(2)
    const message = signer.message({ nonce: await nonce() }, POLKADOT)
    const answer = await call('/v1/sessions', { message, signature: await signer.sign(message) })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain("is written for SS58 prefix 2, not Polkadot (polkadot:91b171bb158e2d3848fa23a9f1c25182)'s prefix 0")
  })
})
