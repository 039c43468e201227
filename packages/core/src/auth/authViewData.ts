import type { SocialProvider } from '../options.ts'
import type { ApprovalRequest } from './approvalRequest.ts'

/** The embedded wallet's views (spec §2) and the data each opens with. */
export interface AuthViews {
  ConnectingFarcaster: undefined
  ConnectingSocial: { provider: SocialProvider }
  EmailVerifyDevice: { email: string }
  EmailVerifyOtp: { email: string }
  UpdateEmailWallet: undefined
  UpdateEmailPrimaryOtp: { email?: string; newEmail: string }
  UpdateEmailSecondaryOtp: { newEmail: string }
  /** An unsafe request of the embedded wallet: what it asks titles the view. */
  ApproveTransaction: { request: ApprovalRequest }
}

declare module '../stores/router.ts' {
  interface ViewDataMap extends AuthViews {}
}
