import type { Catalogue } from '../catalogue.ts'
import { zhCNShell, zhCNShellTitles } from './shell.ts'
import { zhCNButtons } from './buttons.ts'
import { zhCNSnackbars } from './snackbars.ts'
import { zhCNAlerts } from './alerts.ts'
import { zhCNAuthErrors } from './authErrors.ts'
import { zhCNWallets } from './wallets.ts'
import { zhCNWalletGuide, zhCNWalletGuideTitles } from './walletGuide.ts'
import { zhCNAccount } from './account.ts'
import { zhCNSend, zhCNSendTitles } from './send.ts'
import { zhCNSwap, zhCNSwapTitles } from './swap.ts'
import { zhCNOnramp, zhCNOnrampTitles } from './onramp.ts'
import { zhCNNames, zhCNNameTitles } from './names.ts'
import { zhCNReceive, zhCNReceiveTitles } from './receive.ts'
import { zhCNActivity } from './activity.ts'
import { zhCNEmail, zhCNEmailTitles } from './email.ts'
import { zhCNSocial, zhCNSocialTitles } from './social.ts'
import { zhCNApproval, zhCNApprovalTitles } from './approval.ts'
import { zhCNSiwx, zhCNSiwxTitles } from './siwx.ts'

/** Simplified Chinese, mainland (polite "您"). Typed as the whole catalogue: a missing key fails the type check. */
export const zhCN: Catalogue = {
  shell: zhCNShell,
  buttons: zhCNButtons,
  snackbars: zhCNSnackbars,
  alerts: zhCNAlerts,
  authErrors: zhCNAuthErrors,
  wallets: zhCNWallets,
  walletGuide: zhCNWalletGuide,
  account: zhCNAccount,
  send: zhCNSend,
  swap: zhCNSwap,
  onramp: zhCNOnramp,
  names: zhCNNames,
  receive: zhCNReceive,
  activity: zhCNActivity,
  email: zhCNEmail,
  social: zhCNSocial,
  approval: zhCNApproval,
  siwx: zhCNSiwx,
  emailTitles: zhCNEmailTitles,
  socialTitles: zhCNSocialTitles,
  approvalTitles: zhCNApprovalTitles,
  walletGuideTitles: zhCNWalletGuideTitles,
  receiveTitles: zhCNReceiveTitles,
  sendTitles: zhCNSendTitles,
  onrampTitles: zhCNOnrampTitles,
  swapTitles: zhCNSwapTitles,
  siwxTitles: zhCNSiwxTitles,
  nameTitles: zhCNNameTitles,
  shellTitles: zhCNShellTitles,
}
