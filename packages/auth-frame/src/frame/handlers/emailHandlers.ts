import { FrameRequestError } from '../../protocol/frameRequestError.ts'
import type { FrameContext } from '../frameContext.ts'
import { STORAGE_KEYS } from '../frameStorage.ts'
import type { HandlerTable } from './handler.ts'
import { signIn } from './session.ts'

type EmailEvent = 'CONNECT_EMAIL' | 'CONNECT_DEVICE' | 'CONNECT_OTP' | 'UPDATE_EMAIL' | 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_RESEND' | 'UPDATE_EMAIL_SECONDARY_OTP'

/** Email login (connect, approve the device, enter the code) and the email change. */
export const emailHandlers: HandlerTable<EmailEvent> = {
  async CONNECT_EMAIL({ email }, ctx) {
    const answer = await ctx.api.call('connectEmail', { body: { email } })
    ctx.state.email = email
    ctx.storage.set(STORAGE_KEYS.loginEmail, email)
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
    ctx.storage.remove(STORAGE_KEYS.loginEmail)
    return {}
  },

  UPDATE_EMAIL: ({ email }, ctx) => ctx.api.call('updateEmail', { body: { email } }),

  UPDATE_EMAIL_PRIMARY_OTP: ({ otp }, ctx) => ctx.api.call('updateEmailPrimaryOtp', { body: { otp } }),

  UPDATE_EMAIL_SECONDARY_RESEND: (_payload, ctx) => ctx.api.call('updateEmailSecondaryResend', { body: {} }),

  async UPDATE_EMAIL_SECONDARY_OTP({ otp }, ctx) {
    const { email } = await ctx.api.call('updateEmailSecondaryOtp', { body: { otp } })
    if (ctx.state.user) ctx.state.user = { ...ctx.state.user, email }
    return { newEmail: email }
  },
}

/** The email of the login in progress: this page's, or the one before a reload. */
function loginEmail(ctx: FrameContext): string {
  const email = ctx.state.email ?? ctx.storage.get(STORAGE_KEYS.loginEmail) ?? undefined
  if (!email) throw new FrameRequestError('Enter your email first', 'EMAIL_MISSING')
  return email
}
