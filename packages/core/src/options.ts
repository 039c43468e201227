import { FoyerError } from '@foyer/auth-frame/protocol'
import * as v from 'valibot'
import type { ChainAdapter } from './chainAdapter.ts'
import { SDK_VERSION } from './constants.ts'
import { THROWN } from './errors.ts'
import { browserLocale, LOCALES, type Locale } from './messages/locales.ts'
import { LOG_LEVELS, type LogLevel } from './log.ts'
import type { SiwxOption, SiwxStrategyParts } from './siwxTypes.ts'
import type { KeyValueStorage } from './storage.ts'
import type { AccountType } from './stores/chains.ts'
import type { CustomWallet } from './stores/connectors.ts'
import type { AppMetadata, ChainNamespace, Network } from './types.ts'
import { CHAIN_NAMESPACES } from './types.ts'
import { DEFAULT_FEATURES, SOCIAL_PROVIDERS, type Features } from './features.ts'
import type { ThemeMode } from './validation.ts'

export { DEFAULT_FEATURES, SOCIAL_PROVIDERS, type Features, type SocialProvider } from './features.ts'

/**
 * Theme variables a host may set; each becomes a CSS custom property on the modal (and its
 * buttons), over Foyer's own: `themeVariables: { '--foyer-accent': '#0f766e' }`.
 */
export interface ThemeVariables {
  /** The accent: primary buttons, links, focus rings. Default `#3f5efb`; text on it is drawn in white or black, whichever reads. */
  '--foyer-accent'?: string
  /** The font stack. Default the system UI font. */
  '--foyer-font-family'?: string
  /** The modal's corner radius (CSS length). Default `20px`. */
  '--foyer-border-radius'?: string
  /** The z-index of the modal's overlay. Default `2147483000`. */
  '--foyer-z-index'?: number | string
  /** Accepted and passed on to the embedded wallet's frame; this version's styles do not mix it in. */
  '--foyer-color-mix'?: string
  /** Accepted with `--foyer-color-mix` (a percent); this version's styles do not use it. */
  '--foyer-color-mix-strength'?: number
}

/** Sign-in with a wallet signature: a whole strategy, or the parts of Foyer's to replace (siwx/siwxTypes.ts). */
export type { SiwxOption }

/**
 * Everything a host developer passes to `createFoyer` (spec §1). Every option is checked when Foyer is created, and a mistake throws a `FoyerOptionsError`
 * naming it.
 *
 * @example
 * createFoyer({
 *   projectId: 'my-app',
 *   apiUrl: 'https://foyer.example.com',
 *   networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'https://eth.example/rpc' })],
 *   adapters: [evmAdapter()],
 * })
 */
export interface FoyerOptions {
  /**
   * The project on the Foyer server (`npm run foyer -- project create`): its allowed origins,
   * logins and limits. Missing: named in the console, and the "Project ID Not Configured" alert in
   * dev mode; the embedded wallet needs one.
   */
  projectId?: string
  /**
   * The networks visitors may use, at least one; each is `evmNetwork(…)` (`evmNetwork(base)` from
   * viem's chain definitions), `solanaNetwork(…)`, … from its adapter. Omitted: the networks the
   * Foyer server serves (`/v1/supported-chains`), in the namespaces of the app's adapters, read
   * through the server's RPC proxy; they arrive after the page starts, so a server-drawn account
   * (`stateCookie`) needs them listed here.
   */
  networks?: readonly [Network, ...Network[]]
  /** The network the modal starts on (one of `networks`). Default: the first of `networks`. */
  defaultNetwork?: Network
  /**
   * Wallet discovery per namespace, e.g. `[evmAdapter(), solanaAdapter()]`. WalletConnect and the
   * embedded wallet are built in. Default `[]`: with none and nothing connected, the modal opens on
   * WalletConnect's QR code (spec §2).
   */
  adapters?: readonly ChainAdapter[]
  /** The app as wallets show it (WalletConnect's proposal, the embedded wallet): name, description, url, icons. Default (@foyer/react): the page's title and origin. */
  metadata?: AppMetadata
  /** Feature flags; each one not set keeps its default (`Features`). */
  features?: Partial<Features>
  /** The SDK's name in analytics and the embedded wallet's requests (spec §7's `st`). Default `'foyer'`. */
  sdkType?: string
  /** The SDK's version in analytics and the embedded wallet's requests (spec §7's `sv`). Default: this package's version. */
  sdkVersion?: string
  /**
   * Base URL of the Foyer server: the wallet registry, balances, the RPC proxy, WalletConnect's
   * relay, email and social login, sign-in, names, activity, NFTs, swaps and buying (a local
   * `npm start` serves `http://127.0.0.1:4400`). Omitted: Foyer runs without a server: browser
   * wallets only (and WalletConnect with a `relayUrl`), the built-in wallet list, balances read from
   * each network's own RPC node; the server's features are not offered. `networks` are then required.
   */
  apiUrl?: string
  /**
   * WalletConnect relay (ws:// or wss://). Default: the Foyer server's own relay, `<apiUrl>/ws`;
   * without `apiUrl`, none (WalletConnect is not offered). Set `wss://relay.walletconnect.org`
   * (with that service's projectId) to use the public relay.
   */
  relayUrl?: string
  /**
   * Where the embedded wallet's frame is served (email and social login): `<authFrameUrl>/auth-frame/`.
   * Default: the Foyer server, `apiUrl`. In production give it a host name of its own.
   */
  authFrameUrl?: string
  /** The embedded wallet's frame logs its messages, and the page logs the ones it drops (console.warn). Default false. */
  enableAuthLogger?: boolean
  /**
   * Show configuration problems (this origin not on the project's allow-list, an unknown or missing
   * projectId) in the modal too; the console always names them. Default: on when the page is served
   * from localhost or another loopback address, off on a deployed site, whose visitors cannot fix them.
   */
  devMode?: boolean
  /** The host's terms of service (http or https), linked from the legal checkbox (features.legalCheckbox). */
  termsConditionsUrl?: string
  /** The host's privacy policy (http or https), linked from the legal checkbox (features.legalCheckbox). */
  privacyPolicyUrl?: string
  /**
   * How much Foyer writes to the console: 'silent', 'error', 'warn' (why a feature is missing, why a
   * connection failed), 'info' or 'debug'. Default: 'warn' where `devMode` is on (localhost), 'error'
   * on a deployed site.
   */
  logLevel?: LogLevel
  /** Wallets that are not in the registry, listed on the Connect view after the registry's featured ones: `{ id, name, image_url?, homepage?, … links }`. */
  customWallets?: readonly CustomWallet[]
  /** Registry wallet ids: list only these (the Connect view's picks, All Wallets and its search). Default: every wallet. */
  includeWalletIds?: readonly string[]
  /** Registry wallet ids never listed. */
  excludeWalletIds?: readonly string[]
  /** Registry wallet ids shown first on the Connect view, in this order. */
  featuredWalletIds?: readonly string[]
  /**
   * Sign-in with a wallet signature: `{}` for Foyer's own (a message checked and kept by the Foyer
   * server), `{ required: true }` to require it (the sign-in view cannot be closed; Cancel
   * disconnects), or your own parts or a whole strategy. Default: off.
   */
  siwx?: SiwxOption
  /** Refused together with siwx: kept so the mistake gets a clear message. */
  siweConfig?: unknown
  /** The modal is part of the page, always shown where `<FoyerProvider>` renders it; closing shows Account or Connect (spec §2). Default false. */
  enableEmbedded?: boolean
  /** A wallet on a network the app does not list stays connected there instead of seeing the UnsupportedChain view. Default false. */
  allowUnsupportedChain?: boolean
  /** Offer network switching, and the UnsupportedChain view when a wallet moves to a network the app does not list. Default true. */
  enableNetworkSwitch?: boolean
  /**
   * The embedded wallet's account type per namespace until the visitor chooses (kept per app):
   * eip155 `'smartAccount'` (where the chain has one, else the wallet's own `'eoa'`) or `'eoa'`;
   * bip122 `'payment'` or `'ordinal'`. It is also the type of an address its wallet does not describe
   * (`allAccounts`). A Bitcoin wallet's account stays its payment address either way: a send spends
   * the account's outputs, and an ordinals address's outputs carry inscriptions a send would spend
   * as fees; its ordinals address is in `allAccounts`, typed `'ordinal'`.
   * Default `{ eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' }`.
   */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /** The modal's theme until `setThemeMode` changes it. Default `'dark'`. */
  themeMode?: ThemeMode
  /** CSS custom properties over Foyer's own (`ThemeVariables`). */
  themeVariables?: ThemeVariables
  /**
   * The language of the modal's texts, numbers and dates. Default: the visitor's, from the browser's
   * languages (`navigator.languages`), English where none is one of Foyer's; a locale's texts load
   * on demand, English's never do.
   */
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
  /**
   * Where Foyer keeps what it remembers across visits (the connection to restore, the active
   * network, recent wallets, the embedded wallet's session and choices). Default: `localStorage`,
   * or memory where the page has none (a server render).
   */
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
  /** The Foyer server; undefined: none (the modal offers only what needs no server). */
  apiUrl: string | undefined
  /** WalletConnect's relay; undefined: none (WalletConnect is not offered). */
  relayUrl: string | undefined
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
  networks: v.optional(v.pipe(v.array(network), v.minLength(1, 'must have at least 1 entry'))),
  adapters: v.optional(v.array(v.object({ namespace, watchConnectors: v.any() }))),
  metadata: v.optional(v.object({ name: v.string(), description: v.string(), url: v.string(), icons: v.array(v.string()) })),
  features: v.optional(v.record(v.string(), v.union([v.boolean(), v.array(v.picklist(SOCIAL_PROVIDERS))]))),
  apiUrl: v.optional(httpUrl),
  relayUrl: v.optional(urlWith(/^wss?:\/\//i, 'a ws:// or wss:// URL')),
  authFrameUrl: v.optional(httpUrl),
  enableAuthLogger: v.optional(v.boolean()),
  devMode: v.optional(v.boolean()),
  logLevel: v.optional(v.picklist(LOG_LEVELS)),
  termsConditionsUrl: v.optional(httpUrl),
  privacyPolicyUrl: v.optional(httpUrl),
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
  if (options.features?.legalCheckbox && !options.termsConditionsUrl && !options.privacyPolicyUrl) throw new FoyerOptionsError(THROWN.LEGAL_CHECKBOX_WITHOUT_URLS)
  const apiUrl = options.apiUrl?.replace(/\/$/, '')
  if (!apiUrl && !options.networks) throw new FoyerOptionsError(THROWN.NO_NETWORKS_WITHOUT_SERVER)
  if (!apiUrl && options.siwx && !ownSiwx(options.siwx)) throw new FoyerOptionsError(THROWN.SIWX_WITHOUT_SERVER)
  return {
    ...options,
    features: { ...DEFAULT_FEATURES, ...options.features },
    apiUrl,
    relayUrl: options.relayUrl ?? (apiUrl && defaultRelayUrl(apiUrl)),
    sdkType: options.sdkType ?? 'foyer',
    sdkVersion: options.sdkVersion ?? SDK_VERSION,
    enableEmbedded: options.enableEmbedded ?? false,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    themeMode: options.themeMode ?? 'dark',
    locale: options.locale ?? browserLocale(),
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...options.defaultAccountTypes },
    requestedAccountTypes: { ...options.defaultAccountTypes },
    maxSwapPriceImpact: options.maxSwapPriceImpact ?? DEFAULT_MAX_SWAP_PRICE_IMPACT,
  }
}

/** Sign-in that needs no Foyer server: a whole strategy of the host's, or Foyer's with the host's own messenger and storage. */
function ownSiwx(siwx: SiwxOption): boolean {
  if ('createMessage' in siwx) return true
  const parts: SiwxStrategyParts = siwx
  return Boolean(parts.messenger && parts.storage)
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
