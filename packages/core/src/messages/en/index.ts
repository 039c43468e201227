import { accountTexts } from './account.ts'
import { activityTexts } from './activity.ts'
import { alertTexts } from './alerts.ts'
import { approvalTexts, approvalTitles } from './approval.ts'
import { authErrorTexts } from './authErrors.ts'
import { buttonTexts } from './buttons.ts'
import { emailTexts, emailTitles } from './email.ts'
import { shellTexts, shellTitles } from './shell.ts'
import { snackbarTexts } from './snackbars.ts'
import { socialTexts, socialTitles } from './social.ts'
import { walletTexts } from './wallets.ts'
import { walletGuideTexts, walletGuideTitles } from './walletGuide.ts'
import { receiveTexts, receiveTitles } from './receive.ts'
import { sendTexts, sendTitles } from './send.ts'
import { onrampTexts, onrampTitles } from './onramp.ts'
import { swapTexts, swapTitles } from './swap.ts'
import { nameTexts, nameTitles } from './names.ts'
import { siwxTexts, siwxTitles } from './siwx.ts'

/**
 * Every section of the English catalogue: the list a translation must cover (catalogue.ts derives its
 * type from it). Views import their section directly, never this list, so each ships in its own chunk.
 */
export const ENGLISH_SECTIONS = [
  buttonTexts,
  shellTexts,
  snackbarTexts,
  alertTexts,
  authErrorTexts,
  walletTexts,
  walletGuideTexts,
  accountTexts,
  activityTexts,
  emailTexts,
  socialTexts,
  approvalTexts,
  receiveTexts,
  sendTexts,
  onrampTexts,
  swapTexts,
  nameTexts,
  siwxTexts,
  emailTitles,
  socialTitles,
  approvalTitles,
  walletGuideTitles,
  receiveTitles,
  sendTitles,
  onrampTitles,
  swapTitles,
  siwxTitles,
  nameTitles,
  shellTitles,
] as const
