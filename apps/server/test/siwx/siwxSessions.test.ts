import { startDevnet } from '@foyer/devnet'
import { eq } from 'drizzle-orm'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { chainConfigFromDevnet, solanaChainConfigFromDevnet } from '../../src/index.ts'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'
import { NONCES_PER_CLIENT_PER_MINUTE } from '../../src/siwx/nonceRoute.ts'
import { MAX_SESSIONS_PER_ACCOUNT } from '../../src/siwx/sessionStore.ts'
import { siwxNonces, siwxSessions } from '../../src/siwx/siwxTables.ts'
import { send, useServerOnDatabase } from '../db/serverOnDatabase.ts'
import { describeOnEachDatabase } from '../db/testDatabases.ts'
import { evmSigner, SHOP_ORIGIN, solanaSigner, type SignInFields } from './siwxSigners.ts'

// A real chain answers for the EVM accounts: a signature that is not the key's is asked of it (a smart account's could be valid).
const devnet = await startDevnet()
afterAll(() => devnet.stop())
const SOLANA_CHAIN = devnet.solana.caipNetworkId
const MINUTE = 60_000

describeOnEachDatabase('SIWX sessions', (kind) => {
  const running = useServerOnDatabase(kind, {
    chains: devnet.chains.map(chainConfigFromDevnet),
    solanaChains: [solanaChainConfigFromDevnet(devnet.solana)],
    trustProxy: true,
  })
  const db = () => running.server.app.database.db
  let visitors = 0
  // Each test is one visitor, a client address of its own (a nonce signs in only from the client that asked for it).
  beforeEach(() => void visitors++)
  /** A request from the shop's page, from the test's visitor unless a test names another client address. */
  const call = (method: 'GET' | 'POST', path: string, body?: unknown, { project = 'shop', ip = `10.2.${Math.floor(visitors / 250)}.${visitors % 250}` } = {}) =>
    send(running.server.baseUrl, `${path}${path.includes('?') ? '&' : '?'}projectId=${project}`, {
      method,
      headers: { origin: SHOP_ORIGIN, 'x-forwarded-for': ip, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
  const newNonce = async (project = 'shop') => {
    const answer = await call('POST', '/v1/sessions/nonce', {}, { project })
    expect(answer.status).toBe(200)
    return answer.body.nonce as string
  }
  type AnySigner = { address: string; message(fields: SignInFields, chain: never): string; sign(message: string): Promise<string> }
  /** Signs in with a fresh nonce (or the fields' own), answering the request's answer and what was sent. */
  const signIn = async <S extends AnySigner>(signer: S, fields: Partial<SignInFields> = {}, chain?: Parameters<S['message']>[1]) => {
    const message = signer.message({ nonce: fields.nonce ?? (await newNonce()), ...fields }, chain as never)
    const signature = await signer.sign(message)
    return { answer: await call('POST', '/v1/sessions', { message, signature }), message, signature }
  }
  const listOf = async (address: string, query = '') => (await call('GET', `/v1/sessions/${address}${query}`)).body.sessions as { id: string }[]

  beforeAll(async () => {
    const projects = createProjectRepository(db())
    await projects.create({ id: 'shop', name: 'Shop', allowedOrigins: [SHOP_ORIGIN] })
    await projects.create({ id: 'other-shop', name: 'Other shop', allowedOrigins: [SHOP_ORIGIN] })
  })

  it('POST /v1/sessions/nonce answers a fresh nonce of letters and digits, living 5 minutes', async () => {
    const before = Date.now()
    const answer = await call('POST', '/v1/sessions/nonce', {})
    expect(answer.status).toBe(200)
    expect(answer.body.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(Date.parse(answer.body.expiresAt) - before).toBeGreaterThanOrEqual(5 * MINUTE - 1_000)
    expect(Date.parse(answer.body.expiresAt) - before).toBeLessThanOrEqual(5 * MINUTE + 1_000)
    expect(await newNonce()).not.toBe(answer.body.nonce)
  })

  it('an EIP-4361 sign-in becomes a session: its data, message, signature and CACAO (eip191), listed for the account', async () => {
    const signer = evmSigner()
    const { answer, message, signature } = await signIn(signer, { statement: 'Sign in to the shop', expirationTime: new Date(Date.now() + 60 * MINUTE) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const nonce = answer.body.session.data.nonce
    expect(answer.body.session).toEqual({
      id: nonce,
      data: {
        accountAddress: signer.address,
        chainId: 'eip155:31337',
        domain: 'shop.example',
        uri: `${SHOP_ORIGIN}/login`,
        version: '1',
        nonce,
        issuedAt: expect.any(String),
        expirationTime: expect.any(String),
        statement: 'Sign in to the shop',
      },
      message,
      signature,
      cacao: {
        h: { t: 'caip122' },
        p: {
          domain: 'shop.example',
          iss: `did:pkh:eip155:31337:${signer.address}`,
          aud: `${SHOP_ORIGIN}/login`,
          version: '1',
          nonce,
          iat: answer.body.session.data.issuedAt,
          exp: answer.body.session.data.expirationTime,
          statement: 'Sign in to the shop',
        },
        s: { t: 'eip191', s: signature },
      },
    })
    // Listed by the address in any case, on its chain, and not on the other: its id, chain, times and status, never message or signature.
    const listed = { id: nonce, chainId: 'eip155:31337', issuedAt: answer.body.session.data.issuedAt, expiresAt: answer.body.session.data.expirationTime, status: 'live' }
    expect(await listOf(signer.address.toLowerCase())).toEqual([listed])
    expect(await listOf(signer.address, '?chainId=eip155:31337')).toEqual([listed])
    expect(await listOf(signer.address, '?chainId=eip155:31338')).toEqual([])
  })

  it('a Sign In With Solana sign-in becomes a session with an ed25519 CACAO, its chain named by CAIP-2 id or bare reference', async () => {
    const signer = solanaSigner()
    const first = await signIn(signer, {}, SOLANA_CHAIN)
    expect(first.answer.status, JSON.stringify(first.answer.body)).toBe(200)
    expect(first.answer.body.session.data).toMatchObject({ accountAddress: signer.address, chainId: SOLANA_CHAIN })
    expect(first.answer.body.session.cacao).toMatchObject({ p: { iss: `did:pkh:${SOLANA_CHAIN}:${signer.address}` }, s: { t: 'solana:ed25519', s: first.signature } })
    const second = await signIn(signer, { statement: 'Welcome back' }, SOLANA_CHAIN.slice('solana:'.length))
    expect(second.answer.status, JSON.stringify(second.answer.body)).toBe(200)
    expect((await listOf(signer.address, `?chainId=${SOLANA_CHAIN}`)).map((session) => session.id)).toEqual([second.answer.body.session.id, first.answer.body.session.id])
  })

  it('a nonce signs in once: the same signed message again is refused, and of two at once exactly one wins', async () => {
    const signer = evmSigner()
    const { answer, message, signature } = await signIn(signer)
    expect(answer.status).toBe(200)
    const replay = await call('POST', '/v1/sessions', { message, signature })
    expect(replay).toMatchObject({ status: 400, body: { message: expect.stringMatching(/nonce is unknown or already used/) } })

    const raced = signer.message({ nonce: await newNonce() })
    const racedSignature = await signer.sign(raced)
    const answers = await Promise.all(Array.from({ length: 4 }, () => call('POST', '/v1/sessions', { message: raced, signature: racedSignature })))
    expect(answers.map((racer) => racer.status).sort()).toEqual([200, 400, 400, 400])
    expect(await listOf(signer.address)).toHaveLength(2)
  })

  it('a nonce another project issued, one made up, or one past its 5 minutes is refused', async () => {
    const signer = evmSigner()
    const refused = { status: 400, body: { message: expect.stringMatching(/nonce is unknown or already used/) } }
    expect((await signIn(signer, { nonce: await newNonce('other-shop') })).answer).toMatchObject(refused)
    expect((await signIn(signer, { nonce: 'madeUpNonce12345' })).answer).toMatchObject(refused)
    const stale = await newNonce()
    await db()
      .update(siwxNonces)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(siwxNonces.nonce, stale))
    expect((await signIn(signer, { nonce: stale })).answer).toMatchObject(refused)
    expect(await listOf(signer.address)).toEqual([])
  })

  it.each([
    ['a domain that is not one of the project’s origins', { domain: 'evil.example' }, "the message's domain evil.example is not one of this project's origins"],
    ['a URI on another origin', { uri: 'https://evil.example/login' }, "the message's URI https://evil.example/login is not on one of this project's origins"],
    ['an expiration time past', { expirationTime: new Date(Date.now() - MINUTE) }, 'the message expired at'],
    ['an issued-at time in the future', { issuedAt: new Date(Date.now() + 5 * MINUTE) }, "the message's issued-at time"],
    ['a not-before time to come', { notBefore: new Date(Date.now() + 5 * MINUTE) }, 'the message is not valid before'],
  ])('a sign-in with %s is a 400 saying so, and stores nothing', async (_label, fields, says) => {
    const signer = evmSigner()
    const { answer } = await signIn(signer, fields)
    expect(answer).toMatchObject({ status: 400, body: { error: 'Bad Request', message: expect.stringContaining(says) } })
    expect(await listOf(signer.address)).toEqual([])
  })

  it('a sign-in on a chain the server does not serve is a 400 naming the chain and the ones served', async () => {
    const signer = evmSigner()
    const { answer } = await signIn(signer, {}, 1)
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringContaining("the message's chain eip155:1 is not served by this server (it serves eip155:31337, eip155:31338") } })
    const solana = solanaSigner()
    const mainnet = await signIn(solana, {}, 'mainnet')
    expect(mainnet.answer).toMatchObject({ status: 400, body: { message: expect.stringContaining('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not served') } })
  })

  it('a signature that is not the account’s is a 400, and spends the nonce: the right one after it is refused', async () => {
    const signer = evmSigner()
    const ip = '10.7.7.7'
    const nonce = (await call('POST', '/v1/sessions/nonce', {}, { ip })).body.nonce as string
    const message = signer.message({ nonce })
    const forged = await evmSigner().sign(message)
    expect(await call('POST', '/v1/sessions', { message, signature: forged }, { ip })).toMatchObject({
      status: 400,
      body: { message: `body.signature does not verify: it is not ${signer.address}'s signature of the message` },
    })
    expect(await call('POST', '/v1/sessions', { message, signature: await signer.sign(message) }, { ip })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/nonce is unknown or already used/) },
    })

    const solana = solanaSigner()
    const solanaMessage = solana.message({ nonce: await newNonce() }, SOLANA_CHAIN)
    const wrongKey = await solanaSigner().sign(solanaMessage)
    expect(await call('POST', '/v1/sessions', { message: solanaMessage, signature: wrongKey })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('body.signature does not verify') },
    })
  })

  it('a CACAO sent with the sign-in is taken when it is the message’s, and refused when it says otherwise (spending the nonce)', async () => {
    const signer = evmSigner()
    const signed = async () => {
      const nonce = await newNonce()
      const message = signer.message({ nonce })
      const signature = await signer.sign(message)
      const [issuedAt, expiresAt] = [/Issued At: (.*)/.exec(message)![1]!, /Expiration Time: (.*)/.exec(message)![1]!]
      const payload = { domain: 'shop.example', iss: `did:pkh:eip155:31337:${signer.address}`, aud: `${SHOP_ORIGIN}/login`, version: '1', nonce, iat: issuedAt, exp: expiresAt }
      return { message, signature, payload }
    }
    const refused = await signed()
    const altered = { h: { t: 'eip4361' }, p: { ...refused.payload, domain: 'evil.example' }, s: { t: 'eip191', s: refused.signature } }
    expect(await call('POST', '/v1/sessions', { message: refused.message, signature: refused.signature, cacao: altered })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('body.cacao is not the CACAO of this message') },
    })
    const { message, signature, payload } = await signed()
    const own = { h: { t: 'eip4361' }, p: payload, s: { t: 'eip191', s: signature } }
    const answer = await call('POST', '/v1/sessions', { message, signature, cacao: own })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.session.cacao).toEqual({ h: { t: 'caip122' }, p: payload, s: { t: 'eip191', s: signature } })
  })

  it.each([
    ['a message that is no sign-in', { message: 'hello', signature: '0x00' }, 'body.message: the first line must be'],
    [
      'a Cosmos sign-in',
      { message: 'shop.example wants you to sign in with your Cosmos account:\ncosmos1', signature: '0x00' },
      'Foyer takes Ethereum (eip155), Solana, Bitcoin (bip122) and Polkadot accounts',
    ],
    ['a Polkadot sign-in with no address', { message: 'shop.example wants you to sign in with your Polkadot account:\n5Grw', signature: '0x00' }, "is not a Polkadot account's SS58 address"],
    ['a Bitcoin sign-in with no address', { message: 'shop.example wants you to sign in with your Bitcoin account:\nbc1q', signature: '0x00' }, 'is not a P2WPKH or P2TR Bitcoin address'],
    ['no signature', { message: 'hello' }, 'body.signature is required'],
    ['a message over 8 KiB', { message: 'x'.repeat(9_000), signature: '0x00' }, 'body.message must be at most 8192 characters long'],
  ])('%s is a 400 naming what is wrong', async (_label, body, says) => {
    expect(await call('POST', '/v1/sessions', body)).toMatchObject({ status: 400, body: { message: expect.stringContaining(says) } })
  })

  it.each([
    ['/v1/sessions', { message: null, signature: '0x00' }, 'body.message must be a string'],
    ['/v1/sessions', { message: 'hello', signature: 65 }, 'body.signature must be a string'],
    ['/v1/sessions', { message: 'hello', signature: '0x00', cacao: 'text' }, 'body.cacao must be an object'],
    ['/v1/sessions', { message: 'hello', signature: '0x00', cacao: { h: { t: 'jwt' }, p: {}, s: {} } }, 'body.cacao.h.t must be one of'],
    [`/v1/sessions/${evmSigner().address}/revoke`, { pci: 'short', signature: '0x00' }, "body.pci must be a session's id"],
    [`/v1/sessions/${evmSigner().address}/revoke`, { pci: 'abcdefgh12345678' }, 'body.signature is required'],
    [`/v1/sessions/not-an-address/revoke`, { pci: 'abcdefgh12345678', signature: '0x00' }, 'params.address must be an EVM address'],
  ])('POST %s with a field of the wrong shape is a 400 naming it', async (path, body, says) => {
    expect(await call('POST', path, body)).toMatchObject({ status: 400, body: { error: 'Bad Request', message: expect.stringContaining(says) } })
  })

  it('a signature that is not hex (eip155) or base58 (solana) is a 400 naming the field; a body over 48 KiB is a 413', async () => {
    const signer = evmSigner()
    const message = signer.message({ nonce: await newNonce() })
    expect(await call('POST', '/v1/sessions', { message, signature: 'not-hex' })).toMatchObject({ status: 400, body: { message: 'body.signature must be 0x-prefixed hex (an Ethereum signature)' } })
    const oversized = await call('POST', '/v1/sessions', { message, signature: `0x${'ab'.repeat(30_000)}` })
    expect(oversized).toMatchObject({ status: 413, body: { message: expect.stringMatching(/too large/) } })
  })

  it('GET /v1/sessions/:address refuses a malformed address, a chain not served and a chain of another namespace', async () => {
    expect(await call('GET', '/v1/sessions/0x1234')).toMatchObject({ status: 400, body: { message: expect.stringContaining('params.address must be an EVM address') } })
    expect(await call('GET', `/v1/sessions/${evmSigner().address}?chainId=eip155:1`)).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('querystring.chainId eip155:1 is not a chain this server serves') },
    })
    expect(await call('GET', `/v1/sessions/${evmSigner().address}?chainId=${SOLANA_CHAIN}`)).toMatchObject({ status: 400, body: { message: expect.stringContaining('is not a chain of') } })
  })

  it('a session the account revokes with its signature of "Revoke Foyer session <pci>" is gone; again it is a 404', async () => {
    const signer = evmSigner()
    const kept = (await signIn(signer)).answer.body.session.id as string
    const revoked = (await signIn(signer)).answer.body.session.id as string
    const revoke = async (pci: string, signature: string) => call('POST', `/v1/sessions/${signer.address}/revoke`, { pci, signature })
    expect(await revoke(revoked, await evmSigner().sign(`Revoke Foyer session ${revoked}`))).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('body.signature does not verify') },
    })
    expect(await revoke(revoked, await signer.sign(`Revoke Foyer session ${kept}`))).toMatchObject({ status: 400 })
    expect((await listOf(signer.address)).map((session) => session.id)).toEqual([revoked, kept])
    expect(await revoke(revoked, await signer.sign(`Revoke Foyer session ${revoked}`))).toMatchObject({ status: 200, body: { revoked: true } })
    expect((await listOf(signer.address)).map((session) => session.id)).toEqual([kept])
    expect((await revoke(revoked, await signer.sign(`Revoke Foyer session ${revoked}`))).status).toBe(404)
    expect((await revoke('unknownSession123', await signer.sign('Revoke Foyer session unknownSession123'))).status).toBe(404)
  })

  it('a Solana session is revoked by its key’s ed25519 signature of the revoke text', async () => {
    const signer = solanaSigner()
    const pci = (await signIn(signer, {}, SOLANA_CHAIN)).answer.body.session.id as string
    const answer = await call('POST', `/v1/sessions/${signer.address}/revoke`, { pci, signature: await signer.sign(`Revoke Foyer session ${pci}`) })
    expect(answer).toMatchObject({ status: 200, body: { revoked: true } })
    expect(await listOf(signer.address)).toEqual([])
  })

  it('an expired session is not listed, nor revocable', async () => {
    const signer = evmSigner()
    const pci = (await signIn(signer)).answer.body.session.id as string
    await db()
      .update(siwxSessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(siwxSessions.nonce, pci))
    expect(await listOf(signer.address)).toEqual([])
    expect((await call('POST', `/v1/sessions/${signer.address}/revoke`, { pci, signature: await signer.sign(`Revoke Foyer session ${pci}`) })).status).toBe(404)
  })

  it(`an account keeps its newest ${MAX_SESSIONS_PER_ACCOUNT} sessions in a project: one more drops the oldest`, async () => {
    const signer = evmSigner(privateKeyToAccount(`0x${'5'.repeat(64)}`))
    const ids: string[] = []
    for (let count = 0; count <= MAX_SESSIONS_PER_ACCOUNT; count++) ids.push((await signIn(signer)).answer.body.session.id)
    const listed = (await listOf(signer.address)).map((session) => session.id)
    expect(listed).toEqual(ids.slice(1).reverse())
    expect(await db().select().from(siwxSessions).where(eq(siwxSessions.address, signer.address.toLowerCase()))).toHaveLength(MAX_SESSIONS_PER_ACCOUNT)
  })

  it(`a client gets ${NONCES_PER_CLIENT_PER_MINUTE} nonces a minute, then a 429 saying when to come back; another client is not held up`, async () => {
    const ip = '10.9.9.9'
    for (let count = 0; count < NONCES_PER_CLIENT_PER_MINUTE; count++) expect((await call('POST', '/v1/sessions/nonce', {}, { ip })).status).toBe(200)
    const refused = await call('POST', '/v1/sessions/nonce', {}, { ip })
    expect(refused).toMatchObject({
      status: 429,
      body: { message: expect.stringMatching(new RegExp(`^At most ${NONCES_PER_CLIENT_PER_MINUTE} sign-in nonces a minute from one address; try again in \\d+ s\\.$`)) },
    })
    expect((await call('POST', '/v1/sessions/nonce', {}, { ip: '10.9.9.10' })).status).toBe(200)
  })
})
