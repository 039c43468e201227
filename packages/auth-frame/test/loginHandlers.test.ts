import { afterEach, describe, expect, it } from 'vitest'
import { AUTH_ROUTES } from '../src/protocol/authApi.ts'
import { memoryStorage } from '../src/frame/frameStorage.ts'
import { DEVICE, PARENT_ORIGIN, errorOf, startFrame, successOf, type FrameHarness } from './frameHarness.ts'
import { sessionAnswer } from './authApiStandIn.ts'

let frame: FrameHarness
afterEach(() => frame.close())

const expired = { status: 401, body: { error: 'Unauthorized', message: 'Session expired', code: 'JWT_TOKEN_NOT_VALID' } }

describe('email login', () => {
  it('CONNECT_EMAIL → CONNECT_DEVICE (pending, then approved) → CONNECT_OTP signs in; later calls carry the token', async () => {
    frame = await startFrame()
    frame.api.on('connectEmail', { body: { action: 'VERIFY_DEVICE' } })
    expect(successOf(await frame.send('CONNECT_EMAIL', { email: 'ada@example.com' }))).toEqual({ action: 'VERIFY_DEVICE' })

    let approved = false
    frame.api.on('connectDevice', () => ({ body: { approved } }))
    expect(errorOf(await frame.send('CONNECT_DEVICE', {}))).toEqual({ message: 'Device not approved yet', code: 'DEVICE_PENDING' })
    approved = true
    expect(successOf(await frame.send('CONNECT_DEVICE', {}))).toEqual({})

    frame.api.on('connectOtp', { body: sessionAnswer('tok-ada') })
    expect(successOf(await frame.send('CONNECT_OTP', { otp: '123456' }))).toEqual({})

    frame.api.on('user', { body: { email: 'ada@example.com', address: '0xabc', chainId: 'eip155:31338' } })
    expect(successOf(await frame.send('GET_USER', { chainId: 31338 }))).toEqual({ email: 'ada@example.com', address: '0xabc', chainId: 'eip155:31338' })

    const [email, device1, device2, otp, user] = frame.api.requests
    expect(email!.body).toEqual({ email: 'ada@example.com' })
    expect(device1!.body).toEqual({ email: 'ada@example.com' })
    expect(device2!.body).toEqual({ email: 'ada@example.com' })
    expect(otp!.body).toEqual({ email: 'ada@example.com', otp: '123456' })
    expect(user).toMatchObject({ path: '/user', query: { chainId: 'eip155:31338', projectId: 'foyer-dev' } })
    expect(user!.headers.authorization).toBe('Bearer tok-ada')
    expect(frame.api.requests.every((request) => request.headers['x-foyer-device'] === DEVICE)).toBe(true)
  })

  it('a reload between the steps (RELOAD, or the browser) keeps the login email: the new page approves the device and takes the code', async () => {
    const storage = memoryStorage()
    frame = await startFrame({ storage })
    frame.api.on('connectEmail', { body: { action: 'VERIFY_DEVICE' } })
    await frame.send('CONNECT_EMAIL', { email: 'ada@example.com' })
    frame.close()

    frame = await startFrame({ storage })
    frame.api.on('connectDevice', { body: { approved: true } })
    frame.api.on('connectOtp', { body: sessionAnswer('tok-ada') })
    expect(successOf(await frame.send('CONNECT_DEVICE', {}))).toEqual({})
    expect(successOf(await frame.send('CONNECT_OTP', { otp: '123456' }))).toEqual({})
    expect(frame.api.requests.map((request) => request.body)).toEqual([{ email: 'ada@example.com' }, { email: 'ada@example.com', otp: '123456' }])

    frame.close()
    frame = await startFrame({ storage })
    expect(errorOf(await frame.send('CONNECT_OTP', { otp: '123456' })), 'a finished login leaves no email behind').toMatchObject({ code: 'EMAIL_MISSING' })
  })

  it('CONNECT_DEVICE or CONNECT_OTP before CONNECT_EMAIL is refused without asking the server', async () => {
    frame = await startFrame()
    expect(errorOf(await frame.send('CONNECT_DEVICE', {}))).toMatchObject({ code: 'EMAIL_MISSING' })
    expect(errorOf(await frame.send('CONNECT_OTP', { otp: '123456' }))).toMatchObject({ code: 'EMAIL_MISSING' })
    expect(frame.api.requests).toEqual([])
  })

  it('the server’s refusal (a wrong code) reaches the app with its message, code and tries left', async () => {
    frame = await startFrame()
    frame.api.on('connectEmail', { body: { action: 'VERIFY_OTP' } })
    await frame.send('CONNECT_EMAIL', { email: 'ada@example.com' })
    frame.api.on('connectOtp', { status: 400, body: { error: 'Bad Request', message: 'Invalid code, 4 tries left', code: 'CODE_INVALID', triesLeft: 4 } })
    expect(errorOf(await frame.send('CONNECT_OTP', { otp: '000000' }))).toEqual({ message: 'Invalid code, 4 tries left', code: 'CODE_INVALID', triesLeft: 4 })
    // A count that is not a count is left out; the rest of the refusal stands.
    frame.api.on('connectOtp', { status: 400, body: { message: 'Invalid code', code: 'CODE_INVALID', triesLeft: 'many' } })
    expect(errorOf(await frame.send('CONNECT_OTP', { otp: '000000' }))).toEqual({ message: 'Invalid code', code: 'CODE_INVALID' })
  })

  it('UPDATE_EMAIL and its two codes go to the three update routes; the last answers the new email', async () => {
    frame = await startFrame()
    frame.api.on('updateEmail', { body: { action: 'VERIFY_PRIMARY_OTP' } })
    frame.api.on('updateEmailPrimaryOtp', { body: { action: 'VERIFY_SECONDARY_OTP' } })
    frame.api.on('updateEmailSecondaryOtp', { body: { email: 'new@example.com' } })
    expect(successOf(await frame.send('UPDATE_EMAIL', { email: 'new@example.com' }))).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(successOf(await frame.send('UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' }))).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(successOf(await frame.send('UPDATE_EMAIL_SECONDARY_OTP', { otp: '222222' }))).toEqual({ newEmail: 'new@example.com' })
    expect(frame.api.requests.map(({ path, body }) => [path, body])).toEqual([
      ['/email/update', { email: 'new@example.com' }],
      ['/email/update/primary', { otp: '111111' }],
      ['/email/update/secondary', { otp: '222222' }],
    ])
  })
})

describe('the session', () => {
  async function signedIn(): Promise<FrameHarness> {
    const harness = await startFrame()
    harness.api.on('socialConnect', { body: sessionAnswer('tok-1') })
    await harness.send('CONNECT_SOCIAL', { uri: 'https://foyer.example/cb?code=1&state=2' })
    harness.api.requests.length = 0
    return harness
  }

  it('IS_CONNECTED without a token is false without asking the server', async () => {
    frame = await startFrame()
    expect(successOf(await frame.send('IS_CONNECTED', {}))).toEqual({ isConnected: false })
    expect(frame.api.requests).toEqual([])
  })

  it('IS_CONNECTED asks the server with the token', async () => {
    frame = await signedIn()
    frame.api.on('session', { body: { isConnected: true, expiresAt: 2_000_000_000 } })
    expect(successOf(await frame.send('IS_CONNECTED', {}))).toEqual({ isConnected: true })
    expect(frame.api.requests[0]!.headers.authorization).toBe('Bearer tok-1')
  })

  it('a JWT_TOKEN_NOT_VALID answer clears the token and answers isConnected: false', async () => {
    frame = await signedIn()
    frame.api.on('session', expired)
    expect(successOf(await frame.send('IS_CONNECTED', {}))).toEqual({ isConnected: false })
    expect(frame.ctx.session.token()).toBeNull()
  })

  it('a signed-in call refused with JWT_TOKEN_NOT_VALID reaches the app with that code, and the token is gone', async () => {
    frame = await signedIn()
    frame.api.on('user', expired)
    expect(errorOf(await frame.send('GET_USER', {}))).toEqual({ message: 'Session expired', code: 'JWT_TOKEN_NOT_VALID' })
    expect(frame.ctx.session.token()).toBeNull()
  })

  it('SIGN_OUT revokes the session on the server, then forgets the token', async () => {
    frame = await signedIn()
    frame.api.on('signOut', { body: {} })
    expect(successOf(await frame.send('SIGN_OUT', {}))).toEqual({})
    expect(frame.api.requests[0]).toMatchObject({ method: 'POST', path: '/session/signout' })
    expect(frame.api.requests[0]!.headers.authorization).toBe('Bearer tok-1')
    expect(frame.ctx.session.token()).toBeNull()
  })

  it('SIGN_OUT forgets the token even when the server cannot revoke it', async () => {
    frame = await signedIn()
    frame.api.on('signOut', { status: 500, body: { error: 'Internal Server Error', message: 'db down' } })
    expect(successOf(await frame.send('SIGN_OUT', {}))).toEqual({})
    expect(frame.ctx.session.token()).toBeNull()
  })
})

describe('the chain', () => {
  it('starts on the chain the frame was loaded with, and SWITCH_NETWORK moves it and is remembered across reloads', async () => {
    const storage = memoryStorage()
    frame = await startFrame({ storage })
    expect(successOf(await frame.send('GET_CHAIN_ID', {}))).toEqual({ chainId: 31337 })
    expect(successOf(await frame.send('SWITCH_NETWORK', { chainId: 31338 }))).toEqual({ chainId: 31338 })
    expect(successOf(await frame.send('GET_CHAIN_ID', {}))).toEqual({ chainId: 31338 })
    await frame.close()
    frame = await startFrame({ storage })
    expect(successOf(await frame.send('GET_CHAIN_ID', {}))).toEqual({ chainId: 31338 })
  })

  it('a CAIP-2 chain id is accepted and answered in the app’s form', async () => {
    frame = await startFrame()
    expect(successOf(await frame.send('SWITCH_NETWORK', { chainId: 'eip155:10' }))).toEqual({ chainId: 10 })
  })
})

describe('social login', () => {
  it('GET_SOCIAL_REDIRECT_URI asks social/authorize with the provider, returnTo, and the parent origin where the server takes it', async () => {
    frame = await startFrame()
    frame.api.on('socialAuthorize', { body: { uri: 'https://github.com/login/oauth/authorize?state=s' } })
    expect(successOf(await frame.send('GET_SOCIAL_REDIRECT_URI', { provider: 'github', returnTo: 'https://shop.example/back' }))).toEqual({
      uri: 'https://github.com/login/oauth/authorize?state=s',
    })
    const takesOpener = 'openerOrigin' in AUTH_ROUTES.socialAuthorize.query.shape
    expect(frame.api.requests[0]!.query).toEqual({
      projectId: 'foyer-dev',
      provider: 'github',
      returnTo: 'https://shop.example/back',
      ...(takesOpener ? { openerOrigin: PARENT_ORIGIN } : {}),
    })
  })

  it('CONNECT_SOCIAL signs in and answers the user’s name and email', async () => {
    frame = await startFrame()
    frame.api.on('socialConnect', { body: sessionAnswer('tok-s') })
    expect(successOf(await frame.send('CONNECT_SOCIAL', { uri: 'https://foyer.example/cb?code=1&state=2' }))).toEqual({ userName: 'ada', email: 'ada@example.com' })
    expect(frame.api.requests[0]!.body).toEqual({ uri: 'https://foyer.example/cb?code=1&state=2' })
    expect(frame.ctx.session.token()).toBe('tok-s')
  })

  it('Farcaster: GET_FARCASTER_URI opens a channel, CONNECT_FARCASTER polls it until signed', async () => {
    frame = await startFrame()
    frame.api.on('farcasterChannel', { body: { url: 'https://farcaster.xyz/~/siwf?channelToken=ch-1', channelToken: 'ch-1' } })
    expect(successOf(await frame.send('GET_FARCASTER_URI', {}))).toEqual({ url: 'https://farcaster.xyz/~/siwf?channelToken=ch-1' })
    let polls = 0
    frame.api.on('farcasterConnect', () => (++polls < 3 ? { body: { status: 'pending' } } : { body: { status: 'completed', session: sessionAnswer('tok-f') } }))
    expect(successOf(await frame.send('CONNECT_FARCASTER', {}))).toEqual({ userName: 'ada' })
    expect(polls).toBe(3)
    expect(frame.api.requests.slice(1).map((request) => request.body)).toEqual([{ channelToken: 'ch-1' }, { channelToken: 'ch-1' }, { channelToken: 'ch-1' }])
    expect(frame.ctx.session.token()).toBe('tok-f')
  })

  it('CONNECT_FARCASTER gives up after a bounded number of polls, and refuses without a channel', async () => {
    frame = await startFrame({ farcasterPolls: 4 })
    expect(errorOf(await frame.send('CONNECT_FARCASTER', {}))).toMatchObject({ code: 'FARCASTER_CHANNEL_MISSING' })
    frame.api.on('farcasterChannel', { body: { url: 'https://farcaster.xyz/~/siwf', channelToken: 'ch-2' } })
    await frame.send('GET_FARCASTER_URI', {})
    frame.api.on('farcasterConnect', { body: { status: 'pending' } })
    expect(errorOf(await frame.send('CONNECT_FARCASTER', {}))).toMatchObject({ code: 'FARCASTER_TIMEOUT' })
    expect(frame.api.requests.filter((request) => request.path === '/farcaster/connect')).toHaveLength(4)
  })
})

describe('smart accounts', () => {
  const SAFE = '0x5afe00000000000000000000000000000000aaaa'
  const EOA = '0xe0a0000000000000000000000000000000000001'
  /** The server's user answer: the smart account where the chain offers one and the app asks for it (or asks for nothing). */
  const userAnswer = (offered: boolean) => (request: { query: Record<string, string> }) => {
    const type = offered && request.query.accountType !== 'eoa' ? 'smartAccount' : 'eoa'
    const accounts = offered
      ? [
          { address: SAFE, type: 'smartAccount' },
          { address: EOA, type: 'eoa' },
        ]
      : [{ address: EOA, type: 'eoa' }]
    return { body: { address: type === 'smartAccount' ? SAFE : EOA, chainId: request.query.chainId, accounts, preferredAccountType: type, ...(offered && { smartAccountDeployed: false }) } }
  }

  it('GET_SMART_ACCOUNT_ENABLED_NETWORKS answers the EVM chains, by number, where the server holds smart accounts', async () => {
    frame = await startFrame()
    frame.api.on('smartAccountChains', { body: { chains: ['eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:8453'] } })
    expect(successOf(await frame.send('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}))).toEqual({ smartAccountEnabledNetworks: [31337, 8453] })
  })

  it('SET_PREFERRED_ACCOUNT moves the account requests are made from: the next RPC_REQUEST names it to the server', async () => {
    frame = await startFrame()
    frame.api.on('user', userAnswer(true))
    frame.api.on('rpc', { body: { result: '0x7a69' } })
    expect(successOf(await frame.send('SET_PREFERRED_ACCOUNT', { type: 'eoa' }))).toEqual({ type: 'eoa', address: EOA })
    await frame.send('RPC_REQUEST', { method: 'eth_chainId' })
    expect(successOf(await frame.send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))).toEqual({ type: 'smartAccount', address: SAFE })
    await frame.send('RPC_REQUEST', { method: 'eth_chainId' })
    const rpcBodies = frame.api.requests.filter((request) => request.path === '/rpc').map((request) => (request.body as { accountType?: string }).accountType)
    expect(rpcBodies).toEqual(['eoa', 'smartAccount'])
  })

  it('GET_USER with the app’s preferredAccountType asks the server for that account, and later requests are made from it', async () => {
    frame = await startFrame()
    frame.api.on('user', userAnswer(true))
    expect(successOf(await frame.send('GET_USER', { chainId: 31337, preferredAccountType: 'eoa' }))).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    expect(frame.api.requests.find((request) => request.path === '/user')?.query.accountType).toBe('eoa')
  })

  it('where the chain holds no smart account, SET_PREFERRED_ACCOUNT and INIT_SMART_ACCOUNT refuse with 4200 and the account stays the key’s own', async () => {
    frame = await startFrame()
    frame.api.on('user', userAnswer(false))
    const refusal = { message: 'This application might not support Smart Accounts', code: 4200 }
    expect(errorOf(await frame.send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))).toEqual(refusal)
    expect(errorOf(await frame.send('INIT_SMART_ACCOUNT', {}))).toEqual(refusal)
    expect(successOf(await frame.send('SET_PREFERRED_ACCOUNT', { type: 'eoa' }))).toEqual({ type: 'eoa', address: EOA })
  })

  it('INIT_SMART_ACCOUNT answers the smart account’s address and whether it is deployed yet', async () => {
    frame = await startFrame()
    frame.api.on('user', userAnswer(true))
    expect(successOf(await frame.send('INIT_SMART_ACCOUNT', {}))).toEqual({ address: SAFE, isDeployed: false })
  })
})
