/** The host's feature flags (spec §9) and their defaults. */

export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/**
 * Feature flags (spec §9): every one on unless set to false, except `legalCheckbox`,
 * `smartSessions` and `collapseWallets`, which are off. Set only the ones to change:
 * `features: { swaps: false, socials: ['google', 'github'] }`. An unknown name is refused.
 */
export interface Features {
  /** The Account view offers Swap where the server swaps on the network (eip155). Default true. */
  swaps: boolean
  /** The Account view offers Buy (onramp: card or bank account) where a provider serves the network. Default true. */
  onramp: boolean
  /** The Account view offers Receive: the address as text and a QR code. Default true. */
  receive: boolean
  /** The Account view offers Send: the native currency and tokens, with a review of the network fee. Default true. */
  send: boolean
  /** Email login through the embedded wallet (needs a `projectId` and a server that sends login mail). Default true. */
  email: boolean
  /** With email login offered, the Connect view lists the wallets too; false puts them behind "Continue with a wallet". Default true. */
  emailShowWallets: boolean
  /**
   * Social logins through the embedded wallet, in the order listed; `false` or `[]` for none.
   * Providers the server has no credentials for are left out (and named in the console).
   * Default: every one of `SOCIAL_PROVIDERS`.
   */
  socials: readonly SocialProvider[] | false
  /** The Account view's Activity tab: the account's transactions on the active network. Default true. */
  history: boolean
  /** Spec §7's modal events are sent to the server's analytics (`onEvent` listeners get them either way). Default true. */
  analytics: boolean
  /** The Connect view's "All Wallets" entry: the registry's whole list, with search. Default true. */
  allWallets: boolean
  /**
   * The Connect view asks the visitor to agree to the host's `termsConditionsUrl` and
   * `privacyPolicyUrl` (a box to tick, remembered in this browser) before any wallet or login can be
   * used. Needs at least one of the two URLs. Default false.
   */
  legalCheckbox: boolean
  /**
   * Spec §9's flag for ERC-7715 session keys. This version offers none whatever it says: the
   * embedded wallet refuses `wallet_grantPermissions` with 4200. Default false.
   */
  smartSessions: boolean
  /** The Connect view's wallet list waits behind one "Continue with a wallet" button. Default false. */
  collapseWallets: boolean
  /** The Account view offers an eip155 account without a name to register one under the server's zone. Default true. */
  accountNames: boolean
}

export const DEFAULT_FEATURES: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: SOCIAL_PROVIDERS,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  accountNames: true,
}
