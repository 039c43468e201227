/**
 * Which social logins the Connect view offers. Inside Telegram's in-app browser some providers
 * refuse to sign in (spec §5): iOS loses google, macOS loses x, Android loses facebook and x.
 */
import type { SocialProvider } from '../options.ts'

export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

const REMOVED_ON_TELEGRAM: Record<TelegramPlatform, readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** The host's providers, minus those the Telegram platform cannot use; unchanged outside Telegram. */
export function availableSocials(socials: readonly SocialProvider[] | false, env: { isTelegram: boolean; platform: TelegramPlatform }): SocialProvider[] {
  if (!socials) return []
  if (!env.isTelegram) return [...socials]
  const removed = REMOVED_ON_TELEGRAM[env.platform]
  return socials.filter((provider) => !removed.includes(provider))
}

/** The platform a user agent names, as far as the Telegram rules care. */
export function telegramPlatform(userAgent: string): TelegramPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'mac'
  return 'other'
}

/** iOS Safari: social login goes through a full-page redirect there, not a popup. */
export function isIosSafari(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent)
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
}

/** The name a provider goes by on its button: 'Continue with Google'. */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
