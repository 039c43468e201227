import { FoyerError } from '@foyer/auth-frame/protocol'
import * as v from 'valibot'
import type { ChainAdapter } from './chainAdapter.ts'
import { SDK_VERSION } from './constants.ts'
import { THROWN } from './errors.ts'
import { LOCALES, type Locale } from './messages/locales.ts'
import type { SiwxOption } from './siwxTypes.ts'
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
  /** The Account view offers an eip155 account without a name to register one under the server's zone. */
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

/** Theme variables a host may set; each becomes a CSS custom property on the modal. */
export interface ThemeVariables {
  '--foyer-accent'?: string
  '--foyer-font-family'?: string
  '--foyer-border-radius'?: string
  '--foyer-z-index'?: number | string
  '--foyer-color-mix'?: string
  '--foyer-color-mix-strength'?: number
}

/** Sign-in with a wallet signature: a whole strategy, or the parts of Foyer's to replace (siwx/siwxTypes.ts). */
export type { SiwxOption }

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
  /**
   * Show configuration problems (this origin not on the project's allow-list, an unknown or missing
   * projectId) in the modal too; the console always names them. Default: on when the page is served
   * from localhost or another loopback address, off on a deployed site, whose visitors cannot fix them.
   */
  devMode?: boolean
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
  /**
   * A Content-Security-Policy nonce for the `<style>` elements Foyer adds (`style-src 'nonce-…'`);
   * render `<FoyerStyles />` on the server with the same nonce for styled buttons before hydration.
   */
  cspNonce?: string
  /**
   * Keep a small `foyer_state` cookie (the active namespace and each connected CAIP-10 account;
   * never a token) so a server render can draw a returning visitor's account instead of "Connect
   * Wallet": read it with `cookieToInitialState(cookieHeader)` and pass the result to
   * `<FoyerProvider initialState>`. Cleared on disconnect. Default false.
   */
  stateCookie?: boolean
  storage?: KeyValueStorage
  /**
   * The most a swap may lose on Review, in percent: its price impact or the fiat value lost at the
   * minimum received, whichever is larger. Above it Swap is refused. Default 50; `false` turns the
   * ceiling off (a swap losing 15 % or more still needs a second press on "Swap anyway").
   */
  maxSwapPriceImpact?: number | false
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
  /** The account types the host set itself (its `defaultAccountTypes`): a smart account it asked for where none is served is reported. */
  requestedAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  maxSwapPriceImpact: number | false
}

export const DEFAULT_ACCOUNT_TYPES: Record<ChainNamespace, AccountType> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
}

export const DEFAULT_API_URL = 'http://127.0.0.1:4400'
/** The default ceiling on a swap's loss in percent (swap/swapRisk.ts DEFAULT_MAX_SWAP_LOSS_PERCENT: options load with the page, the swap rules with the views). */
export const DEFAULT_MAX_SWAP_PRICE_IMPACT = 50

// The options are checked with valibot, not zod as every other boundary is: they are checked on the
// page's first load, where zod's core costs ~10 KB gzip and valibot's few functions ~3 KB.
const nonEmpty = v.pipe(v.string(), v.minLength(1, 'must not be empty'))
const namespace = v.picklist(CHAIN_NAMESPACES)
const stringList = v.array(nonEmpty)
const urlWith = (protocols: RegExp, described: string) => v.pipe(v.string(), v.url('must be a URL'), v.regex(protocols, `must be ${described}`))
const httpUrl = urlWith(/^https?:\/\//i, 'an http:// or https:// URL')
const network = v.object({
  id: v.union([v.number(), nonEmpty]),
  caipNetworkId: v.pipe(v.string(), v.regex(/^[a-z0-9]+:[^:]+$/, 'must be a CAIP-2 id (namespace:reference)')),
  chainNamespace: namespace,
  name: nonEmpty,
  nativeCurrency: v.object({ name: v.string(), symbol: v.string(), decimals: v.number() }),
  rpcUrls: v.object({ default: v.object({ http: v.array(v.string()) }) }),
})
const optionsSchema = v.object({
  projectId: v.optional(v.string()),
  networks: v.pipe(v.array(network), v.minLength(1, 'must have at least 1 entry')),
  adapters: v.optional(v.array(v.object({ namespace, watchConnectors: v.any() }))),
  metadata: v.optional(v.object({ name: v.string(), description: v.string(), url: v.string(), icons: v.array(v.string()) })),
  features: v.optional(v.record(v.string(), v.union([v.boolean(), v.array(v.picklist(SOCIAL_PROVIDERS))]))),
  apiUrl: v.optional(httpUrl),
  relayUrl: v.optional(urlWith(/^wss?:\/\//i, 'a ws:// or wss:// URL')),
  authFrameUrl: v.optional(httpUrl),
  enableAuthLogger: v.optional(v.boolean()),
  devMode: v.optional(v.boolean()),
  includeWalletIds: v.optional(stringList),
  excludeWalletIds: v.optional(stringList),
  featuredWalletIds: v.optional(stringList),
  customWallets: v.optional(v.array(v.object({ id: nonEmpty, name: nonEmpty }))),
  enableEmbedded: v.optional(v.boolean()),
  allowUnsupportedChain: v.optional(v.boolean()),
  enableNetworkSwitch: v.optional(v.boolean()),
  themeMode: v.optional(v.picklist(['light', 'dark'])),
  locale: v.optional(v.picklist(LOCALES)),
  stateCookie: v.optional(v.boolean()),
  cspNonce: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/_=-]{8,256}$/, 'must be a base64 nonce of 8 to 256 characters'))),
  themeVariables: v.optional(v.record(v.pipe(v.string(), v.startsWith('--foyer-', 'must start with --foyer-')), v.union([v.string(), v.number()]))),
  defaultAccountTypes: v.optional(v.record(namespace, v.picklist(['eoa', 'smartAccount', 'payment', 'ordinal']))),
  maxSwapPriceImpact: v.optional(
    v.union([
      v.literal(false),
      v.pipe(
        v.number(),
        v.finite('must be a percent above 0 and at most 100, or false'),
        v.gtValue(0, 'must be a percent above 0 and at most 100, or false'),
        v.maxValue(100, 'must be a percent above 0 and at most 100, or false'),
      ),
    ]),
  ),
})

/** Thrown for options a host got wrong; the message names the option and what is wrong with it. */
export class FoyerOptionsError extends FoyerError {
  override name = 'FoyerOptionsError'
}

/** Validates the host's options and fills in the defaults. */
export function resolveOptions(options: FoyerOptions): ResolvedOptions {
  if (options.siwx && options.siweConfig) throw new FoyerOptionsError(THROWN.SIWE_AND_SIWX)
  const parsed = v.safeParse(optionsSchema, options, { abortEarly: true })
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const path = issue.path?.map((item) => String(item.key)).join('.')
    throw new FoyerOptionsError(`Foyer options: ${path || 'options'} ${describeIssue(issue)}`)
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
    requestedAccountTypes: { ...options.defaultAccountTypes },
    maxSwapPriceImpact: options.maxSwapPriceImpact ?? DEFAULT_MAX_SWAP_PRICE_IMPACT,
  }
}

/** The Foyer server's own relay: the API's origin and path with ws(s) and `/ws`. */
export function defaultRelayUrl(apiUrl: string): string {
  return `${apiUrl.replace(/^http/, 'ws')}/ws`
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  // A check of ours carries its own wording; a schema's issue is worded from its type, a missing
  // option from the type its schema asks for.
  if (issue.kind === 'validation') return issue.message
  const missing = issue.path?.at(-1)?.origin === 'key' && issue.received === 'undefined'
  const type = missing ? schemaAt(issue.path!) : issue.type
  switch (type) {
    case 'array':
    case 'object':
      return `must be an ${type}`
    case 'string':
    case 'number':
    case 'boolean':
      return `must be a ${type}`
    case 'picklist':
      return `must be one of ${issue.expected
        ?.replace(/^\(|\)$/g, '')
        .split(' | ')
        .join(', ')}`
    default:
      return 'is not valid'
  }
}

/** The type the options schema asks for at a path (of object keys and array items). */
function schemaAt(path: readonly v.IssuePathItem[]): string | undefined {
  let schema: { type: string; entries?: Record<string, unknown>; item?: unknown; wrapped?: unknown } | undefined = optionsSchema
  for (const item of path) {
    while (schema?.wrapped) schema = schema.wrapped as typeof schema
    schema = (schema?.entries?.[String(item.key)] ?? schema?.item) as typeof schema
  }
  return schema?.type
}
