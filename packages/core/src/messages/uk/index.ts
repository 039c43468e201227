import type { Catalogue } from '../catalogue.ts'
import { ukShell, ukShellTitles } from './shell.ts'
import { ukButtons } from './buttons.ts'
import { ukSnackbars } from './snackbars.ts'
import { ukAlerts } from './alerts.ts'
import { ukAuthErrors } from './authErrors.ts'
import { ukWallets } from './wallets.ts'
import { ukWalletGuide, ukWalletGuideTitles } from './walletGuide.ts'
import { ukAccount } from './account.ts'
import { ukSend, ukSendTitles } from './send.ts'
import { ukSwap, ukSwapTitles } from './swap.ts'
import { ukOnramp, ukOnrampTitles } from './onramp.ts'
import { ukNames, ukNameTitles } from './names.ts'
import { ukReceive, ukReceiveTitles } from './receive.ts'
import { ukActivity } from './activity.ts'
import { ukEmail, ukEmailTitles } from './email.ts'
import { ukSocial, ukSocialTitles } from './social.ts'
import { ukApproval, ukApprovalTitles } from './approval.ts'
import { ukSiwx, ukSiwxTitles } from './siwx.ts'

/** Ukrainian (polite "ви"). Typed as the whole catalogue: a missing key fails the type check. */
export const uk: Catalogue = {
  shell: ukShell,
  buttons: ukButtons,
  snackbars: ukSnackbars,
  alerts: ukAlerts,
  authErrors: ukAuthErrors,
  wallets: ukWallets,
  walletGuide: ukWalletGuide,
  account: ukAccount,
  send: ukSend,
  swap: ukSwap,
  onramp: ukOnramp,
  names: ukNames,
  receive: ukReceive,
  activity: ukActivity,
  email: ukEmail,
  social: ukSocial,
  approval: ukApproval,
  siwx: ukSiwx,
  emailTitles: ukEmailTitles,
  socialTitles: ukSocialTitles,
  approvalTitles: ukApprovalTitles,
  walletGuideTitles: ukWalletGuideTitles,
  receiveTitles: ukReceiveTitles,
  sendTitles: ukSendTitles,
  onrampTitles: ukOnrampTitles,
  swapTitles: ukSwapTitles,
  siwxTitles: ukSiwxTitles,
  nameTitles: ukNameTitles,
  shellTitles: ukShellTitles,
}
