import type { Catalogue } from '../catalogue.ts'
import { jaShell, jaShellTitles } from './shell.ts'
import { jaButtons } from './buttons.ts'
import { jaSnackbars } from './snackbars.ts'
import { jaAlerts } from './alerts.ts'
import { jaAuthErrors } from './authErrors.ts'
import { jaWallets } from './wallets.ts'
import { jaWalletGuide, jaWalletGuideTitles } from './walletGuide.ts'
import { jaAccount } from './account.ts'
import { jaSend, jaSendTitles } from './send.ts'
import { jaSwap, jaSwapTitles } from './swap.ts'
import { jaOnramp, jaOnrampTitles } from './onramp.ts'
import { jaNames, jaNameTitles } from './names.ts'
import { jaReceive, jaReceiveTitles } from './receive.ts'
import { jaActivity } from './activity.ts'
import { jaEmail, jaEmailTitles } from './email.ts'
import { jaSocial, jaSocialTitles } from './social.ts'
import { jaApproval, jaApprovalTitles } from './approval.ts'
import { jaSiwx, jaSiwxTitles } from './siwx.ts'

/** Japanese (polite です/ます, as Japanese apps write it). Typed as the whole catalogue: a missing key fails the type check. */
export const ja: Catalogue = {
  shell: jaShell,
  buttons: jaButtons,
  snackbars: jaSnackbars,
  alerts: jaAlerts,
  authErrors: jaAuthErrors,
  wallets: jaWallets,
  walletGuide: jaWalletGuide,
  account: jaAccount,
  send: jaSend,
  swap: jaSwap,
  onramp: jaOnramp,
  names: jaNames,
  receive: jaReceive,
  activity: jaActivity,
  email: jaEmail,
  social: jaSocial,
  approval: jaApproval,
  siwx: jaSiwx,
  emailTitles: jaEmailTitles,
  socialTitles: jaSocialTitles,
  approvalTitles: jaApprovalTitles,
  walletGuideTitles: jaWalletGuideTitles,
  receiveTitles: jaReceiveTitles,
  sendTitles: jaSendTitles,
  onrampTitles: jaOnrampTitles,
  swapTitles: jaSwapTitles,
  siwxTitles: jaSiwxTitles,
  nameTitles: jaNameTitles,
  shellTitles: jaShellTitles,
}
