import type { Catalogue } from '../catalogue.ts'
import { deShell } from './shell.ts'
import { deButtons } from './buttons.ts'
import { deSnackbars } from './snackbars.ts'
import { deAlerts } from './alerts.ts'
import { deAuthErrors } from './authErrors.ts'
import { deWallets } from './wallets.ts'
import { deWalletGuide } from './walletGuide.ts'
import { deAccount } from './account.ts'
import { deSend } from './send.ts'
import { deSwap } from './swap.ts'
import { deOnramp } from './onramp.ts'
import { deNames } from './names.ts'
import { deReceive } from './receive.ts'
import { deActivity } from './activity.ts'
import { deEmail } from './email.ts'
import { deSocial } from './social.ts'
import { deApproval } from './approval.ts'
import { deSiwx } from './siwx.ts'

/** German (informal "du", as consumer apps write it). Typed as the whole catalogue: a missing key fails the type check. */
export const de: Catalogue = {
  shell: deShell,
  buttons: deButtons,
  snackbars: deSnackbars,
  alerts: deAlerts,
  authErrors: deAuthErrors,
  wallets: deWallets,
  walletGuide: deWalletGuide,
  account: deAccount,
  send: deSend,
  swap: deSwap,
  onramp: deOnramp,
  names: deNames,
  receive: deReceive,
  activity: deActivity,
  email: deEmail,
  social: deSocial,
  approval: deApproval,
  siwx: deSiwx,
}
