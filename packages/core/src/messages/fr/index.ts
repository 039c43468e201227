import type { Catalogue } from '../catalogue.ts'
import { frShell, frShellTitles } from './shell.ts'
import { frButtons } from './buttons.ts'
import { frSnackbars } from './snackbars.ts'
import { frAlerts } from './alerts.ts'
import { frAuthErrors } from './authErrors.ts'
import { frWallets } from './wallets.ts'
import { frWalletGuide, frWalletGuideTitles } from './walletGuide.ts'
import { frAccount } from './account.ts'
import { frSend, frSendTitles } from './send.ts'
import { frSwap, frSwapTitles } from './swap.ts'
import { frOnramp, frOnrampTitles } from './onramp.ts'
import { frNames, frNameTitles } from './names.ts'
import { frReceive, frReceiveTitles } from './receive.ts'
import { frActivity } from './activity.ts'
import { frEmail, frEmailTitles } from './email.ts'
import { frSocial, frSocialTitles } from './social.ts'
import { frApproval, frApprovalTitles } from './approval.ts'
import { frSiwx, frSiwxTitles } from './siwx.ts'

/** French (formal "vous"). Typed as the whole catalogue: a missing key fails the type check. */
export const fr: Catalogue = {
  shell: frShell,
  buttons: frButtons,
  snackbars: frSnackbars,
  alerts: frAlerts,
  authErrors: frAuthErrors,
  wallets: frWallets,
  walletGuide: frWalletGuide,
  account: frAccount,
  send: frSend,
  swap: frSwap,
  onramp: frOnramp,
  names: frNames,
  receive: frReceive,
  activity: frActivity,
  email: frEmail,
  social: frSocial,
  approval: frApproval,
  siwx: frSiwx,
  emailTitles: frEmailTitles,
  socialTitles: frSocialTitles,
  approvalTitles: frApprovalTitles,
  walletGuideTitles: frWalletGuideTitles,
  receiveTitles: frReceiveTitles,
  sendTitles: frSendTitles,
  onrampTitles: frOnrampTitles,
  swapTitles: frSwapTitles,
  siwxTitles: frSiwxTitles,
  nameTitles: frNameTitles,
  shellTitles: frShellTitles,
}
