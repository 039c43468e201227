/**
 * Sign In With Farcaster through the embedded wallet: the frame answers a URL the modal shows as a
 * QR code, then waits (CONNECT_FARCASTER, repeated) until the Farcaster app signed.
 */
import { rememberSocialLogin } from './loginCache.ts'
import type { FoyerContext } from '../context.ts'
import { authConnectorOf, finishLogin, repeatUntilDone } from './login.ts'
import { embeddedAccount, patchEmbeddedAccount } from './embeddedAccount.ts'

/** The channel being opened for each client, while it is. */
const channelRequests = new WeakMap<FoyerContext, Promise<{ url: string }>>()

/** Runs while ConnectingFarcaster shows; stops quietly when `signal` aborts. */
export async function loginWithFarcaster(ctx: FoyerContext, signal: AbortSignal): Promise<void> {
  const auth = authConnectorOf(ctx)
  if (!embeddedAccount(ctx)?.farcasterUrl) {
    // The view may start this twice at once (an effect run again): both must show the channel the
    // frame waits on, and the frame keeps the last one it opened, so they share one request.
    let channel = channelRequests.get(ctx)
    if (!channel) {
      channel = auth.request('GET_FARCASTER_URI', {}).finally(() => channelRequests.delete(ctx))
      channelRequests.set(ctx, channel)
    }
    const { url } = await channel
    if (signal.aborted) return
    patchEmbeddedAccount(ctx, { farcasterUrl: url, socialProvider: 'farcaster' })
  }
  let userName: string | undefined
  const signed = await repeatUntilDone(async () => {
    ;({ userName } = await auth.request('CONNECT_FARCASTER', {}))
  }, signal)
  if (!signed) return
  rememberSocialLogin(ctx.storage, 'farcaster', userName)
  patchEmbeddedAccount(ctx, { farcasterUrl: undefined })
  await finishLogin(ctx)
}
