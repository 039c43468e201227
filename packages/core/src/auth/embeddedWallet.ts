/**
 * The embedded wallet's methods on the public client (`client.auth`): what the login, email-update
 * and account views call. Each is an action taking the client's context.
 */
import { approvalLocks } from '../actions/authApproval.ts'
import { updateEmail, submitPrimaryOtp, submitSecondaryOtp } from '../actions/authEmailUpdate.ts'
import { leaveFarcaster, loginWithFarcaster } from '../actions/authFarcaster.ts'
import { authConnectorOf, connectEmail, resendEmail, submitEmailOtp, waitForDeviceApproval } from '../actions/authLogin.ts'
import { cancelSocialLogin, loginWithSocialPopup, loginWithSocialRedirect, type OAuthProvider, type SocialPopup } from '../actions/authSocial.ts'
import type { FoyerContext } from '../context.ts'
import { isAuthConnector } from './authConnector.ts'
import { emailCooldownSeconds } from './loginCache.ts'

export function embeddedWalletMethods(ctx: FoyerContext) {
  return {
    /** The AUTH connector when the host turned email or socials on. */
    connector: () => ctx.connectors.get().find(isAuthConnector),
    connectEmail: (email: string) => connectEmail(ctx, email),
    resendEmail: (email: string) => resendEmail(ctx, email),
    waitForDeviceApproval: (email: string, signal: AbortSignal) => waitForDeviceApproval(ctx, email, signal),
    submitEmailOtp: (otp: string) => submitEmailOtp(ctx, otp),
    /** Seconds until another login email may go (0: now). */
    emailCooldownSeconds: () => emailCooldownSeconds(ctx.storage, Date.now()),
    updateEmail: (email: string) => updateEmail(ctx, email),
    submitPrimaryOtp: (otp: string, newEmail: string) => submitPrimaryOtp(ctx, otp, newEmail),
    submitSecondaryOtp: (otp: string) => submitSecondaryOtp(ctx, otp),
    loginWithSocialPopup: (provider: OAuthProvider, popup: SocialPopup) => loginWithSocialPopup(ctx, provider, popup),
    loginWithSocialRedirect: (provider: OAuthProvider, page: { href: string; assign(url: string): void }) =>
      loginWithSocialRedirect(ctx, provider, page),
    cancelSocialLogin: () => cancelSocialLogin(ctx),
    loginWithFarcaster: (signal: AbortSignal) => loginWithFarcaster(ctx, signal),
    leaveFarcaster: () => leaveFarcaster(ctx),
    /** Any RPC request through the embedded wallet: safe ones run, unsafe ones open ApproveTransaction, others are refused. */
    rpcRequest: (method: string, params?: unknown[] | Record<string, unknown>) => authConnectorOf(ctx).rpcRequest(method, params),
    /** Whether ApproveTransaction holds the modal (close, Escape and Back refused). */
    approvalLocks: () => approvalLocks(ctx),
  }
}
export type EmbeddedWalletMethods = ReturnType<typeof embeddedWalletMethods>
