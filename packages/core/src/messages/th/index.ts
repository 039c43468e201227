import type { Catalogue } from '../catalogue.ts'
import { thShell, thShellTitles } from './shell.ts'
import { thButtons } from './buttons.ts'
import { thSnackbars } from './snackbars.ts'
import { thAlerts } from './alerts.ts'
import { thAuthErrors } from './authErrors.ts'
import { thWallets } from './wallets.ts'
import { thWalletGuide, thWalletGuideTitles } from './walletGuide.ts'
import { thAccount } from './account.ts'
import { thSend, thSendTitles } from './send.ts'
import { thSwap, thSwapTitles } from './swap.ts'
import { thOnramp, thOnrampTitles } from './onramp.ts'
import { thNames, thNameTitles } from './names.ts'
import { thReceive, thReceiveTitles } from './receive.ts'
import { thActivity } from './activity.ts'
import { thEmail, thEmailTitles } from './email.ts'
import { thSocial, thSocialTitles } from './social.ts'
import { thApproval, thApprovalTitles } from './approval.ts'
import { thSiwx, thSiwxTitles } from './siwx.ts'

/** Thai (polite, without sentence-final full stops, as Thai writing has none). Typed as the whole catalogue: a missing key fails the type check. */
export const th: Catalogue = {
  shell: thShell,
  buttons: thButtons,
  snackbars: thSnackbars,
  alerts: thAlerts,
  authErrors: thAuthErrors,
  wallets: thWallets,
  walletGuide: thWalletGuide,
  account: thAccount,
  send: thSend,
  swap: thSwap,
  onramp: thOnramp,
  names: thNames,
  receive: thReceive,
  activity: thActivity,
  email: thEmail,
  social: thSocial,
  approval: thApproval,
  siwx: thSiwx,
  emailTitles: thEmailTitles,
  socialTitles: thSocialTitles,
  approvalTitles: thApprovalTitles,
  walletGuideTitles: thWalletGuideTitles,
  receiveTitles: thReceiveTitles,
  sendTitles: thSendTitles,
  onrampTitles: thOnrampTitles,
  swapTitles: thSwapTitles,
  siwxTitles: thSiwxTitles,
  nameTitles: thNameTitles,
  shellTitles: thShellTitles,
}
