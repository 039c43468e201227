import { SOCIAL_RESULT_MESSAGE, SOCIAL_RESULT_PARAM } from '@foyer/auth-frame/protocol'
import { SOCIAL_RESULT_PARAM as CORE_SOCIAL_RESULT_PARAM } from '../../src/auth/socialResultParam.ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { finishSocialRedirect, loginWithSocialPopup, loginWithSocialRedirect, type SocialPopup } from '../../src/auth/socialLogin.ts'
import { STORAGE_KEYS } from '../../src/storage.ts'
import { createEmbeddedFoyer, deferred, user, useEmbeddedFoyerApi } from '../fixtures/embeddedFoyer.ts'
import { account, readStored } from '../fixtures/foyer.ts'

const AUTHORIZE = 'https://accounts.provider.example/authorize?state=s1'
const CALLBACK = (origin: string) => `${origin}/auth/v1/social/callback?code=c1&state=s1`

const fake = useEmbeddedFoyerApi()
const ports: MessagePort[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const port of ports.splice(0)) port.close()
})

/** A popup window: a real MessagePort for event identity, with the window fields the flow uses. */
function fakePopup() {
  const { port1 } = new MessageChannel()
  ports.push(port1)
  const popup = Object.assign(port1, { closed: false, location: { href: 'about:blank' } })
  popup.close = () => void (popup.closed = true)
  return popup as MessagePort & { -readonly [K in keyof SocialPopup]: SocialPopup[K] }
}

function post(host: EventTarget, data: unknown, origin: string, source: MessagePort) {
  host.dispatchEvent(new MessageEvent('message', { data, origin, source }))
}

describe('social login in a popup', () => {
  it('the popup goes to the provider, and the server’s callback message finishes the login', async () => {
    const serverOrigin = new URL(fake.api.url).origin
    const connectSocial = deferred()
    const { client, ctx, sent, storage } = await createEmbeddedFoyer(fake.api, {
      GET_SOCIAL_REDIRECT_URI: () => ({ result: { uri: AUTHORIZE } }),
      CONNECT_SOCIAL: connectSocial.handler,
      GET_USER: user,
    })
    const host = new EventTarget()
    const popup = fakePopup()
    const login = loginWithSocialPopup(ctx, 'github', popup, host as unknown as Window)
    expect(ctx.router.current()).toEqual({ view: 'ConnectingSocial', data: { provider: 'github' } })
    expect(ctx.auth.get().social).toEqual({ provider: 'github', status: 'waiting' })
    await vi.waitFor(() => expect(popup.location.href).toBe(AUTHORIZE))
    expect(sent('GET_SOCIAL_REDIRECT_URI')[0]?.payload).toEqual({ provider: 'github' })

    // Anything but the callback page's message, from the popup at the server's origin, is ignored.
    const stranger = fakePopup()
    post(host, { type: SOCIAL_RESULT_MESSAGE, uri: CALLBACK(serverOrigin) }, serverOrigin, stranger)
    post(host, { type: SOCIAL_RESULT_MESSAGE, uri: CALLBACK(serverOrigin) }, 'http://evil.test', popup)
    post(host, { type: 'other', uri: CALLBACK(serverOrigin) }, serverOrigin, popup)
    post(host, { type: SOCIAL_RESULT_MESSAGE, uri: CALLBACK(serverOrigin) }, serverOrigin, popup)

    await vi.waitFor(() => expect(sent('CONNECT_SOCIAL')).toHaveLength(1))
    expect(sent('CONNECT_SOCIAL')[0]?.payload).toEqual({ uri: CALLBACK(serverOrigin) })
    expect(ctx.auth.get().social?.status).toBe('connecting')
    connectSocial.answer({ result: { userName: 'ada-gh', email: null } })
    await login
    expect(account(client).status).toBe('connected')
    expect(readStored(storage, STORAGE_KEYS.SOCIAL_PROVIDER)).toBe('github')
    expect(readStored(storage, STORAGE_KEYS.SOCIAL_USERNAME)).toBe('ada-gh')
    expect(account(client).socialProvider, 'the Account view offers no email update to a social login').toBe('github')
    expect(popup.closed).toBe(true)
    expect(ctx.auth.get().social).toBeUndefined()
  })

  it('closing the popup before the login finished shows the failure in ConnectingSocial', async () => {
    const { ctx, sent } = await createEmbeddedFoyer(fake.api, { GET_SOCIAL_REDIRECT_URI: () => ({ result: { uri: AUTHORIZE } }) })
    const popup = fakePopup()
    const login = loginWithSocialPopup(ctx, 'google', popup, new EventTarget() as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toBe(AUTHORIZE))
    popup.closed = true
    await login
    expect(ctx.auth.get().social).toEqual({ provider: 'google', status: 'failed', message: 'The login window was closed before the login finished' })
    expect(sent('CONNECT_SOCIAL')).toEqual([])
  })

  it('a result that lands just after the popup reports itself closed still logs in (the callback page posts, then closes)', async () => {
    const serverOrigin = new URL(fake.api.url).origin
    const { client, ctx, sent } = await createEmbeddedFoyer(fake.api, {
      GET_SOCIAL_REDIRECT_URI: () => ({ result: { uri: AUTHORIZE } }),
      CONNECT_SOCIAL: () => ({ result: { userName: 'ada', email: null } }),
      GET_USER: user,
    })
    const host = new EventTarget()
    const popup = fakePopup()
    // The closed-popup poll runs on a fake clock, so the waits below are exact however slow the machine.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const login = loginWithSocialPopup(ctx, 'google', popup, host as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toBe(AUTHORIZE))
    popup.closed = true
    // Every poll in the 2 s after the first that saw it closed, before its message arrives (another
    // process's message can trail its close).
    await vi.advanceTimersToNextTimerAsync()
    await vi.advanceTimersByTimeAsync(1_999)
    expect(ctx.auth.get().social?.status).toBe('waiting')
    post(host, { type: SOCIAL_RESULT_MESSAGE, uri: CALLBACK(serverOrigin) }, serverOrigin, popup)
    await login
    expect(sent('CONNECT_SOCIAL')).toHaveLength(1)
    expect(account(client).status).toBe('connected')
  })

  it('leaving ConnectingSocial (back) closes the popup and forgets the attempt', async () => {
    const { client, ctx } = await createEmbeddedFoyer(fake.api, { GET_SOCIAL_REDIRECT_URI: () => ({ result: { uri: AUTHORIZE } }) })
    const popup = fakePopup()
    client.open()
    const login = loginWithSocialPopup(ctx, 'discord', popup, new EventTarget() as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toBe(AUTHORIZE))
    client.back()
    await login
    expect(popup.closed).toBe(true)
    expect(ctx.auth.get().social).toBeUndefined()
    expect(ctx.router.current().view).not.toBe('ConnectingSocial')
  })
})

describe('social login by redirect (popup blocked, iOS Safari)', () => {
  it('the page goes to the provider with returnTo set to where it is', async () => {
    const { ctx, sent, storage } = await createEmbeddedFoyer(fake.api, { GET_SOCIAL_REDIRECT_URI: () => ({ result: { uri: AUTHORIZE } }) })
    const assigned: string[] = []
    await loginWithSocialRedirect(ctx, 'apple', { href: 'https://host.example/shop?item=1', assign: (url) => void assigned.push(url) })
    expect(sent('GET_SOCIAL_REDIRECT_URI')[0]?.payload).toEqual({ provider: 'apple', returnTo: 'https://host.example/shop?item=1' })
    expect(assigned).toEqual([AUTHORIZE])
    expect(readStored(storage, STORAGE_KEYS.SOCIAL_PROVIDER)).toBe('apple')
  })

  it("back on the page with ?foyer_social_result=, the parameter goes and the login finishes under 'Authenticating...'", async () => {
    const result = CALLBACK('https://foyer.example')
    const connectSocial = deferred()
    const { client, ctx, sent, storage } = await createEmbeddedFoyer(fake.api, { CONNECT_SOCIAL: connectSocial.handler, GET_USER: user })
    storage.setItem(STORAGE_KEYS.SOCIAL_PROVIDER, '"apple"')
    const replaced: string[] = []
    const href = `https://host.example/shop?item=1&foyer_social_result=${encodeURIComponent(result)}#top`
    const finishing = finishSocialRedirect(ctx, { href, replace: (url) => void replaced.push(url) })
    await vi.waitFor(() => expect(sent('CONNECT_SOCIAL')).toHaveLength(1))
    expect(replaced).toEqual(['https://host.example/shop?item=1#top'])
    expect(sent('CONNECT_SOCIAL')[0]?.payload).toEqual({ uri: result })
    expect(ctx.modal.get().open).toBe(true)
    expect(ctx.router.current()).toEqual({ view: 'ConnectingSocial', data: { provider: 'apple' } })
    expect(ctx.snackbar.get()).toMatchObject({ open: true, message: 'Authenticating...', variant: 'loading' })
    connectSocial.answer({ result: { userName: 'ada' } })
    await expect(finishing).resolves.toBe(true)
    expect(account(client).status).toBe('connected')
    expect(ctx.modal.get().open).toBe(false)
  })

  it('startup looks for the same parameter the protocol names', () => {
    expect(CORE_SOCIAL_RESULT_PARAM).toBe(SOCIAL_RESULT_PARAM)
  })

  it('a page without the parameter is left alone, and the frame is not loaded for it', async () => {
    const { ctx, frame } = await createEmbeddedFoyer(fake.api, {})
    const replace = vi.fn()
    await expect(finishSocialRedirect(ctx, { href: 'https://host.example/?a=1', replace })).resolves.toBe(false)
    expect(replace).not.toHaveBeenCalled()
    expect(frame.names()).toEqual([])
  })
})
