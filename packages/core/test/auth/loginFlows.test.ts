import { afterEach, describe, expect, it, vi } from 'vitest'
import { repeatUntilDone } from '../../src/auth/login.ts'
import { FARCASTER_RELOAD_DELAY_MS } from '../../src/auth/leave.ts'
import { FrameRequestError } from '@foyer/auth-frame/protocol'
import { STORAGE_KEYS } from '../../src/storage.ts'
import { createEmbeddedFoyer, ok, user, useEmbeddedFoyerApi } from '../fixtures/embeddedFoyer.ts'
import type { FrameAnswer } from '../fixtures/fakeFrame.ts'
import { account, readStored } from '../fixtures/foyer.ts'
import { EVM_ADDRESS } from '../fixtures/networks.ts'

const fake = useEmbeddedFoyerApi()
afterEach(() => vi.useRealTimers())

const answers = (...outcomes: FrameAnswer[]) => {
  let n = 0
  return () => outcomes[Math.min(n++, outcomes.length - 1)]!
}

describe('email login (spec §4)', () => {
  it('a known device gets a code: VERIFY_OTP opens EmailVerifyOtp; the code connects the account and closes the modal', async () => {
    const { client, ctx, sent, storage } = await createEmbeddedFoyer(fake.api, {
      CONNECT_EMAIL: () => ({ result: { action: 'VERIFY_OTP' } }),
      CONNECT_OTP: ok,
      GET_USER: user,
    })
    client.open()
    await expect(client.auth.connectEmail('  ada@example.com ')).resolves.toBe('VERIFY_OTP')
    expect(sent('CONNECT_EMAIL')[0]?.payload).toEqual({ email: 'ada@example.com' })
    expect(ctx.router.current()).toEqual({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } })

    await client.auth.submitEmailOtp('123456')
    expect(sent('CONNECT_OTP')[0]?.payload).toEqual({ otp: '123456' })
    expect(account(client)).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(ctx.modal.get().open).toBe(false)
    expect(readStored(storage, STORAGE_KEYS.EMAIL_LOGIN_USED)).toBe(true)
    expect(readStored(storage, STORAGE_KEYS.EMAIL)).toBe('ada@example.com')
    expect(account(client).socialProvider, 'an email login may update its email').toBeUndefined()
  })

  it("a bad email is refused with 'Enter a valid email address' before anything is sent", async () => {
    const { client, frame } = await createEmbeddedFoyer(fake.api, {})
    await expect(client.auth.connectEmail('ada@')).rejects.toThrow('Enter a valid email address')
    expect(frame.names()).toEqual([])
  })

  it("another login email within 30 s is refused before sending: 'Please try again after N seconds'", async () => {
    const { client, sent } = await createEmbeddedFoyer(fake.api, { CONNECT_EMAIL: () => ({ result: { action: 'VERIFY_OTP' } }) })
    await client.auth.connectEmail('ada@example.com')
    await expect(client.auth.connectEmail('ada@example.com')).rejects.toThrow(/^Please try again after (30|29) seconds$/)
    await expect(client.auth.resendEmail('ada@example.com')).rejects.toThrow(/^Please try again after \d+ seconds$/)
    expect(sent('CONNECT_EMAIL')).toHaveLength(1)
    expect(client.auth.emailCooldownSeconds()).toBeGreaterThan(0)
  })

  it('a failed email request starts no cooldown, and the frame’s message comes through', async () => {
    const { client } = await createEmbeddedFoyer(fake.api, {
      CONNECT_EMAIL: answers({ error: { message: 'Please try again after 12 seconds', code: 'EMAIL_COOLDOWN' } }, { result: { action: 'VERIFY_OTP' } }),
    })
    await expect(client.auth.connectEmail('ada@example.com')).rejects.toThrow('Please try again after 12 seconds')
    expect(client.auth.emailCooldownSeconds()).toBe(0)
  })

  it('the frame holding a live session answers CONNECT: the account connects without a code', async () => {
    const { client, frame } = await createEmbeddedFoyer(fake.api, { CONNECT_EMAIL: () => ({ result: { action: 'CONNECT' } }), GET_USER: user })
    await client.auth.connectEmail('ada@example.com')
    expect(account(client).status).toBe('connected')
    expect(frame.names()).not.toContain('CONNECT_OTP')
  })

  it('a wrong code rejects with the catalogue’s text saying how many tries are left (the frame’s own words in the console) and leaves the visitor on the code view', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { client, ctx } = await createEmbeddedFoyer(fake.api, {
      CONNECT_EMAIL: () => ({ result: { action: 'VERIFY_OTP' } }),
      CONNECT_OTP: () => ({ error: { message: 'The code is not valid: 4 tries left', code: 'CODE_INVALID', triesLeft: 4 } }),
    })
    await client.auth.connectEmail('ada@example.com')
    await expect(client.auth.submitEmailOtp('000000')).rejects.toMatchObject({ message: 'That code isn’t right. Tries left: 4.', code: 'CODE_INVALID' })
    expect(String(logged.mock.calls[0]?.[0])).toBe('Foyer: the login code failed: The code is not valid: 4 tries left (CODE_INVALID)')
    logged.mockRestore()
    expect(ctx.router.current().view).toBe('EmailVerifyOtp')
    expect(account(client).status).toBe('disconnected')
  })

  it('a new device waits for approval, asking again while the frame says "not yet", then gets a code', async () => {
    const { client, ctx, sent } = await createEmbeddedFoyer(fake.api, {
      CONNECT_EMAIL: () => ({ result: { action: sent('CONNECT_DEVICE').length ? 'VERIFY_OTP' : 'VERIFY_DEVICE' } }),
      CONNECT_DEVICE: answers({ error: { message: 'Device not approved yet', code: 'DEVICE_PENDING' } }, { result: {} }),
    })
    await client.auth.connectEmail('ada@example.com')
    expect(ctx.router.current()).toEqual({ view: 'EmailVerifyDevice', data: { email: 'ada@example.com' } })
    await client.auth.waitForDeviceApproval('ada@example.com', new AbortController().signal)
    expect(sent('CONNECT_DEVICE')).toHaveLength(2)
    expect(sent('CONNECT_EMAIL'), 'the code is asked for right after the approval, inside the cooldown').toHaveLength(2)
    expect(ctx.router.get().history.map((entry) => entry.view)).toEqual(['Connect', 'EmailVerifyOtp'])
  })
})

describe('waiting loops', () => {
  it('"Request was aborted" and the frame’s "not yet" codes are asked again; three other failures in a row end the wait', async () => {
    const outcomes = [
      new Error('Request was aborted'),
      new FrameRequestError('not yet', 'DEVICE_PENDING'),
      new FrameRequestError('not yet', 'FARCASTER_TIMEOUT'),
      new FrameRequestError('boom'),
      new FrameRequestError('boom'),
      new FrameRequestError('boom again'),
    ]
    let calls = 0
    vi.useFakeTimers()
    const waiting = repeatUntilDone(async () => {
      throw outcomes[calls++]
    }, new AbortController().signal)
    const failed = expect(waiting).rejects.toThrow('boom again')
    await vi.runAllTimersAsync()
    await failed
    expect(calls).toBe(6)
  })

  it('an aborted wait stops quietly', async () => {
    const controller = new AbortController()
    let calls = 0
    const waiting = repeatUntilDone(async () => {
      calls++
      controller.abort()
      throw new FrameRequestError('not yet', 'DEVICE_PENDING')
    }, controller.signal)
    await expect(waiting).resolves.toBe(false)
    expect(calls).toBe(1)
  })
})

describe('email update (spec §4)', () => {
  it('the current address confirms, then the new one; the new email is stored and Account shows it', async () => {
    const { client, ctx, sent, storage } = await createEmbeddedFoyer(fake.api, {
      GET_USER: user,
      UPDATE_EMAIL: () => ({ result: { action: 'VERIFY_PRIMARY_OTP' } }),
      UPDATE_EMAIL_PRIMARY_OTP: () => ({ result: { action: 'VERIFY_SECONDARY_OTP' } }),
      UPDATE_EMAIL_SECONDARY_OTP: () => ({ result: { newEmail: 'grace@example.com' } }),
    })
    await client.connect(client.auth.connector()!)
    client.open({ view: 'UpdateEmailWallet' })
    await client.auth.updateEmail('grace@example.com')
    expect(ctx.router.current()).toEqual({ view: 'UpdateEmailPrimaryOtp', data: { email: 'ada@example.com', newEmail: 'grace@example.com' } })
    await client.auth.submitPrimaryOtp('111111', 'grace@example.com')
    expect(ctx.router.current()).toEqual({ view: 'UpdateEmailSecondaryOtp', data: { newEmail: 'grace@example.com' } })
    await expect(client.auth.submitSecondaryOtp('222222')).resolves.toBe('grace@example.com')
    expect(sent('UPDATE_EMAIL_PRIMARY_OTP')[0]?.payload).toEqual({ otp: '111111' })
    expect(sent('UPDATE_EMAIL_SECONDARY_OTP')[0]?.payload).toEqual({ otp: '222222' })
    expect(account(client).user?.email).toBe('grace@example.com')
    expect(readStored(storage, STORAGE_KEYS.EMAIL)).toBe('grace@example.com')
    expect(ctx.router.get().history).toEqual([{ view: 'Account' }])
  })

  it('a bad or unchanged new email is refused before anything is sent', async () => {
    const { client, sent } = await createEmbeddedFoyer(fake.api, { GET_USER: user })
    await client.connect(client.auth.connector()!)
    await expect(client.auth.updateEmail('not an email')).rejects.toThrow('Enter a valid email address')
    await expect(client.auth.updateEmail('ADA@example.com')).rejects.toThrow('This is already the email of your wallet')
    expect(sent('UPDATE_EMAIL')).toEqual([])
  })
})

describe('Farcaster (spec §2)', () => {
  it('the frame’s URL is shown, CONNECT_FARCASTER is asked until the app signed, and the account connects', async () => {
    const { client, ctx, sent, storage } = await createEmbeddedFoyer(fake.api, {
      GET_FARCASTER_URI: () => ({ result: { url: 'https://warpcast.example/~/siwf?channelToken=abc' } }),
      CONNECT_FARCASTER: answers({ error: { message: 'not completed in time', code: 'FARCASTER_TIMEOUT' } }, { result: { userName: 'ada' } }),
      GET_USER: user,
    })
    client.open()
    client.push('ConnectingFarcaster')
    const urls: (string | undefined)[] = []
    ctx.chains.subscribe(() => urls.push(account(client).farcasterUrl))
    await client.auth.loginWithFarcaster(new AbortController().signal)
    expect(urls).toContain('https://warpcast.example/~/siwf?channelToken=abc')
    expect(sent('CONNECT_FARCASTER')).toHaveLength(2)
    expect(account(client)).toMatchObject({ status: 'connected', user: { username: 'ada' }, farcasterUrl: undefined })
    expect(readStored(storage, STORAGE_KEYS.SOCIAL_USERNAME)).toBe('ada')
    expect(ctx.modal.get().open).toBe(false)
  })

  it('back from ConnectingFarcaster while disconnected clears the URL and reloads the frame 100 ms later', async () => {
    const { client, ctx, sent } = await createEmbeddedFoyer(fake.api, { RELOAD: ok })
    await client.auth.connector()!.load()
    client.open()
    client.push('ConnectingFarcaster')
    ctx.chains.patchAccount('eip155', { farcasterUrl: 'https://warpcast.example/~/siwf?channelToken=abc' })
    vi.useFakeTimers()
    client.back()
    expect(ctx.router.get().history, 'back left ConnectingFarcaster').toHaveLength(1)
    expect(account(client).farcasterUrl).toBeUndefined()
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS - 1)
    expect(sent('RELOAD')).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    await vi.waitFor(() => expect(sent('RELOAD')).toHaveLength(1))
  })
})
