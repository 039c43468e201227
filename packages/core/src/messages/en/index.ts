import { accountTexts } from './account.ts'
import { activityTexts } from './activity.ts'
import { alertTexts } from './alerts.ts'
import { approvalTexts } from './approval.ts'
import { approvalTitles } from './approvalTitles.ts'
import { authErrorTexts } from './authErrors.ts'
import { buttonTexts } from './buttons.ts'
import { emailTexts } from './email.ts'
import { emailTitles } from './emailTitles.ts'
import { shellTexts } from './shell.ts'
import { shellTitles } from './shellTitles.ts'
import { snackbarTexts } from './snackbars.ts'
import { socialTexts } from './social.ts'
import { socialTitles } from './socialTitles.ts'
import { walletTexts } from './wallets.ts'
import { walletGuideTexts } from './walletGuide.ts'
import { walletGuideTitles } from './walletGuideTitles.ts'
import { receiveTexts } from './receive.ts'
import { receiveTitles } from './receiveTitles.ts'
import { sendTexts } from './send.ts'
import { sendTitles } from './sendTitles.ts'
import { onrampTexts } from './onramp.ts'
import { onrampTitles } from './onrampTitles.ts'
import { swapTexts } from './swap.ts'
import { swapTitles } from './swapTitles.ts'
import { nameTexts } from './names.ts'
import { nameTitles } from './nameTitles.ts'
import { siwxTexts } from './siwx.ts'
import { siwxTitles } from './siwxTitles.ts'

/**
 * Every section of the English catalogue: the list a translation must cover (catalogue.ts derives its
 * type from it). Views import their section directly, never this list, so each ships in its own chunk.
 * A feature's view titles are a section and a module of their own (`<feature>Titles.ts`): the modal's
 * view registry names them, so they ship with the modal, while the feature's other texts stay in its
 * views' chunks (a bundler puts a whole module in one chunk).
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
