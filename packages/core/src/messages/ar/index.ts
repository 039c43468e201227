import type { Catalogue } from '../catalogue.ts'
import { arShell, arShellTitles } from './shell.ts'
import { arButtons } from './buttons.ts'
import { arSnackbars } from './snackbars.ts'
import { arAlerts } from './alerts.ts'
import { arAuthErrors } from './authErrors.ts'
import { arWallets } from './wallets.ts'
import { arWalletGuide, arWalletGuideTitles } from './walletGuide.ts'
import { arAccount } from './account.ts'
import { arSend, arSendTitles } from './send.ts'
import { arSwap, arSwapTitles } from './swap.ts'
import { arOnramp, arOnrampTitles } from './onramp.ts'
import { arNames, arNameTitles } from './names.ts'
import { arReceive, arReceiveTitles } from './receive.ts'
import { arActivity } from './activity.ts'
import { arEmail, arEmailTitles } from './email.ts'
import { arSocial, arSocialTitles } from './social.ts'
import { arApproval, arApprovalTitles } from './approval.ts'
import { arSiwx, arSiwxTitles } from './siwx.ts'

/** Arabic (Modern Standard Arabic, as apps write it). Typed as the whole catalogue: a missing key fails the type check. */
export const ar: Catalogue = {
  shell: arShell,
  buttons: arButtons,
  snackbars: arSnackbars,
  alerts: arAlerts,
  authErrors: arAuthErrors,
  wallets: arWallets,
  walletGuide: arWalletGuide,
  account: arAccount,
  send: arSend,
  swap: arSwap,
  onramp: arOnramp,
  names: arNames,
  receive: arReceive,
  activity: arActivity,
  email: arEmail,
  social: arSocial,
  approval: arApproval,
  siwx: arSiwx,
  emailTitles: arEmailTitles,
  socialTitles: arSocialTitles,
  approvalTitles: arApprovalTitles,
  walletGuideTitles: arWalletGuideTitles,
  receiveTitles: arReceiveTitles,
  sendTitles: arSendTitles,
  onrampTitles: arOnrampTitles,
  swapTitles: arSwapTitles,
  siwxTitles: arSiwxTitles,
  nameTitles: arNameTitles,
  shellTitles: arShellTitles,
}
