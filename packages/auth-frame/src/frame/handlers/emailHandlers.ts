import { FrameRequestError } from '../frameRequestError.ts'
import type { FrameContext } from '../frameContext.ts'
import type { HandlerTable } from './handler.ts'
import { signIn } from './session.ts'

type EmailEvent = 'CONNECT_EMAIL' | 'CONNECT_DEVICE' | 'CONNECT_OTP' | 'UPDATE_EMAIL' | 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_OTP'

/** Email login (connect, approve the device, enter the code) and the email change. */
export const emailHandlers: HandlerTable<EmailEvent> = {
  async CONNECT_EMAIL({ email }, ctx) {
    const answer = await ctx.api.call('connectEmail', { body: { email } })
    ctx.state.email = email
    return answer
  },

  /** One long poll per request (≤ 25 s on the server); the app asks again until the device is approved. */
  async CONNECT_DEVICE(_payload, ctx) {
    const { approved } = await ctx.api.call('connectDevice', { body: { email: loginEmail(ctx) } })
    if (!approved) throw new FrameRequestError('Device not approved yet', 'DEVICE_PENDING')
    return {}
  },

  async CONNECT_OTP({ otp }, ctx) {
    signIn(ctx, await ctx.api.call('connectOtp', { body: { email: loginEmail(ctx), otp } }))
    return {}
  },

  UPDATE_EMAIL: ({ email }, ctx) => ctx.api.call('updateEmail', { body: { email } }),

  UPDATE_EMAIL_PRIMARY_OTP: ({ otp }, ctx) => ctx.api.call('updateEmailPrimaryOtp', { body: { otp } }),

  async UPDATE_EMAIL_SECONDARY_OTP({ otp }, ctx) {
    const { email } = await ctx.api.call('updateEmailSecondaryOtp', { body: { otp } })
    if (ctx.state.user) ctx.state.user = { ...ctx.state.user, email }
    return { newEmail: email }
  },
}

function loginEmail(ctx: FrameContext): string {
  if (!ctx.state.email) throw new FrameRequestError('Enter your email first', 'EMAIL_MISSING')
  return ctx.state.email
}
