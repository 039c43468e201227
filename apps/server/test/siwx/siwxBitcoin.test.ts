import { verifyFoyerSession } from '@foyer/siwx-verify'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'
import { send, useServerOnDatabase } from '../db/serverOnDatabase.ts'
import { describeOnEachDatabase } from '../db/testDatabases.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { bitcoinSigner, SHOP_DOMAIN, SHOP_ORIGIN } from './siwxSigners.ts'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'

/**
 * Sign-in with a Bitcoin account (P15): a CAIP-122 message signed with BIP-322 simple by a P2WPKH
 * or P2TR key becomes a session, and a host's backend accepts it with @foyer/siwx-verify. Offline:
 * the network is served (its Esplora URL is never asked), a signature is the key's alone.
 */
describeOnEachDatabase('SIWX with Bitcoin accounts', (kind) => {
  const running = useServerOnDatabase(kind, {
    chains: [UNREAD_CHAIN],
    bitcoinChains: [{ caipNetworkId: REGTEST, name: 'Bitcoin regtest', rpcUrl: 'http://127.0.0.1:2/api', testnet: false }],
    trustProxy: true,
  })
  let visitors = 0
  beforeEach(() => void visitors++)
  const call = (path: string, body: unknown) =>
    send(running.server.baseUrl, `${path}?projectId=shop`, {
      method: 'POST',
      headers: { origin: SHOP_ORIGIN, 'x-forwarded-for': `10.9.${Math.floor(visitors / 250)}.${visitors % 250}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const nonce = async () => (await call('/v1/sessions/nonce', {})).body.nonce as string

  beforeAll(async () => {
    await createProjectRepository(running.server.app.database.db).create({ id: 'shop', name: 'Shop', allowedOrigins: [SHOP_ORIGIN] })
  })

  it.each(['p2wpkh', 'p2tr'] as const)('a %s account signs in with BIP-322 simple; the host’s backend accepts the session and its proof once', async (type) => {
    const signer = bitcoinSigner(type)
    const message = signer.message({ nonce: await nonce(), statement: 'Welcome' }, REGTEST)
    const signature = await signer.sign(message)
    const answer = await call('/v1/sessions', { message, signature })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.session.cacao).toMatchObject({ p: { iss: `did:pkh:${REGTEST}:${signer.address}` }, s: { t: 'bip122:bip322-simple', s: signature } })
    const checked = await verifyFoyerSession(answer.body.session, { proof: answer.body.proof.token, foyerUrl: running.server.baseUrl, projectId: 'shop', expectedDomain: SHOP_DOMAIN })
    expect(checked).toMatchObject({ valid: true, address: signer.address, chainId: REGTEST })
  })

  it('a signature by another key, or of another message, is refused', async () => {
    const signer = bitcoinSigner()
    const message = signer.message({ nonce: await nonce() }, REGTEST)
    const otherKey = await bitcoinSigner().sign(message)
    const refused = { status: 400, body: { message: expect.stringContaining('body.signature does not verify') } }
    expect(await call('/v1/sessions', { message, signature: otherKey })).toMatchObject(refused)
    const otherMessage = await signer.sign(message.replace('Nonce:', 'Nonce: x'))
    expect(await call('/v1/sessions', { message: signer.message({ nonce: await nonce() }, REGTEST), signature: otherMessage })).toMatchObject(refused)
  })

  it('a regtest address signing in on mainnet is a 400 that says the address is not mainnet’s (a BIP-322 signature names no network)', async () => {
    const signer = bitcoinSigner()
    const message = signer.message({ nonce: await nonce() }, MAINNET)
    const answer = await call('/v1/sessions', { message, signature: await signer.sign(message) })
    expect(answer).toMatchObject({ status: 400, body: { message: `body.message: the address ${signer.address} is not an address of Bitcoin mainnet (${MAINNET}), whose addresses start bc1` } })
  })
})
