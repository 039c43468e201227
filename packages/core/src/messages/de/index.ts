import type { Catalogue } from '../catalogue.ts'
import { deShell, deShellTitles } from './shell.ts'
import { deButtons } from './buttons.ts'
import { deSnackbars } from './snackbars.ts'
import { deAlerts } from './alerts.ts'
import { deAuthErrors } from './authErrors.ts'
import { deWallets } from './wallets.ts'
import { deWalletGuide, deWalletGuideTitles } from './walletGuide.ts'
import { deAccount } from './account.ts'
import { deSend, deSendTitles } from './send.ts'
import { deSwap, deSwapTitles } from './swap.ts'
import { deOnramp, deOnrampTitles } from './onramp.ts'
import { deNames, deNameTitles } from './names.ts'
import { deReceive, deReceiveTitles } from './receive.ts'
import { deActivity } from './activity.ts'
import { deEmail, deEmailTitles } from './email.ts'
import { deSocial, deSocialTitles } from './social.ts'
import { deApproval, deApprovalTitles } from './approval.ts'
import { deSiwx, deSiwxTitles } from './siwx.ts'

/** German (informal "du", as consumer apps write it). Typed as the whole catalogue: a missing key fails the type check. */
export const de: Catalogue = {
  shell: deShell,
  buttons: deButtons,
  snackbars: deSnackbars,
  alerts: deAlerts,
  authErrors: deAuthErrors,
  wallets: deWallets,
  walletGuide: deWalletGuide,
  account: deAccount,
  send: deSend,
  swap: deSwap,
  onramp: deOnramp,
  names: deNames,
  receive: deReceive,
  activity: deActivity,
  email: deEmail,
  social: deSocial,
  approval: deApproval,
  siwx: deSiwx,
  emailTitles: deEmailTitles,
  socialTitles: deSocialTitles,
  approvalTitles: deApprovalTitles,
  walletGuideTitles: deWalletGuideTitles,
  receiveTitles: deReceiveTitles,
  sendTitles: deSendTitles,
  onrampTitles: deOnrampTitles,
  swapTitles: deSwapTitles,
  siwxTitles: deSiwxTitles,
  nameTitles: deNameTitles,
  shellTitles: deShellTitles,
}
