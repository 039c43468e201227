import { describe, expect, it } from 'vitest'
import { createHttpClient } from '../../src/api/http.ts'
import { createSiwxApi, revokeSessionText } from '../../src/api/siwxApi.ts'
import { useFakeApi } from '../fixtures/foyer.ts'

const fake = useFakeApi(() => [])

function siwxApi(baseUrl = fake.api.url) {
  return createSiwxApi(createHttpClient(baseUrl, { projectId: 'test-project' }))
}

describe('the sessions API client', () => {
  it('a nonce is asked of POST /v1/sessions/nonce with the projectId', async () => {
    const { nonce } = await siwxApi().nonce()
    expect(fake.api.siwx.nonces.has(nonce)).toBe(true)
    expect(fake.api.requestsTo('/v1/sessions/nonce')[0]).toMatchObject({ method: 'POST', query: { projectId: 'test-project' } })
  })

  it('an answer of another shape throws at the edge', async () => {
    const bad = createSiwxApi({ ...createHttpClient(fake.api.url), post: async () => ({ nonce: 42 }) as never })
    await expect(bad.nonce()).rejects.toThrow()
    const noSessions = createSiwxApi({ ...createHttpClient(fake.api.url), get: async () => ({ sessions: [{ chainId: 'eip155:1' }] }) as never })
    await expect(noSessions.sessionIds('0xabc', 'eip155:1')).rejects.toThrow()
    const noProof = createSiwxApi({ ...createHttpClient(fake.api.url), post: async () => ({ session: {} }) as never })
    await expect(noProof.addSession({ message: 'm', signature: '0x' })).rejects.toThrow()
  })

  it('fields a stored session answers null are left out of it; its proof is on it', async () => {
    const answer = {
      session: {
        id: 'n1',
        data: { accountAddress: '0xabc', chainId: 'eip155:1', domain: 'a.example', uri: 'https://a.example', version: '1', nonce: 'n1', issuedAt: 'now', statement: null },
        message: 'm',
        signature: '0x',
        cacao: null,
      },
      proof: { token: 'p'.repeat(43), expiresAt: '2030-01-01T00:00:00.000Z' },
    }
    const api = createSiwxApi({ ...createHttpClient(fake.api.url), post: async () => answer as never })
    const session = await api.addSession({ message: 'm', signature: '0x' })
    expect(session).not.toHaveProperty('cacao')
    expect(session.data).not.toHaveProperty('statement')
    expect(session).toMatchObject({ proof: 'p'.repeat(43), proofExpiresAt: '2030-01-01T00:00:00.000Z' })
  })

  it('the listing is read for ids alone (the server lists no message or signature)', async () => {
    const listed = { sessions: [{ id: 'n1', chainId: 'eip155:1', issuedAt: 'now', expiresAt: null, status: 'live' }] }
    const api = createSiwxApi({ ...createHttpClient(fake.api.url), get: async () => listed as never })
    expect(await api.sessionIds('0xabc', 'eip155:1')).toEqual(['n1'])
  })

  it('a refusal of the server keeps its status', async () => {
    fake.api.failures = { siwx: 503 }
    await expect(siwxApi().nonce()).rejects.toMatchObject({ status: 503 })
  })

  it('the revocation text names the session', () => {
    expect(revokeSessionText('abc123')).toBe('Revoke Foyer session abc123')
  })
})
