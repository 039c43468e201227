import type { Catalogue } from '../catalogue.ts'
import { zhHKShell, zhHKShellTitles } from './shell.ts'
import { zhHKButtons } from './buttons.ts'
import { zhHKSnackbars } from './snackbars.ts'
import { zhHKAlerts } from './alerts.ts'
import { zhHKAuthErrors } from './authErrors.ts'
import { zhHKWallets } from './wallets.ts'
import { zhHKWalletGuide, zhHKWalletGuideTitles } from './walletGuide.ts'
import { zhHKAccount } from './account.ts'
import { zhHKSend, zhHKSendTitles } from './send.ts'
import { zhHKSwap, zhHKSwapTitles } from './swap.ts'
import { zhHKOnramp, zhHKOnrampTitles } from './onramp.ts'
import { zhHKNames, zhHKNameTitles } from './names.ts'
import { zhHKReceive, zhHKReceiveTitles } from './receive.ts'
import { zhHKActivity } from './activity.ts'
import { zhHKEmail, zhHKEmailTitles } from './email.ts'
import { zhHKSocial, zhHKSocialTitles } from './social.ts'
import { zhHKApproval, zhHKApprovalTitles } from './approval.ts'
import { zhHKSiwx, zhHKSiwxTitles } from './siwx.ts'

/** Traditional Chinese as written in Hong Kong (錢包, 網絡, 帳戶, 連接; written Chinese, not Cantonese colloquial, with "你"). Typed as the whole catalogue: a missing key fails the type check. */
export const zhHK: Catalogue = {
  shell: zhHKShell,
  buttons: zhHKButtons,
  snackbars: zhHKSnackbars,
  alerts: zhHKAlerts,
  authErrors: zhHKAuthErrors,
  wallets: zhHKWallets,
  walletGuide: zhHKWalletGuide,
  account: zhHKAccount,
  send: zhHKSend,
  swap: zhHKSwap,
  onramp: zhHKOnramp,
  names: zhHKNames,
  receive: zhHKReceive,
  activity: zhHKActivity,
  email: zhHKEmail,
  social: zhHKSocial,
  approval: zhHKApproval,
  siwx: zhHKSiwx,
  emailTitles: zhHKEmailTitles,
  socialTitles: zhHKSocialTitles,
  approvalTitles: zhHKApprovalTitles,
  walletGuideTitles: zhHKWalletGuideTitles,
  receiveTitles: zhHKReceiveTitles,
  sendTitles: zhHKSendTitles,
  onrampTitles: zhHKOnrampTitles,
  swapTitles: zhHKSwapTitles,
  siwxTitles: zhHKSiwxTitles,
  nameTitles: zhHKNameTitles,
  shellTitles: zhHKShellTitles,
}
