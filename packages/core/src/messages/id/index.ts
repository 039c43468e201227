import type { Catalogue } from '../catalogue.ts'
import { idShell, idShellTitles } from './shell.ts'
import { idButtons } from './buttons.ts'
import { idSnackbars } from './snackbars.ts'
import { idAlerts } from './alerts.ts'
import { idAuthErrors } from './authErrors.ts'
import { idWallets } from './wallets.ts'
import { idWalletGuide, idWalletGuideTitles } from './walletGuide.ts'
import { idAccount } from './account.ts'
import { idSend, idSendTitles } from './send.ts'
import { idSwap, idSwapTitles } from './swap.ts'
import { idOnramp, idOnrampTitles } from './onramp.ts'
import { idNames, idNameTitles } from './names.ts'
import { idReceive, idReceiveTitles } from './receive.ts'
import { idActivity } from './activity.ts'
import { idEmail, idEmailTitles } from './email.ts'
import { idSocial, idSocialTitles } from './social.ts'
import { idApproval, idApprovalTitles } from './approval.ts'
import { idSiwx, idSiwxTitles } from './siwx.ts'

/** Indonesian (polite "Anda"; "wallet" kept as Indonesian crypto apps do). Typed as the whole catalogue: a missing key fails the type check. */
export const id: Catalogue = {
  shell: idShell,
  buttons: idButtons,
  snackbars: idSnackbars,
  alerts: idAlerts,
  authErrors: idAuthErrors,
  wallets: idWallets,
  walletGuide: idWalletGuide,
  account: idAccount,
  send: idSend,
  swap: idSwap,
  onramp: idOnramp,
  names: idNames,
  receive: idReceive,
  activity: idActivity,
  email: idEmail,
  social: idSocial,
  approval: idApproval,
  siwx: idSiwx,
  emailTitles: idEmailTitles,
  socialTitles: idSocialTitles,
  approvalTitles: idApprovalTitles,
  walletGuideTitles: idWalletGuideTitles,
  receiveTitles: idReceiveTitles,
  sendTitles: idSendTitles,
  onrampTitles: idOnrampTitles,
  swapTitles: idSwapTitles,
  siwxTitles: idSiwxTitles,
  nameTitles: idNameTitles,
  shellTitles: idShellTitles,
}
