import { SOCIAL_RESULT_MESSAGE } from '@foyer/auth-frame/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthAdapterOptions } from '../../src/auth/authAdapter.ts'
import { AUTH_MESSAGES, CODE_SPENT_MESSAGES, RETRYABLE_MESSAGES } from '../../src/auth/authMessages.ts'
import { FrameRequestError } from '@foyer/auth-frame/protocol'
import { loginFailureText } from '../../src/auth/loginFailure.ts'
import { FrameUnavailableError } from '../../src/auth/serverProbe.ts'
import { loginWithSocialPopup, type SocialPopup } from '../../src/auth/socialLogin.ts'
import { HttpError } from '../../src/api/http.ts'
import { THROWN } from '../../src/errors.ts'
import { createEmbeddedFoyer, useEmbeddedFoyerApi } from '../fixtures/embeddedFoyer.ts'
import { createFakeFrame, type FakeFrame } from '../fixtures/fakeFrame.ts'

const fake = useEmbeddedFoyerApi()
afterEach(() => vi.restoreAllMocks())

const UNREACHABLE = () => new FrameUnavailableError('unreachable', 'the Foyer server at http://127.0.0.1:9 cannot be reached (no connection)')
const REFUSED = () => new FrameUnavailableError('notAllowed', 'the Foyer server at http://127.0.0.1:9 refuses this page (403: Unauthorized: origin not allowed)')

/**
 * Frames as frameModule opens them: the first never says READY and its server probe (asynchronous,
 * as a fetch is) finds `problem`; every later one starts, as once the server is back.
 */
function firstFrameUnavailable(problem: () => FrameUnavailableError) {
  const frames: FakeFrame[] = []
  const loadFrame: AuthAdapterOptions['loadFrame'] = async (config) => {
    const frame = createFakeFrame({ SYNC_THEME: () => ({ result: {} }), SYNC_DAPP_DATA: () => ({ result: {} }), CONNECT_EMAIL: () => ({ result: { action: 'VERIFY_OTP' } }) })
    frames.push(frame)
    const client = frame.client({ readyDelayMs: 0, onReady: config.onReady })
    const loaded = { ...frame.loaded(), client, destroy: () => client.destroy() }
    if (frames.length > 1) {
      frame.ready()
      return loaded
    }
    let probed = false
    return {
      ...loaded,
      checkServer() {
        if (probed) return
        probed = true
        setTimeout(() => {
          const unavailable = problem()
          client.abandon(unavailable)
          config.onUnavailable(unavailable)
        }, 0)
      },
    }
  }
  return { loadFrame, frames, close: () => frames.forEach((frame) => frame.close()) }
}

describe('what a visitor reads when a login step fails', () => {
  it('a network error, a timeout or a 5xx reads "We couldn’t reach the server", a text that offers Retry', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new DOMException('timed out', 'TimeoutError'),
      new HttpError(502, undefined),
      new FrameRequestError('The Foyer server cannot be reached', 'SERVER_UNREACHABLE'),
    ]) {
      expect(loginFailureText(error)).toBe(AUTH_MESSAGES.SERVER_UNREACHABLE)
    }
    expect(RETRYABLE_MESSAGES.has(AUTH_MESSAGES.SERVER_UNREACHABLE)).toBe(true)
  })

  it('a 403 reads "not available on this site", never the configuration message, and offers no Retry', () => {
    const text = loginFailureText(new FrameRequestError('Unauthorized: origin not allowed: /auth/v1/email answers only the embedded wallet’s frame', 'INVALID_APP_CONFIGURATION'))
    expect(text).toBe(AUTH_MESSAGES.SITE_NOT_ALLOWED)
    expect(text).not.toMatch(/allowlist|configuration|origin/i)
    expect(RETRYABLE_MESSAGES.has(text)).toBe(false)
  })

  it('a request the frame timed out reads "Something went wrong" (spec §8), with Retry', () => {
    expect(loginFailureText(new Error(THROWN.REQUEST_ABORTED))).toBe('Something went wrong')
    expect(RETRYABLE_MESSAGES.has('Something went wrong')).toBe(true)
  })

  it('the server’s code refusals read the catalogue’s texts; a spent code is one only a new code cures', () => {
    expect(loginFailureText(new FrameRequestError('That code is not right: 2 tries left', 'CODE_INVALID', { triesLeft: 2 }))).toBe('That code isn’t right. Tries left: 2.')
    // Expired, used, replaced: no tries to count.
    expect(loginFailureText(new FrameRequestError('This code has expired: ask for a new code', 'CODE_INVALID'))).toBe(AUTH_MESSAGES.CODE_NOT_ACCEPTED)
    expect(loginFailureText(new FrameRequestError('Too many wrong codes: this code no longer works. Request a new code.', 'CODE_BURNED'))).toBe(AUTH_MESSAGES.CODE_LOCKED)
    expect(loginFailureText(new FrameRequestError('Too many wrong codes: try again in 15 minutes', 'TOO_MANY_WRONG_CODES'))).toBe(AUTH_MESSAGES.LOCKED_OUT)
    expect(loginFailureText(new FrameRequestError('Too many login emails were asked for: try again in 40 minutes', 'TOO_MANY_MAILS'))).toBe(AUTH_MESSAGES.MAIL_LIMIT)
    expect([...CODE_SPENT_MESSAGES].sort()).toEqual([AUTH_MESSAGES.CODE_LOCKED, AUTH_MESSAGES.LOCKED_OUT].sort())
  })

  it('the catalogue’s own texts pass as they are; any other words of the frame or the server read "The login did not finish"', () => {
    expect(loginFailureText(new FrameRequestError('Please try again after 12 seconds', 'EMAIL_COOLDOWN'))).toBe('Please try again after 12 seconds')
    expect(loginFailureText(new Error(AUTH_MESSAGES.POPUP_CLOSED))).toBe(AUTH_MESSAGES.POPUP_CLOSED)
    expect(loginFailureText(new FrameRequestError('body.uri must be this server’s social login callback'))).toBe(AUTH_MESSAGES.LOGIN_FAILED)
    expect(loginFailureText(new FrameRequestError('An error occurred'))).toBe(AUTH_MESSAGES.LOGIN_FAILED)
  })
})

describe('email login with the embedded wallet’s server down or refusing the site', () => {
  it('server down: the login fails at once with "We couldn’t reach the server", the console says why, no alert shows, and Retry works once it is back', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const frames = firstFrameUnavailable(UNREACHABLE)
    const { client, ctx } = await createEmbeddedFoyer(fake.api, {}, { loadFrame: frames.loadFrame, devMode: true })
    await expect(client.auth.connectEmail('ada@example.com')).rejects.toThrow(AUTH_MESSAGES.SERVER_UNREACHABLE)
    expect(warned.mock.calls.map((call) => String(call[0]))).toEqual([
      'Foyer: the embedded wallet (email and social login) cannot start: the Foyer server at http://127.0.0.1:9 cannot be reached (no connection)',
    ])
    expect(ctx.alert.get().key, 'an outage is no configuration problem, not even in dev mode').toBeUndefined()

    await client.auth.connectEmail('ada@example.com')
    expect(frames.frames, 'the dead frame was dropped: Retry loaded a fresh one').toHaveLength(2)
    expect(ctx.router.current()).toEqual({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } })
    frames.close()
  })

  it('site refused (403), visitor outside dev mode: "not available on this site", the configuration problem in the console only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const frames = firstFrameUnavailable(REFUSED)
    const { client, ctx } = await createEmbeddedFoyer(fake.api, {}, { loadFrame: frames.loadFrame, devMode: false })
    await expect(client.auth.connectEmail('ada@example.com')).rejects.toThrow(AUTH_MESSAGES.SITE_NOT_ALLOWED)
    expect(ctx.alert.get().key).toBeUndefined()
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^Foyer: Invalid App Configuration\. The embedded wallet failed to load\. .*refuses this page \(403: Unauthorized: origin not allowed\)/)
    frames.close()
  })

  it('site refused (403), host in dev mode: the same text, and the configuration alert for the developer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const frames = firstFrameUnavailable(REFUSED)
    const { client, ctx } = await createEmbeddedFoyer(fake.api, {}, { loadFrame: frames.loadFrame, devMode: true })
    await expect(client.auth.connectEmail('ada@example.com')).rejects.toThrow(AUTH_MESSAGES.SITE_NOT_ALLOWED)
    expect(ctx.alert.get().key).toBe('SOCIALS_TIMEOUT')
    frames.close()
  })

  it('a failure without a catalogue text of its own reads "The login did not finish", the frame’s words in the console', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { client } = await createEmbeddedFoyer(fake.api, { CONNECT_EMAIL: () => ({ error: { message: 'email: Invalid email address', code: 'BAD_REQUEST' } }) })
    await expect(client.auth.connectEmail('ada@example.com')).rejects.toMatchObject({ message: AUTH_MESSAGES.LOGIN_FAILED, code: 'BAD_REQUEST' })
    expect(String(warned.mock.calls[0]?.[0])).toBe('Foyer: email login failed: email: Invalid email address (BAD_REQUEST)')
  })
})

describe('social login the visitor cancelled at the provider', () => {
  it('OAuth’s error=access_denied reads "The login was cancelled at GitHub", the provider’s words in the console, and nothing is sent to the server', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const serverOrigin = new URL(fake.api.url).origin
    const { ctx, sent } = await createEmbeddedFoyer(fake.api, { GET_SOCIAL_REDIRECT_URI: () => ({ result: { uri: 'https://github.example/authorize?state=s1' } }) })
    const host = new EventTarget()
    const { port1 } = new MessageChannel()
    const popup = Object.assign(port1, { closed: false, location: { href: 'about:blank' } }) as MessagePort & { closed: boolean; location: { href: string } }
    popup.close = () => void (popup.closed = true)
    const login = loginWithSocialPopup(ctx, 'github', popup as unknown as SocialPopup, host as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toBe('https://github.example/authorize?state=s1'))
    const callback = `${serverOrigin}/auth/v1/social/callback?state=s1&error=access_denied&error_description=End-User+aborted+interaction`
    host.dispatchEvent(new MessageEvent('message', { data: { type: SOCIAL_RESULT_MESSAGE, uri: callback }, origin: serverOrigin, source: popup }))
    await login
    expect(ctx.auth.get().social).toEqual({ provider: 'github', status: 'failed', message: 'The login was cancelled at GitHub.' })
    expect(String(warned.mock.calls[0]?.[0])).toBe('Foyer: github login failed: The login was cancelled at GitHub.; GitHub answered access_denied: End-User aborted interaction')
    expect(sent('CONNECT_SOCIAL')).toEqual([])
    port1.close()
  })
})
