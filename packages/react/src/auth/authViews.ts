/**
 * The embedded wallet's views (email, device, codes, social and Farcaster login, approval), one
 * line each, registered in the modal by one spread in `views/registry.ts`. Their behaviour in the
 * modal (what Back does, what holds it open) is core's `auth/authViews.ts`.
 */
import { approvalTitles, emailTitles, socialTitles, type ApprovalRequest, type AuthViews } from '@foyer/core/internal'
import { lazyView } from '../views/lazyView.ts'
import type { ViewRegistryOf } from '../views/viewTypes.ts'

const APPROVAL_TITLES: Record<ApprovalRequest, keyof (typeof approvalTitles)['en']> = {
  message: 'SignMessage',
  typedData: 'SignTypedData',
  transaction: 'ApproveTransaction',
  other: 'ApproveRequest',
}

export const AUTH_VIEWS = {
  EmailVerifyOtp: { titles: emailTitles, ...lazyView(() => import('./views/EmailVerifyOtp/EmailVerifyOtpView.tsx')) },
  EmailVerifyDevice: { titles: emailTitles, ...lazyView(() => import('./views/EmailVerifyDevice/EmailVerifyDeviceView.tsx')) },
  UpdateEmailWallet: { titles: emailTitles, ...lazyView(() => import('./views/UpdateEmailWallet/UpdateEmailWalletView.tsx')) },
  UpdateEmailPrimaryOtp: { titles: emailTitles, ...lazyView(() => import('./views/UpdateEmailPrimaryOtp/UpdateEmailPrimaryOtpView.tsx')) },
  UpdateEmailSecondaryOtp: { titles: emailTitles, ...lazyView(() => import('./views/UpdateEmailSecondaryOtp/UpdateEmailSecondaryOtpView.tsx')) },
  ConnectingSocial: { titles: socialTitles, ...lazyView(() => import('./views/ConnectingSocial/ConnectingSocialView.tsx')) },
  ConnectingFarcaster: { titles: socialTitles, ...lazyView(() => import('./views/ConnectingFarcaster/ConnectingFarcasterView.tsx')) },
  // Titled by what is asked: a message or typed data to sign, a transaction to send.
  ApproveTransaction: { titles: approvalTitles, title: (data, titles) => titles[APPROVAL_TITLES[data.request]]!, ...lazyView(() => import('./views/ApproveTransaction/ApproveTransactionView.tsx')) },
} satisfies ViewRegistryOf<AuthViews>
