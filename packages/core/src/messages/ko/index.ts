import type { Catalogue } from '../catalogue.ts'
import { koShell, koShellTitles } from './shell.ts'
import { koButtons } from './buttons.ts'
import { koSnackbars } from './snackbars.ts'
import { koAlerts } from './alerts.ts'
import { koAuthErrors } from './authErrors.ts'
import { koWallets } from './wallets.ts'
import { koWalletGuide, koWalletGuideTitles } from './walletGuide.ts'
import { koAccount } from './account.ts'
import { koSend, koSendTitles } from './send.ts'
import { koSwap, koSwapTitles } from './swap.ts'
import { koOnramp, koOnrampTitles } from './onramp.ts'
import { koNames, koNameTitles } from './names.ts'
import { koReceive, koReceiveTitles } from './receive.ts'
import { koActivity } from './activity.ts'
import { koEmail, koEmailTitles } from './email.ts'
import { koSocial, koSocialTitles } from './social.ts'
import { koApproval, koApprovalTitles } from './approval.ts'
import { koSiwx, koSiwxTitles } from './siwx.ts'

/** Korean (polite 해요체, as Korean apps write it). Typed as the whole catalogue: a missing key fails the type check. */
export const ko: Catalogue = {
  shell: koShell,
  buttons: koButtons,
  snackbars: koSnackbars,
  alerts: koAlerts,
  authErrors: koAuthErrors,
  wallets: koWallets,
  walletGuide: koWalletGuide,
  account: koAccount,
  send: koSend,
  swap: koSwap,
  onramp: koOnramp,
  names: koNames,
  receive: koReceive,
  activity: koActivity,
  email: koEmail,
  social: koSocial,
  approval: koApproval,
  siwx: koSiwx,
  emailTitles: koEmailTitles,
  socialTitles: koSocialTitles,
  approvalTitles: koApprovalTitles,
  walletGuideTitles: koWalletGuideTitles,
  receiveTitles: koReceiveTitles,
  sendTitles: koSendTitles,
  onrampTitles: koOnrampTitles,
  swapTitles: koSwapTitles,
  siwxTitles: koSiwxTitles,
  nameTitles: koNameTitles,
  shellTitles: koShellTitles,
}
