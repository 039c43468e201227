/**
 * The embedded wallet's methods on the public client (`client.auth`): what the login, email-update
 * and account views call. The flows load on first use (embeddedWalletActions.ts), so a page that
 * never shows them does not carry them.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import { cancelSocialLogin, leaveFarcaster } from './leave.ts'
import type { OAuthProvider, SocialPopup } from './socialLogin.ts'
import type { FoyerContext } from '../context.ts'
import { THROWN } from '../errors.ts'
import type { EmbeddedAccountType } from './authConnector.ts'
import { isAuthConnector } from './isAuthConnector.ts'
import { emailCooldownSeconds } from './loginCache.ts'

/**
 * `loadConnector` loads the AUTH connector (embeddedWalletAdapter.ts), which is not part of the first
 * load: every flow waits for it, so a host's call before the modal ever opened finds it.
 */
export function embeddedWalletMethods(ctx: FoyerContext, loadConnector: () => Promise<void> | undefined = () => undefined) {
  const connector = () => ctx.connectors.get().find(isAuthConnector)
  const flows = () => Promise.all([import('./embeddedWalletActions.ts'), loadConnector()]).then(([actions]) => actions)
  return {
    /** The AUTH connector when the host turned email or socials on, once loaded (`load`). */
    connector,
    /** Loads the AUTH connector (the Connect view's preload); resolves once it is among the page's connectors, at once where the host has none. */
    load: async () => void (await loadConnector()),
    connectEmail: async (email: string) => (await flows()).connectEmail(ctx, email),
    resendEmail: async (email: string) => (await flows()).resendEmail(ctx, email),
    waitForDeviceApproval: async (email: string, signal: AbortSignal) => (await flows()).waitForDeviceApproval(ctx, email, signal),
    submitEmailOtp: async (otp: string) => (await flows()).submitEmailOtp(ctx, otp),
    /** Seconds until another login email may go (0: now). */
    emailCooldownSeconds: () => emailCooldownSeconds(ctx.storage, Date.now()),
    updateEmail: async (email: string) => (await flows()).updateEmail(ctx, email),
    submitPrimaryOtp: async (otp: string, newEmail: string) => (await flows()).submitPrimaryOtp(ctx, otp, newEmail),
    submitSecondaryOtp: async (otp: string) => (await flows()).submitSecondaryOtp(ctx, otp),
    /** Mails the code to the new address again. */
    resendSecondaryOtp: async () => (await flows()).resendSecondaryOtp(ctx),
    loginWithSocialPopup: async (provider: OAuthProvider, popup: SocialPopup) => (await flows()).loginWithSocialPopup(ctx, provider, popup),
    loginWithSocialRedirect: async (provider: OAuthProvider, page: { href: string; assign(url: string): void }) => (await flows()).loginWithSocialRedirect(ctx, provider, page),
    /** Back from a social login's redirect fallback: finishes it when the page has `?foyer_social_result=`. */
    finishSocialRedirect: async (page: { href: string; replace(url: string): void }) => (await flows()).finishSocialRedirect(ctx, page),
    cancelSocialLogin: () => cancelSocialLogin(ctx),
    loginWithFarcaster: async (signal: AbortSignal) => (await flows()).loginWithFarcaster(ctx, signal),
    leaveFarcaster: () => leaveFarcaster(ctx),
    /** The visitor's choice between the wallet's own account and its smart account (eip155), kept by this app. */
    setPreferredAccountType: async (type: EmbeddedAccountType) => (await flows()).setPreferredAccountType(ctx, type),
    /** Any RPC request through the embedded wallet: safe ones run, unsafe ones open ApproveTransaction, others are refused. */
    rpcRequest(method: string, params?: unknown[] | Record<string, unknown>) {
      const auth = connector()
      return auth ? auth.rpcRequest(method, params) : Promise.reject(new FoyerError(THROWN.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND))
    },
  }
}
export type EmbeddedWalletMethods = ReturnType<typeof embeddedWalletMethods>
