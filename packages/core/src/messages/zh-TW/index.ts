import type { Catalogue } from '../catalogue.ts'
import { zhTWShell, zhTWShellTitles } from './shell.ts'
import { zhTWButtons } from './buttons.ts'
import { zhTWSnackbars } from './snackbars.ts'
import { zhTWAlerts } from './alerts.ts'
import { zhTWAuthErrors } from './authErrors.ts'
import { zhTWWallets } from './wallets.ts'
import { zhTWWalletGuide, zhTWWalletGuideTitles } from './walletGuide.ts'
import { zhTWAccount } from './account.ts'
import { zhTWSend, zhTWSendTitles } from './send.ts'
import { zhTWSwap, zhTWSwapTitles } from './swap.ts'
import { zhTWOnramp, zhTWOnrampTitles } from './onramp.ts'
import { zhTWNames, zhTWNameTitles } from './names.ts'
import { zhTWReceive, zhTWReceiveTitles } from './receive.ts'
import { zhTWActivity } from './activity.ts'
import { zhTWEmail, zhTWEmailTitles } from './email.ts'
import { zhTWSocial, zhTWSocialTitles } from './social.ts'
import { zhTWApproval, zhTWApprovalTitles } from './approval.ts'
import { zhTWSiwx, zhTWSiwxTitles } from './siwx.ts'

/** Traditional Chinese as written in Taiwan (錢包, 網路, 帳戶, 連結; polite "您"). Typed as the whole catalogue: a missing key fails the type check. */
export const zhTW: Catalogue = {
  shell: zhTWShell,
  buttons: zhTWButtons,
  snackbars: zhTWSnackbars,
  alerts: zhTWAlerts,
  authErrors: zhTWAuthErrors,
  wallets: zhTWWallets,
  walletGuide: zhTWWalletGuide,
  account: zhTWAccount,
  send: zhTWSend,
  swap: zhTWSwap,
  onramp: zhTWOnramp,
  names: zhTWNames,
  receive: zhTWReceive,
  activity: zhTWActivity,
  email: zhTWEmail,
  social: zhTWSocial,
  approval: zhTWApproval,
  siwx: zhTWSiwx,
  emailTitles: zhTWEmailTitles,
  socialTitles: zhTWSocialTitles,
  approvalTitles: zhTWApprovalTitles,
  walletGuideTitles: zhTWWalletGuideTitles,
  receiveTitles: zhTWReceiveTitles,
  sendTitles: zhTWSendTitles,
  onrampTitles: zhTWOnrampTitles,
  swapTitles: zhTWSwapTitles,
  siwxTitles: zhTWSiwxTitles,
  nameTitles: zhTWNameTitles,
  shellTitles: zhTWShellTitles,
}
