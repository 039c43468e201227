import type { Catalogue } from '../catalogue.ts'
import { viShell, viShellTitles } from './shell.ts'
import { viButtons } from './buttons.ts'
import { viSnackbars } from './snackbars.ts'
import { viAlerts } from './alerts.ts'
import { viAuthErrors } from './authErrors.ts'
import { viWallets } from './wallets.ts'
import { viWalletGuide, viWalletGuideTitles } from './walletGuide.ts'
import { viAccount } from './account.ts'
import { viSend, viSendTitles } from './send.ts'
import { viSwap, viSwapTitles } from './swap.ts'
import { viOnramp, viOnrampTitles } from './onramp.ts'
import { viNames, viNameTitles } from './names.ts'
import { viReceive, viReceiveTitles } from './receive.ts'
import { viActivity } from './activity.ts'
import { viEmail, viEmailTitles } from './email.ts'
import { viSocial, viSocialTitles } from './social.ts'
import { viApproval, viApprovalTitles } from './approval.ts'
import { viSiwx, viSiwxTitles } from './siwx.ts'

/** Vietnamese (addressing the visitor as "bạn"). Typed as the whole catalogue: a missing key fails the type check. */
export const vi: Catalogue = {
  shell: viShell,
  buttons: viButtons,
  snackbars: viSnackbars,
  alerts: viAlerts,
  authErrors: viAuthErrors,
  wallets: viWallets,
  walletGuide: viWalletGuide,
  account: viAccount,
  send: viSend,
  swap: viSwap,
  onramp: viOnramp,
  names: viNames,
  receive: viReceive,
  activity: viActivity,
  email: viEmail,
  social: viSocial,
  approval: viApproval,
  siwx: viSiwx,
  emailTitles: viEmailTitles,
  socialTitles: viSocialTitles,
  approvalTitles: viApprovalTitles,
  walletGuideTitles: viWalletGuideTitles,
  receiveTitles: viReceiveTitles,
  sendTitles: viSendTitles,
  onrampTitles: viOnrampTitles,
  swapTitles: viSwapTitles,
  siwxTitles: viSiwxTitles,
  nameTitles: viNameTitles,
  shellTitles: viShellTitles,
}
