import * as z from 'zod/mini'
import type { ChainAdapter } from './connector.ts'
import { SDK_VERSION } from './constants.ts'
import { THROWN } from './errors.ts'
import { LOCALES, type Locale } from './messages/locales.ts'
import type { KeyValueStorage } from './storage.ts'
import type { AccountType } from './stores/chains.ts'
import type { CustomWallet } from './stores/connectors.ts'
import type { AppMetadata, ChainNamespace, Network } from './types.ts'
import { CHAIN_NAMESPACES } from './types.ts'
import type { ThemeMode } from './validation.ts'

export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Feature flags: every one on unless set to false, except the three that are off by default. */
export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  socials: readonly SocialProvider[] | false
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
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
}

/** Theme variables a host may set; each becomes a CSS custom property on the modal. */
export interface ThemeVariables {
  '--foyer-accent'?: string
  '--foyer-font-family'?: string
  '--foyer-border-radius'?: string
  '--foyer-z-index'?: number | string
  '--foyer-color-mix'?: string
  '--foyer-color-mix-strength'?: number
}

/** Sign-in with a wallet signature: the strategy arrives with its own issue; required is its one shared flag. */
export interface SiwxOption {
  required?: boolean
  [key: string]: unknown
}

/** Everything a host developer passes to createFoyer (spec §1). */
export interface FoyerOptions {
  projectId?: string
  networks: readonly [Network, ...Network[]]
  defaultNetwork?: Network
  adapters?: readonly ChainAdapter[]
  metadata?: AppMetadata
  features?: Partial<Features>
  sdkType?: string
  sdkVersion?: string
  /** Base URL of the Foyer server (registry and blockchain API). */
  apiUrl?: string
  /**
   * WalletConnect relay (ws:// or wss://). Default: the Foyer server's own relay, `<apiUrl>/ws`.
   * Set `wss://relay.walletconnect.org` (with that service's projectId) to use the public relay.
   */
  relayUrl?: string
  /**
   * Where the embedded wallet's frame is served (email and social login): `<authFrameUrl>/auth-frame/`.
   * Default: the Foyer server, `apiUrl`.
   */
  authFrameUrl?: string
  /** The embedded wallet's frame logs its messages, and the page logs the ones it drops (console.warn). */
  enableAuthLogger?: boolean
  customWallets?: readonly CustomWallet[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  featuredWalletIds?: readonly string[]
  siwx?: SiwxOption
  /** Refused together with siwx: kept so the mistake gets a clear message. */
  siweConfig?: unknown
  enableEmbedded?: boolean
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** The language of the modal's texts. Default 'en'; another locale's texts load on demand. */
  locale?: Locale
  /** Do not add the modal element to document.body (the host renders it where it likes). */
  disableAppend?: boolean
  storage?: KeyValueStorage
}

/** Options with every default filled in. */
export interface ResolvedOptions extends Omit<FoyerOptions, 'features'> {
  features: Features
  apiUrl: string
  relayUrl: string
  sdkType: string
  sdkVersion: string
  enableEmbedded: boolean
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  themeMode: ThemeMode
  locale: Locale
  defaultAccountTypes: Record<ChainNamespace, AccountType>
}

export const DEFAULT_ACCOUNT_TYPES: Record<ChainNamespace, AccountType> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
}

export const DEFAULT_API_URL = 'http://127.0.0.1:4400'

const namespace = z.enum(CHAIN_NAMESPACES)
const stringList = z.array(z.string().check(z.minLength(1)))
const network = z.object({
  id: z.union([z.number(), z.string().check(z.minLength(1))]),
  caipNetworkId: z.string().check(z.regex(/^[a-z0-9]+:[^:]+$/)),
  chainNamespace: namespace,
  name: z.string().check(z.minLength(1)),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  rpcUrls: z.object({ default: z.object({ http: z.array(z.string()) }) }),
})
const optionsSchema = z.object({
  projectId: z.optional(z.string()),
  networks: z.array(network).check(z.minLength(1)),
  adapters: z.optional(z.array(z.object({ namespace, watchConnectors: z.any() }))),
  metadata: z.optional(
    z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) }),
  ),
  features: z.optional(z.record(z.string(), z.union([z.boolean(), z.array(z.enum(SOCIAL_PROVIDERS))]))),
  apiUrl: z.optional(z.url({ protocol: /^https?$/ })),
  relayUrl: z.optional(z.url({ protocol: /^wss?$/ })),
  authFrameUrl: z.optional(z.url({ protocol: /^https?$/ })),
  enableAuthLogger: z.optional(z.boolean()),
  includeWalletIds: z.optional(stringList),
  excludeWalletIds: z.optional(stringList),
  featuredWalletIds: z.optional(stringList),
  customWallets: z.optional(z.array(z.object({ id: z.string().check(z.minLength(1)), name: z.string().check(z.minLength(1)) }))),
  enableEmbedded: z.optional(z.boolean()),
  allowUnsupportedChain: z.optional(z.boolean()),
  enableNetworkSwitch: z.optional(z.boolean()),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  locale: z.optional(z.enum(LOCALES)),
  themeVariables: z.optional(z.record(z.string().check(z.startsWith('--foyer-')), z.union([z.string(), z.number()]))),
  defaultAccountTypes: z.optional(z.partialRecord(namespace, z.enum(['eoa', 'smartAccount', 'payment', 'ordinal']))),
})

/** Thrown for options a host got wrong; the message names the option and what is wrong with it. */
export class FoyerOptionsError extends Error {
  override name = 'FoyerOptionsError'
}

/** Validates the host's options and fills in the defaults. */
export function resolveOptions(options: FoyerOptions): ResolvedOptions {
  if (options.siwx && options.siweConfig) throw new FoyerOptionsError(THROWN.SIWE_AND_SIWX)
  const parsed = optionsSchema.safeParse(options)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new FoyerOptionsError(`Foyer options: ${issue.path.join('.') || 'options'} ${describeIssue(issue)}`)
  }
  const unknownFeature = Object.keys(options.features ?? {}).find((key) => !Object.hasOwn(DEFAULT_FEATURES, key))
  if (unknownFeature) throw new FoyerOptionsError(`Foyer options: features.${unknownFeature} is not a known feature`)
  const apiUrl = (options.apiUrl ?? DEFAULT_API_URL).replace(/\/$/, '')
  return {
    ...options,
    features: { ...DEFAULT_FEATURES, ...options.features },
    apiUrl,
    relayUrl: options.relayUrl ?? defaultRelayUrl(apiUrl),
    sdkType: options.sdkType ?? 'foyer',
    sdkVersion: options.sdkVersion ?? SDK_VERSION,
    enableEmbedded: options.enableEmbedded ?? false,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    themeMode: options.themeMode ?? 'dark',
    locale: options.locale ?? 'en',
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...options.defaultAccountTypes },
  }
}

/** The Foyer server's own relay: the API's origin and path with ws(s) and `/ws`. */
export function defaultRelayUrl(apiUrl: string): string {
  return `${apiUrl.replace(/^http/, 'ws')}/ws`
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${issue.expected === 'array' ? 'an array' : `a ${issue.expected}`}`
    case 'too_small':
      return issue.origin === 'array' ? `must have at least ${issue.minimum} entry` : `must not be empty`
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
    case 'invalid_format':
      return issue.format === 'url' ? 'must be a URL' : `must match the ${issue.format} format`
    default:
      return 'is not valid'
  }
}
