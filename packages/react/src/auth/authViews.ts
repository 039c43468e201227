/**
 * The embedded wallet's views (email, device, codes, social and Farcaster login, approval), one
 * line each, registered in the modal by one spread in `views/registry.ts`. Their behaviour in the
 * modal (what Back does, what holds it open) is core's `auth/authViews.ts`.
 */
import type { ApprovalRequest } from '@foyer/core/internal'
import { lazyView } from '../views/lazyView.ts'
import type { TitleKey, ViewRegistry } from '../views/viewTypes.ts'

type AuthView =
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'ConnectingSocial'
  | 'ConnectingFarcaster'
  | 'ApproveTransaction'

const APPROVAL_TITLES: Record<ApprovalRequest, TitleKey> = {
  message: 'SignMessage',
  typedData: 'SignTypedData',
  transaction: 'ApproveTransaction',
  other: 'ApproveRequest',
}

export const AUTH_VIEWS = {
  EmailVerifyOtp: { title: 'EmailVerifyOtp', ...lazyView(() => import('./views/EmailVerifyOtp/EmailVerifyOtpView.tsx')) },
  EmailVerifyDevice: { title: 'EmailVerifyDevice', ...lazyView(() => import('./views/EmailVerifyDevice/EmailVerifyDeviceView.tsx')) },
  UpdateEmailWallet: { title: 'UpdateEmailWallet', ...lazyView(() => import('./views/UpdateEmailWallet/UpdateEmailWalletView.tsx')) },
  UpdateEmailPrimaryOtp: { title: 'UpdateEmailPrimaryOtp', ...lazyView(() => import('./views/UpdateEmailPrimaryOtp/UpdateEmailPrimaryOtpView.tsx')) },
  UpdateEmailSecondaryOtp: { title: 'UpdateEmailSecondaryOtp', ...lazyView(() => import('./views/UpdateEmailSecondaryOtp/UpdateEmailSecondaryOtpView.tsx')) },
  ConnectingSocial: { title: 'ConnectingSocial', ...lazyView(() => import('./views/ConnectingSocial/ConnectingSocialView.tsx')) },
  ConnectingFarcaster: { title: 'ConnectingFarcaster', ...lazyView(() => import('./views/ConnectingFarcaster/ConnectingFarcasterView.tsx')) },
  // Titled by what is asked: a message or typed data to sign, a transaction to send.
  ApproveTransaction: { title: (data, titles) => titles[APPROVAL_TITLES[data.request]], ...lazyView(() => import('./views/ApproveTransaction/ApproveTransactionView.tsx')) },
} satisfies Pick<ViewRegistry, AuthView>
