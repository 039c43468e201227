import { verifyFoyerSession } from '@foyer/siwx-verify'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'
import { siwxSessionProofs, siwxSessions } from '../../src/siwx/siwxTables.ts'
import { send, useServerOnDatabase } from '../db/serverOnDatabase.ts'
import { describeOnEachDatabase } from '../db/testDatabases.ts'
import { highSTwin } from '../signatures/highSTwin.ts'
import { longestCommonRun } from './longestCommonRun.ts'
import { evmSigner, SHOP_DOMAIN, SHOP_ORIGIN, type SignInFields } from './siwxSigners.ts'

const MINUTE = 60_000

/**
 * What a host's backend may trust (issue P13, finding 1): a session with the single-use proof its
 * sign-in answered, redeemed once through Foyer's server; a copy of a session signs no one in.
 * With the nonce rules of finding 2 and the low-s rule of finding 15. Keys' signatures only: the
 * chain (never asked here) is not running.
 */
describeOnEachDatabase('SIWX proofs', (kind) => {
  const running = useServerOnDatabase(kind, { trustProxy: true })
  const db = () => running.server.app.database.db
  let visitors = 0
  beforeEach(() => void visitors++)
  const visitorIp = () => `10.3.${Math.floor(visitors / 250)}.${visitors % 250}`
  const call = (method: 'GET' | 'POST', path: string, body?: unknown, { ip = visitorIp(), origin = SHOP_ORIGIN as string | undefined } = {}) =>
    send(running.server.baseUrl, `${path}${path.includes('?') ? '&' : '?'}projectId=shop`, {
      method,
      headers: { ...(origin && { origin }), 'x-forwarded-for': ip, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
  const newNonce = async (ip = visitorIp()) => (await call('POST', '/v1/sessions/nonce', {}, { ip })).body.nonce as string
  const signIn = async (signer = evmSigner(), fields: Partial<SignInFields> = {}) => {
    const message = signer.message({ nonce: fields.nonce ?? (await newNonce()), ...fields })
    const answer = await call('POST', '/v1/sessions', { message, signature: await signer.sign(message) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return { signer, session: answer.body.session, proof: answer.body.proof.token as string }
  }
  /** The host's backend: its own configuration says where Foyer is and which project it is. */
  const hostChecks = (session: unknown, proof: string, now?: Date) =>
    verifyFoyerSession(session, { proof, foyerUrl: running.server.baseUrl, projectId: 'shop', expectedDomain: SHOP_DOMAIN, ...(now && { now }) })

  beforeAll(async () => {
    await createProjectRepository(db()).create({ id: 'shop', name: 'Shop', allowedOrigins: [SHOP_ORIGIN] })
  })

  it('the honest host: the session with its sign-in’s proof is accepted once; the same proof again is refused', async () => {
    const { signer, session, proof } = await signIn()
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await hostChecks(session, proof)).toMatchObject({ valid: true, address: signer.address, chainId: 'eip155:31337', sessionId: session.id })
    expect(await hostChecks(session, proof)).toEqual({ valid: false, problem: expect.stringContaining('already redeemed') })
  })

  it('the attacker: a session copied from the listing, or a whole session without its proof, signs no one in', async () => {
    const { signer, session } = await signIn()
    const listed = (await call('GET', `/v1/sessions/${signer.address}`, undefined, { ip: '10.66.0.1', origin: undefined })).body.sessions
    expect(listed).toEqual([{ id: session.id, chainId: 'eip155:31337', issuedAt: session.data.issuedAt, expiresAt: session.data.expirationTime, status: 'live' }])
    expect(JSON.stringify(listed)).not.toContain(session.signature)
    expect(await hostChecks(listed[0], 'A'.repeat(43))).toMatchObject({ valid: false })
    // Even the whole session (say an old listing's copy) with no proof, or with a proof made up, is refused.
    expect(await hostChecks(session, '')).toMatchObject({ valid: false, problem: expect.stringMatching(/^no proof/) })
    expect(await hostChecks(session, 'A'.repeat(43))).toMatchObject({ valid: false, problem: expect.stringContaining('unknown to this project') })
  })

  it('a proof is its own session’s: another session of the same account with it is refused', async () => {
    const first = await signIn()
    const second = await signIn(first.signer)
    expect(await hostChecks(second.session, first.proof)).toEqual({ valid: false, problem: 'the proof is another session’s' })
  })

  it('a revoked session is refused by the host even with its proof unused', async () => {
    const { signer, session, proof } = await signIn()
    const revoke = await call('POST', `/v1/sessions/${signer.address}/revoke`, { pci: session.id, signature: await signer.sign(`Revoke Foyer session ${session.id}`) })
    expect(revoke.status).toBe(200)
    expect(await hostChecks(session, proof)).toEqual({ valid: false, problem: 'the session is revoked' })
  })

  it('an expired session and one not valid yet are refused, by the message’s times and by the server’s', async () => {
    const expiring = await signIn()
    expect(await hostChecks(expiring.session, expiring.proof, new Date(Date.now() + 2 * 60 * MINUTE))).toMatchObject({ valid: false, problem: expect.stringContaining('expired') })
    const cut = await signIn()
    await db()
      .update(siwxSessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(siwxSessions.nonce, cut.session.id))
    expect(await hostChecks(cut.session, cut.proof)).toEqual({ valid: false, problem: 'the session is expired' })
    const later = await signIn()
    const future = new Date(Date.now() + 60 * MINUTE).toISOString()
    await db()
      .update(siwxSessions)
      .set({ data: sql`jsonb_set(${siwxSessions.data}, '{notBefore}', ${JSON.stringify(future)}::jsonb)` })
      .where(and(eq(siwxSessions.projectId, 'shop'), eq(siwxSessions.nonce, later.session.id)))
    expect(await hostChecks(later.session, later.proof)).toEqual({ valid: false, problem: 'the session is not valid yet' })
  })

  it('a proof expires: past its 5 minutes it is refused', async () => {
    const { session, proof } = await signIn()
    expect(await hostChecks(session, proof, new Date(Date.now() + 10_000))).toMatchObject({ valid: true })
    const second = await signIn()
    await db()
      .update(siwxSessionProofs)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(siwxSessionProofs.sessionId, second.session.id))
    expect(await hostChecks(second.session, second.proof)).toMatchObject({ valid: false, problem: expect.stringContaining('expired') })
  })

  it('a sign-in without an Expiration Time, or expiring past the longest session (7 days), is a 400; one within it signs in', async () => {
    const signer = evmSigner()
    for (const expirationTime of [null, new Date(Date.now() + 8 * 24 * 60 * MINUTE)]) {
      const message = signer.message({ nonce: await newNonce(), expirationTime })
      const answer = await call('POST', '/v1/sessions', { message, signature: await signer.sign(message) })
      expect(answer).toMatchObject({ status: 400, body: { message: expect.stringMatching(/no Expiration Time|too far/) } })
    }
    expect((await signIn(signer, { expirationTime: new Date(Date.now() + 7 * 24 * 60 * MINUTE) })).session.id).toBeTruthy()
  })

  it('consecutive nonces the server issues share no run of 8 characters (each one told the next, before)', async () => {
    const first = await newNonce()
    const second = await newNonce()
    expect(longestCommonRun(first, second)).toBeLessThan(8)
  })

  it('a nonce signs in only from the client that asked for it', async () => {
    const signer = evmSigner()
    const nonce = await newNonce('10.4.0.1')
    const message = signer.message({ nonce })
    const signature = await signer.sign(message)
    expect(await call('POST', '/v1/sessions', { message, signature }, { ip: '10.4.0.2' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('asked by another client') } })
    // The other client's attempt spent nothing: the asker still signs in with it.
    expect((await call('POST', '/v1/sessions', { message, signature }, { ip: '10.4.0.1' })).status).toBe(200)
  })

  it('a failed sign-in (a domain not the project’s) spends its nonce: signing it right after is refused', async () => {
    const signer = evmSigner()
    const nonce = await newNonce()
    const wrong = signer.message({ nonce, domain: 'evil.example' })
    expect((await call('POST', '/v1/sessions', { message: wrong, signature: await signer.sign(wrong) })).status).toBe(400)
    const right = signer.message({ nonce })
    expect(await call('POST', '/v1/sessions', { message: right, signature: await signer.sign(right) })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('nonce is unknown or already used') },
    })
  })

  it('a high-s (malleable) signature is refused for a sign-in and for a revoke, though it recovers the signer', async () => {
    const signer = evmSigner()
    const message = signer.message({ nonce: await newNonce() })
    const twin = highSTwin((await signer.sign(message)) as `0x${string}`)
    expect(await call('POST', '/v1/sessions', { message, signature: twin })).toMatchObject({ status: 400, body: { message: expect.stringContaining('body.signature has a high s') } })
    const { session } = await signIn(signer)
    const revokeTwin = highSTwin((await signer.sign(`Revoke Foyer session ${session.id}`)) as `0x${string}`)
    expect(await call('POST', `/v1/sessions/${signer.address}/revoke`, { pci: session.id, signature: revokeTwin })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('body.signature has a high s') },
    })
  })

  it('POST /v1/sessions/proofs/redeem refuses a malformed proof naming the field, and is in /openapi.json', async () => {
    expect(await call('POST', '/v1/sessions/proofs/redeem', { proof: 'short' }, { origin: undefined })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('body.proof must be a sign-in’s proof') },
    })
    const { body } = await send(running.server.baseUrl, '/openapi.json')
    expect(body.paths['/v1/sessions/proofs/redeem']?.post?.['x-foyer-access']).toBe('project')
  })
})
