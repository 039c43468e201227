import type { Catalogue } from '../catalogue.ts'
import { ptBRShell, ptBRShellTitles } from './shell.ts'
import { ptBRButtons } from './buttons.ts'
import { ptBRSnackbars } from './snackbars.ts'
import { ptBRAlerts } from './alerts.ts'
import { ptBRAuthErrors } from './authErrors.ts'
import { ptBRWallets } from './wallets.ts'
import { ptBRWalletGuide, ptBRWalletGuideTitles } from './walletGuide.ts'
import { ptBRAccount } from './account.ts'
import { ptBRSend, ptBRSendTitles } from './send.ts'
import { ptBRSwap, ptBRSwapTitles } from './swap.ts'
import { ptBROnramp, ptBROnrampTitles } from './onramp.ts'
import { ptBRNames, ptBRNameTitles } from './names.ts'
import { ptBRReceive, ptBRReceiveTitles } from './receive.ts'
import { ptBRActivity } from './activity.ts'
import { ptBREmail, ptBREmailTitles } from './email.ts'
import { ptBRSocial, ptBRSocialTitles } from './social.ts'
import { ptBRApproval, ptBRApprovalTitles } from './approval.ts'
import { ptBRSiwx, ptBRSiwxTitles } from './siwx.ts'

/** Brazilian Portuguese ("você"). Typed as the whole catalogue: a missing key fails the type check. */
export const ptBR: Catalogue = {
  shell: ptBRShell,
  buttons: ptBRButtons,
  snackbars: ptBRSnackbars,
  alerts: ptBRAlerts,
  authErrors: ptBRAuthErrors,
  wallets: ptBRWallets,
  walletGuide: ptBRWalletGuide,
  account: ptBRAccount,
  send: ptBRSend,
  swap: ptBRSwap,
  onramp: ptBROnramp,
  names: ptBRNames,
  receive: ptBRReceive,
  activity: ptBRActivity,
  email: ptBREmail,
  social: ptBRSocial,
  approval: ptBRApproval,
  siwx: ptBRSiwx,
  emailTitles: ptBREmailTitles,
  socialTitles: ptBRSocialTitles,
  approvalTitles: ptBRApprovalTitles,
  walletGuideTitles: ptBRWalletGuideTitles,
  receiveTitles: ptBRReceiveTitles,
  sendTitles: ptBRSendTitles,
  onrampTitles: ptBROnrampTitles,
  swapTitles: ptBRSwapTitles,
  siwxTitles: ptBRSiwxTitles,
  nameTitles: ptBRNameTitles,
  shellTitles: ptBRShellTitles,
}
