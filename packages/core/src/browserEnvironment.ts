/**
 * What the first load needs to know of the browser it runs in, kept apart from the wallet links
 * (walletLinks.ts) that only the views and the session loaded later use.
 */

/** Phones and tablets: a wallet there is another app on the same device, not a QR code away. */
const MOBILE_BROWSER = /Android|iPhone|iPad|iPod|Mobile/i

/** Whether this browser runs on a phone or tablet (by its user agent; false where there is none, as on a server). */
export function isMobileBrowser(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return MOBILE_BROWSER.test(userAgent)
}

/**
 * On Telegram and iOS Safari a pairing is reused until it expires (spec §4): those browsers lose
 * the page while the visitor is in the wallet, and a new pairing would orphan the one the wallet holds.
 */
export function reusesPairing(env: { userAgent: string; isTelegram: boolean }): boolean {
  if (env.isTelegram) return true
  const ios = /iPhone|iPad|iPod/.test(env.userAgent)
  const safari = /Safari\//.test(env.userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(env.userAgent)
  return ios && safari
}
