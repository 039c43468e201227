import type { Catalogue } from '../catalogue.ts'
import { msShell, msShellTitles } from './shell.ts'
import { msButtons } from './buttons.ts'
import { msSnackbars } from './snackbars.ts'
import { msAlerts } from './alerts.ts'
import { msAuthErrors } from './authErrors.ts'
import { msWallets } from './wallets.ts'
import { msWalletGuide, msWalletGuideTitles } from './walletGuide.ts'
import { msAccount } from './account.ts'
import { msSend, msSendTitles } from './send.ts'
import { msSwap, msSwapTitles } from './swap.ts'
import { msOnramp, msOnrampTitles } from './onramp.ts'
import { msNames, msNameTitles } from './names.ts'
import { msReceive, msReceiveTitles } from './receive.ts'
import { msActivity } from './activity.ts'
import { msEmail, msEmailTitles } from './email.ts'
import { msSocial, msSocialTitles } from './social.ts'
import { msApproval, msApprovalTitles } from './approval.ts'
import { msSiwx, msSiwxTitles } from './siwx.ts'

/** Malay, Malaysia (polite "anda"; "wallet" kept as Malaysian crypto apps do). Typed as the whole catalogue: a missing key fails the type check. */
export const ms: Catalogue = {
  shell: msShell,
  buttons: msButtons,
  snackbars: msSnackbars,
  alerts: msAlerts,
  authErrors: msAuthErrors,
  wallets: msWallets,
  walletGuide: msWalletGuide,
  account: msAccount,
  send: msSend,
  swap: msSwap,
  onramp: msOnramp,
  names: msNames,
  receive: msReceive,
  activity: msActivity,
  email: msEmail,
  social: msSocial,
  approval: msApproval,
  siwx: msSiwx,
  emailTitles: msEmailTitles,
  socialTitles: msSocialTitles,
  approvalTitles: msApprovalTitles,
  walletGuideTitles: msWalletGuideTitles,
  receiveTitles: msReceiveTitles,
  sendTitles: msSendTitles,
  onrampTitles: msOnrampTitles,
  swapTitles: msSwapTitles,
  siwxTitles: msSiwxTitles,
  nameTitles: msNameTitles,
  shellTitles: msShellTitles,
}
