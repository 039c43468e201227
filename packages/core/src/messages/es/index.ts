import type { Catalogue } from '../catalogue.ts'
import { esShell, esShellTitles } from './shell.ts'
import { esButtons } from './buttons.ts'
import { esSnackbars } from './snackbars.ts'
import { esAlerts } from './alerts.ts'
import { esAuthErrors } from './authErrors.ts'
import { esWallets } from './wallets.ts'
import { esWalletGuide, esWalletGuideTitles } from './walletGuide.ts'
import { esAccount } from './account.ts'
import { esSend, esSendTitles } from './send.ts'
import { esSwap, esSwapTitles } from './swap.ts'
import { esOnramp, esOnrampTitles } from './onramp.ts'
import { esNames, esNameTitles } from './names.ts'
import { esReceive, esReceiveTitles } from './receive.ts'
import { esActivity } from './activity.ts'
import { esEmail, esEmailTitles } from './email.ts'
import { esSocial, esSocialTitles } from './social.ts'
import { esApproval, esApprovalTitles } from './approval.ts'
import { esSiwx, esSiwxTitles } from './siwx.ts'

/** Spanish (Latin American neutral, informal "tú", as consumer apps write it). Typed as the whole catalogue: a missing key fails the type check. */
export const es: Catalogue = {
  shell: esShell,
  buttons: esButtons,
  snackbars: esSnackbars,
  alerts: esAlerts,
  authErrors: esAuthErrors,
  wallets: esWallets,
  walletGuide: esWalletGuide,
  account: esAccount,
  send: esSend,
  swap: esSwap,
  onramp: esOnramp,
  names: esNames,
  receive: esReceive,
  activity: esActivity,
  email: esEmail,
  social: esSocial,
  approval: esApproval,
  siwx: esSiwx,
  emailTitles: esEmailTitles,
  socialTitles: esSocialTitles,
  approvalTitles: esApprovalTitles,
  walletGuideTitles: esWalletGuideTitles,
  receiveTitles: esReceiveTitles,
  sendTitles: esSendTitles,
  onrampTitles: esOnrampTitles,
  swapTitles: esSwapTitles,
  siwxTitles: esSiwxTitles,
  nameTitles: esNameTitles,
  shellTitles: esShellTitles,
}
