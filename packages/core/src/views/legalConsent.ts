import type { ResolvedOptions } from '../options.ts'
import { STORAGE_KEYS, type KeyValueStorage } from '../storage.ts'

/** The host's pages a visitor agrees to before connecting (features.legalCheckbox). */
export interface LegalPages {
  terms?: string
  privacy?: string
}

/** The pages the Connect view's box links to; undefined where the host asks for no agreement. */
export function legalPages(options: Pick<ResolvedOptions, 'features' | 'termsConditionsUrl' | 'privacyPolicyUrl'>): LegalPages | undefined {
  if (!options.features.legalCheckbox) return undefined
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = options
  return terms || privacy ? { ...(terms && { terms }), ...(privacy && { privacy }) } : undefined
}

/** Whether this browser's visitor ticked the box before (it is asked once). */
export function legalAccepted(storage: KeyValueStorage): boolean {
  return storage.getItem(STORAGE_KEYS.LEGAL_ACCEPTED) === 'true'
}

/** Remembers the box as the visitor left it: ticked is kept, unticked forgotten. */
export function rememberLegalAccepted(storage: KeyValueStorage, accepted: boolean): void {
  if (accepted) storage.setItem(STORAGE_KEYS.LEGAL_ACCEPTED, 'true')
  else storage.removeItem(STORAGE_KEYS.LEGAL_ACCEPTED)
}

/**
 * Whether the Connect view keeps its wallet list behind "Continue with a wallet": the host asked
 * (collapseWallets), or it shows email login and asked that wallets not be listed beside it (emailShowWallets off).
 */
export function walletsCollapsed(options: Pick<ResolvedOptions, 'features'>, emailOffered: boolean): boolean {
  return options.features.collapseWallets || (emailOffered && !options.features.emailShowWallets)
}
