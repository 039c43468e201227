import type { Catalogue } from '../catalogue.ts'
import { ruShell, ruShellTitles } from './shell.ts'
import { ruButtons } from './buttons.ts'
import { ruSnackbars } from './snackbars.ts'
import { ruAlerts } from './alerts.ts'
import { ruAuthErrors } from './authErrors.ts'
import { ruWallets } from './wallets.ts'
import { ruWalletGuide, ruWalletGuideTitles } from './walletGuide.ts'
import { ruAccount } from './account.ts'
import { ruSend, ruSendTitles } from './send.ts'
import { ruSwap, ruSwapTitles } from './swap.ts'
import { ruOnramp, ruOnrampTitles } from './onramp.ts'
import { ruNames, ruNameTitles } from './names.ts'
import { ruReceive, ruReceiveTitles } from './receive.ts'
import { ruActivity } from './activity.ts'
import { ruEmail, ruEmailTitles } from './email.ts'
import { ruSocial, ruSocialTitles } from './social.ts'
import { ruApproval, ruApprovalTitles } from './approval.ts'
import { ruSiwx, ruSiwxTitles } from './siwx.ts'

/** Russian (polite "вы", lowercase, as apps write it). Typed as the whole catalogue: a missing key fails the type check. */
export const ru: Catalogue = {
  shell: ruShell,
  buttons: ruButtons,
  snackbars: ruSnackbars,
  alerts: ruAlerts,
  authErrors: ruAuthErrors,
  wallets: ruWallets,
  walletGuide: ruWalletGuide,
  account: ruAccount,
  send: ruSend,
  swap: ruSwap,
  onramp: ruOnramp,
  names: ruNames,
  receive: ruReceive,
  activity: ruActivity,
  email: ruEmail,
  social: ruSocial,
  approval: ruApproval,
  siwx: ruSiwx,
  emailTitles: ruEmailTitles,
  socialTitles: ruSocialTitles,
  approvalTitles: ruApprovalTitles,
  walletGuideTitles: ruWalletGuideTitles,
  receiveTitles: ruReceiveTitles,
  sendTitles: ruSendTitles,
  onrampTitles: ruOnrampTitles,
  swapTitles: ruSwapTitles,
  siwxTitles: ruSiwxTitles,
  nameTitles: ruNameTitles,
  shellTitles: ruShellTitles,
}
