import { AUTH_ROUTES } from '../../protocol/authApi.ts'
import { FrameRequestError } from '../../protocol/frameRequestError.ts'
import type { HandlerTable } from './handler.ts'
import { signIn } from './session.ts'

type SocialEvent = 'GET_SOCIAL_REDIRECT_URI' | 'CONNECT_SOCIAL' | 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'

/** Whether the server takes the opener's origin (where the popup posts its result); older servers do not. */
const SERVER_TAKES_OPENER_ORIGIN = 'openerOrigin' in AUTH_ROUTES.socialAuthorize.query.shape

/** OAuth login through a popup (or a redirect) and Sign In With Farcaster. */
export const socialHandlers: HandlerTable<SocialEvent> = {
  GET_SOCIAL_REDIRECT_URI({ provider, returnTo }, ctx) {
    const query = {
      provider,
      ...(returnTo === undefined ? {} : { returnTo }),
      ...(SERVER_TAKES_OPENER_ORIGIN ? { openerOrigin: ctx.parentOrigin } : {}),
    }
    return ctx.api.call('socialAuthorize', { query })
  },

  async CONNECT_SOCIAL({ uri }, ctx) {
    const answer = await ctx.api.call('socialConnect', { body: { uri } })
    signIn(ctx, answer)
    return {
      ...(answer.user.userName === undefined ? {} : { userName: answer.user.userName }),
      ...(answer.user.email === undefined ? {} : { email: answer.user.email }),
    }
  },

  async GET_FARCASTER_URI(_payload, ctx) {
    const { url, channelToken } = await ctx.api.call('farcasterChannel', { body: {} })
    ctx.state.channelToken = channelToken
    return { url }
  },

  /** Polls the channel (each poll waits up to 25 s on the server) until the Farcaster app signed, a bounded number of times. */
  async CONNECT_FARCASTER(_payload, ctx) {
    const channelToken = ctx.state.channelToken
    if (!channelToken) throw new FrameRequestError('Open the Farcaster link first', 'FARCASTER_CHANNEL_MISSING')
    for (let poll = 0; poll < ctx.settings.farcasterPolls; poll++) {
      const started = Date.now()
      const answer = await ctx.api.call('farcasterConnect', { body: { channelToken } })
      if (answer.status === 'completed') {
        signIn(ctx, answer.session)
        delete ctx.state.channelToken
        return { userName: answer.session.user.userName ?? '' }
      }
      const rest = ctx.settings.pollIntervalMs - (Date.now() - started)
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest))
    }
    throw new FrameRequestError('The Farcaster login was not completed in time', 'FARCASTER_TIMEOUT')
  },
}
