import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AuthApiError, createAuthApiClient, type AuthApiClient } from '../src/frame/authApiClient.ts'
import { memoryStorage } from '../src/frame/frameStorage.ts'
import { createSessionStore, type SessionStore } from '../src/frame/sessionStore.ts'
import { sessionAnswer, startAuthApiStandIn, type AuthApiStandIn } from './authApiStandIn.ts'

const DEVICE = 'd'.repeat(43)
let api: AuthApiStandIn
let session: SessionStore
let client: AuthApiClient

beforeEach(async () => {
  api = await startAuthApiStandIn()
  session = createSessionStore(memoryStorage())
  client = createAuthApiClient({ origin: api.origin, projectId: 'foyer-dev', deviceId: DEVICE, session })
})
afterEach(() => api.close())

const expiresIn = (seconds: number) => Math.floor(Date.now() / 1000) + seconds

describe('the frame’s auth API client', () => {
  it('sends every call below /auth/v1 with ?projectId and the device header, and a JSON body for POSTs', async () => {
    api.on('connectEmail', { body: { action: 'VERIFY_OTP' } })
    await expect(client.call('connectEmail', { body: { email: 'ada@example.com' } })).resolves.toEqual({ action: 'VERIFY_OTP' })
    const [request] = api.requests
    expect(request).toMatchObject({ method: 'POST', path: '/email/connect', query: { projectId: 'foyer-dev' }, body: { email: 'ada@example.com' } })
    expect(request!.headers['x-foyer-device']).toBe(DEVICE)
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.headers.authorization).toBeUndefined()
  })

  it('adds the route’s query and the bearer token once signed in', async () => {
    session.save({ token: 'tok-9', expiresAt: expiresIn(60) })
    api.on('user', { body: { address: '0x1', chainId: 'eip155:1' } })
    await client.call('user', { query: { chainId: 'eip155:1' } })
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/user', query: { projectId: 'foyer-dev', chainId: 'eip155:1' } })
    expect(api.requests[0]!.headers.authorization).toBe('Bearer tok-9')
  })

  it('a 4xx answer’s message and code become the error', async () => {
    api.on('connectEmail', { status: 429, body: { error: 'Too Many Requests', message: 'Please try again after 12 seconds', code: 'EMAIL_COOLDOWN' } })
    const error = await client.call('connectEmail', { body: { email: 'ada@example.com' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthApiError)
    expect(error).toMatchObject({ message: 'Please try again after 12 seconds', code: 'EMAIL_COOLDOWN', status: 429 })
  })

  it('a 401 JWT_TOKEN_NOT_VALID forgets the session token', async () => {
    session.save({ token: 'revoked', expiresAt: expiresIn(60) })
    api.on('session', { status: 401, body: { error: 'Unauthorized', message: 'Session expired', code: 'JWT_TOKEN_NOT_VALID' } })
    await expect(client.call('session')).rejects.toMatchObject({ code: 'JWT_TOKEN_NOT_VALID', status: 401 })
    expect(session.token()).toBeNull()
  })

  it('another 401 keeps the token', async () => {
    session.save({ token: 'fine', expiresAt: expiresIn(60) })
    api.on('session', { status: 401, body: { error: 'Unauthorized', message: 'Unknown project', code: 'INVALID_PROJECT_ID' } })
    await expect(client.call('session')).rejects.toMatchObject({ code: 'INVALID_PROJECT_ID' })
    expect(session.token()).toBe('fine')
  })

  it('an error without a readable body is “An error occurred” with its status; a 5xx without a code of its own is SERVER_UNREACHABLE', async () => {
    api.on('session', { status: 502, raw: '<html>Bad gateway</html>' })
    await expect(client.call('session')).rejects.toMatchObject({ message: 'An error occurred', status: 502, code: 'SERVER_UNREACHABLE' })
    api.on('session', { status: 404, raw: '<html>Not found</html>' })
    await expect(client.call('session')).rejects.toMatchObject({ message: 'An error occurred', status: 404, code: undefined })
  })

  it('an answer off the route’s response schema is refused, not passed on', async () => {
    api.on('connectOtp', { body: { ...sessionAnswer(), token: '' } })
    await expect(client.call('connectOtp', { body: { email: 'ada@example.com', otp: '123456' } })).rejects.toMatchObject({
      message: 'The Foyer server sent an answer the frame does not understand',
    })
  })

  it('a server that cannot be reached is an error with status 0 and the code SERVER_UNREACHABLE', async () => {
    await api.close()
    await expect(client.call('session')).rejects.toMatchObject({
      message: expect.stringMatching(/^The Foyer server cannot be reached \(GET .*: no connection\)$/),
      status: 0,
      code: 'SERVER_UNREACHABLE',
    })
    api = await startAuthApiStandIn()
  })

  it('an expired stored session is not sent', async () => {
    session.save({ token: 'old', expiresAt: expiresIn(-1) })
    api.on('session', { body: { isConnected: false } })
    await client.call('session')
    expect(api.requests[0]!.headers.authorization).toBeUndefined()
    expect(session.token()).toBeNull()
  })
})
