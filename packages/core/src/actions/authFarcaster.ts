/**
 * Sign In With Farcaster through the embedded wallet: the frame answers a URL the modal shows as a
 * QR code, then waits (CONNECT_FARCASTER, repeated) until the Farcaster app signed.
 */
import { rememberSocialLogin } from '../auth/loginCache.ts'
import type { FoyerContext } from '../context.ts'
import { authConnectorOf, finishLogin, repeatUntilDone } from './authLogin.ts'

/** Runs while ConnectingFarcaster shows; stops quietly when `signal` aborts. */
export async function loginWithFarcaster(ctx: FoyerContext, signal: AbortSignal): Promise<void> {
  const auth = authConnectorOf(ctx)
  if (!ctx.chains.chain('eip155')?.accountState.farcasterUrl) {
    const { url } = await auth.request('GET_FARCASTER_URI', {})
    if (signal.aborted) return
    ctx.chains.patchAccount('eip155', { farcasterUrl: url, socialProvider: 'farcaster' })
  }
  let userName: string | undefined
  const signed = await repeatUntilDone(async () => {
    ;({ userName } = await auth.request('CONNECT_FARCASTER', {}))
  }, signal)
  if (!signed) return
  rememberSocialLogin(ctx.storage, 'farcaster', userName)
  ctx.chains.patchAccount('eip155', { farcasterUrl: undefined })
  await finishLogin(ctx)
}
