import type { Catalogue } from '../catalogue.ts'
import { trShell, trShellTitles } from './shell.ts'
import { trButtons } from './buttons.ts'
import { trSnackbars } from './snackbars.ts'
import { trAlerts } from './alerts.ts'
import { trAuthErrors } from './authErrors.ts'
import { trWallets } from './wallets.ts'
import { trWalletGuide, trWalletGuideTitles } from './walletGuide.ts'
import { trAccount } from './account.ts'
import { trSend, trSendTitles } from './send.ts'
import { trSwap, trSwapTitles } from './swap.ts'
import { trOnramp, trOnrampTitles } from './onramp.ts'
import { trNames, trNameTitles } from './names.ts'
import { trReceive, trReceiveTitles } from './receive.ts'
import { trActivity } from './activity.ts'
import { trEmail, trEmailTitles } from './email.ts'
import { trSocial, trSocialTitles } from './social.ts'
import { trApproval, trApprovalTitles } from './approval.ts'
import { trSiwx, trSiwxTitles } from './siwx.ts'

/** Turkish (formal "siz", as apps write it). Typed as the whole catalogue: a missing key fails the type check. */
export const tr: Catalogue = {
  shell: trShell,
  buttons: trButtons,
  snackbars: trSnackbars,
  alerts: trAlerts,
  authErrors: trAuthErrors,
  wallets: trWallets,
  walletGuide: trWalletGuide,
  account: trAccount,
  send: trSend,
  swap: trSwap,
  onramp: trOnramp,
  names: trNames,
  receive: trReceive,
  activity: trActivity,
  email: trEmail,
  social: trSocial,
  approval: trApproval,
  siwx: trSiwx,
  emailTitles: trEmailTitles,
  socialTitles: trSocialTitles,
  approvalTitles: trApprovalTitles,
  walletGuideTitles: trWalletGuideTitles,
  receiveTitles: trReceiveTitles,
  sendTitles: trSendTitles,
  onrampTitles: trOnrampTitles,
  swapTitles: trSwapTitles,
  siwxTitles: trSiwxTitles,
  nameTitles: trNameTitles,
  shellTitles: trShellTitles,
}
