/**
 * Social login through the embedded wallet. The popup flow: the click handler opens a blank
 * window at once (so popup blockers let it through), the frame answers the provider's URL, the
 * popup goes there, and the server's callback page posts the result back to this page. Where
 * popups do not work (blocked, iOS Safari), the whole page goes to the provider and comes back
 * with `?foyer_social_result=`, which `finishSocialRedirect` picks up at startup.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import { AUTH_MESSAGES } from './authMessages.ts'
import { rememberSocialLogin } from './loginCache.ts'
import { reportLoginFailure } from './loginFailure.ts'
import { providerRefusalOf } from './providerRefusal.ts'
import { hasSocialResult } from './socialResultParam.ts'
import type { FoyerContext } from '../context.ts'
import { SNACKBARS } from '../errors.ts'
import type { SocialProvider } from '../options.ts'
import { readJson, STORAGE_KEYS, writeJson } from '../storage.ts'
import { socialAttempts } from './leave.ts'
import { authConnectorOf, finishLogin } from './login.ts'
import { patchEmbeddedAccount } from './embeddedAccount.ts'
import { requireServer } from '../serverRequired.ts'

/** The OAuth providers (farcaster has its own flow, authFarcaster.ts). */
export type OAuthProvider = Exclude<SocialProvider, 'farcaster'>

const POPUP_POLL_MS = 500
/**
 * How long a closed popup's result may still be on its way: the callback page posts, then closes
 * itself, and Chromium (the popup in another process) can report `closed` before the message lands.
 */
const CLOSED_POPUP_GRACE_MS = 2_000

/** Where the popup's message arrives: the page's window. */
export type MessageHost = Pick<Window, 'addEventListener' | 'removeEventListener'>
/** What the flow needs of the popup window. */
export type SocialPopup = Pick<Window, 'closed' | 'close'> & { location: { href: string } }

/** Runs the popup flow in a window the click handler opened (about:blank). */
export async function loginWithSocialPopup(ctx: FoyerContext, provider: OAuthProvider, popup: SocialPopup, host: MessageHost = globalThis as unknown as MessageHost): Promise<void> {
  const controller = new AbortController()
  socialAttempts.get(ctx)?.abort()
  socialAttempts.set(ctx, controller)
  const { signal } = controller
  ctx.auth.setSocial({ provider, status: 'waiting' })
  patchEmbeddedAccount(ctx, { socialProvider: provider, socialWindow: popup })
  ctx.router.push('ConnectingSocial', { provider })
  try {
    const auth = authConnectorOf(ctx)
    const frame = await auth.load()
    const { uri } = await auth.request('GET_SOCIAL_REDIRECT_URI', { provider })
    if (popup.closed) throw new FoyerError(AUTH_MESSAGES.POPUP_CLOSED)
    popup.location.href = uri
    const result = await socialResult(host, popup, serverOrigins(ctx), frame.parseSocialResult, signal)
    const refusal = providerRefusalOf(result, provider)
    if (refusal) throw refusal
    ctx.auth.setSocial({ provider, status: 'connecting' })
    const { userName } = await auth.request('CONNECT_SOCIAL', { uri: result })
    if (signal.aborted) return
    rememberSocialLogin(ctx.storage, provider, userName)
    await finishLogin(ctx)
    ctx.auth.setSocial(undefined)
  } catch (error) {
    if (signal.aborted) return
    ctx.auth.setSocial({ provider, status: 'failed', message: reportLoginFailure(ctx, `${provider} login`, error) })
  } finally {
    if (!popup.closed) popup.close()
    patchEmbeddedAccount(ctx, { socialWindow: undefined })
    if (socialAttempts.get(ctx) === controller) socialAttempts.delete(ctx)
  }
}

/** The redirect fallback: the whole page goes to the provider and comes back to `returnTo`. */
export async function loginWithSocialRedirect(ctx: FoyerContext, provider: OAuthProvider, page: { href: string; assign(url: string): void }): Promise<void> {
  ctx.auth.setSocial({ provider, status: 'waiting' })
  ctx.router.push('ConnectingSocial', { provider })
  try {
    const { uri } = await authConnectorOf(ctx).request('GET_SOCIAL_REDIRECT_URI', { provider, returnTo: page.href })
    writeJson(ctx.storage, STORAGE_KEYS.SOCIAL_PROVIDER, provider)
    page.assign(uri)
  } catch (error) {
    ctx.auth.setSocial({ provider, status: 'failed', message: reportLoginFailure(ctx, `${provider} login`, error) })
  }
}

/**
 * At startup: when the page came back from the provider with `?foyer_social_result=`, the
 * parameter leaves the address bar and the login finishes, with 'Authenticating...' showing.
 */
export async function finishSocialRedirect(ctx: FoyerContext, page: { href: string; replace(url: string): void }): Promise<boolean> {
  // Most page loads have no result: the frame's code is not loaded for them.
  if (!hasSocialResult(page.href)) return false
  const auth = authConnectorOf(ctx)
  const frame = await auth.load()
  const found = frame.socialResultFromUrl(page.href)
  if (!found) return false
  page.replace(found.cleanUrl)
  const stored = readJson<string>(ctx.storage, STORAGE_KEYS.SOCIAL_PROVIDER)
  const provider = (typeof stored === 'string' ? stored : 'google') as OAuthProvider
  ctx.router.reset('ConnectingSocial', { provider })
  ctx.modal.open()
  ctx.auth.setSocial({ provider, status: 'connecting' })
  ctx.snackbar.loading(SNACKBARS.AUTHENTICATING)
  try {
    const refusal = providerRefusalOf(found.uri, provider)
    if (refusal) throw refusal
    const { userName } = await auth.request('CONNECT_SOCIAL', { uri: found.uri })
    rememberSocialLogin(ctx.storage, provider, userName)
    ctx.snackbar.hide()
    await finishLogin(ctx)
    ctx.auth.setSocial(undefined)
  } catch (error) {
    ctx.snackbar.hide()
    ctx.auth.setSocial({ provider, status: 'failed', message: reportLoginFailure(ctx, `${provider} login`, error) })
  }
  return true
}

/** The Foyer server's callback page posts from the API's origin (and the frame's, when it is served elsewhere). */
function serverOrigins(ctx: FoyerContext): Set<string> {
  const { authFrameUrl } = ctx.options
  const apiUrl = requireServer(ctx, 'Social login').url
  return new Set([new URL(apiUrl).origin, new URL(authFrameUrl ?? apiUrl).origin])
}

/** The popup's message with the provider's redirect URI; rejects when the popup closed without one. */
function socialResult(host: MessageHost, popup: SocialPopup, origins: Set<string>, parse: (data: unknown) => string | null, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || !origins.has(event.origin)) return
      const uri = parse(event.data)
      if (!uri) return
      stop()
      resolve(uri)
    }
    let closedAt: number | undefined
    const poll = setInterval(() => {
      if (!popup.closed) return
      closedAt ??= Date.now()
      if (Date.now() - closedAt < CLOSED_POPUP_GRACE_MS) return
      stop()
      reject(new FoyerError(AUTH_MESSAGES.POPUP_CLOSED))
    }, POPUP_POLL_MS)
    const onAbort = () => {
      stop()
      reject(new Error('aborted'))
    }
    function stop() {
      clearInterval(poll)
      host.removeEventListener('message', onMessage)
      signal.removeEventListener('abort', onAbort)
    }
    host.addEventListener('message', onMessage)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
