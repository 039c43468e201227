import type { Catalogue } from '../catalogue.ts'
import { hiShell, hiShellTitles } from './shell.ts'
import { hiButtons } from './buttons.ts'
import { hiSnackbars } from './snackbars.ts'
import { hiAlerts } from './alerts.ts'
import { hiAuthErrors } from './authErrors.ts'
import { hiWallets } from './wallets.ts'
import { hiWalletGuide, hiWalletGuideTitles } from './walletGuide.ts'
import { hiAccount } from './account.ts'
import { hiSend, hiSendTitles } from './send.ts'
import { hiSwap, hiSwapTitles } from './swap.ts'
import { hiOnramp, hiOnrampTitles } from './onramp.ts'
import { hiNames, hiNameTitles } from './names.ts'
import { hiReceive, hiReceiveTitles } from './receive.ts'
import { hiActivity } from './activity.ts'
import { hiEmail, hiEmailTitles } from './email.ts'
import { hiSocial, hiSocialTitles } from './social.ts'
import { hiApproval, hiApprovalTitles } from './approval.ts'
import { hiSiwx, hiSiwxTitles } from './siwx.ts'

/** Hindi (Devanagari; polite "आप", with the English loanwords Indian apps use: वॉलेट, नेटवर्क, टोकन). Typed as the whole catalogue: a missing key fails the type check. */
export const hi: Catalogue = {
  shell: hiShell,
  buttons: hiButtons,
  snackbars: hiSnackbars,
  alerts: hiAlerts,
  authErrors: hiAuthErrors,
  wallets: hiWallets,
  walletGuide: hiWalletGuide,
  account: hiAccount,
  send: hiSend,
  swap: hiSwap,
  onramp: hiOnramp,
  names: hiNames,
  receive: hiReceive,
  activity: hiActivity,
  email: hiEmail,
  social: hiSocial,
  approval: hiApproval,
  siwx: hiSiwx,
  emailTitles: hiEmailTitles,
  socialTitles: hiSocialTitles,
  approvalTitles: hiApprovalTitles,
  walletGuideTitles: hiWalletGuideTitles,
  receiveTitles: hiReceiveTitles,
  sendTitles: hiSendTitles,
  onrampTitles: hiOnrampTitles,
  swapTitles: hiSwapTitles,
  siwxTitles: hiSiwxTitles,
  nameTitles: hiNameTitles,
  shellTitles: hiShellTitles,
}
