import { accountTexts } from './account.ts'
import { activityTexts } from './activity.ts'
import { alertTexts } from './alerts.ts'
import { approvalTexts } from './approval.ts'
import { authErrorTexts } from './authErrors.ts'
import { buttonTexts } from './buttons.ts'
import { emailTexts } from './email.ts'
import { shellTexts } from './shell.ts'
import { snackbarTexts } from './snackbars.ts'
import { socialTexts } from './social.ts'
import { walletTexts } from './wallets.ts'
import { walletGuideTexts } from './walletGuide.ts'
import { receiveTexts } from './receive.ts'
import { sendTexts } from './send.ts'
import { onrampTexts } from './onramp.ts'
import { swapTexts } from './swap.ts'
import { nameTexts } from './names.ts'
import { siwxTexts } from './siwx.ts'

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
] as const
