import type { FoyerOptions } from '@foyer/react'

export type DemoLocale = NonNullable<FoyerOptions['locale']>
/** Each locale in its own language, as a language picker names them. */
export const LOCALE_NAMES: Record<DemoLocale, string> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  ms: 'Bahasa Melayu',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文（香港）',
  'zh-TW': '繁體中文（台灣）',
}

/** The host options the landing page lets a visitor change, and how they read as code. */
export interface HostOptions {
  themeMode: 'dark' | 'light'
  accent: string
  /** The EVM adapter (browser wallets); without any adapter the modal opens on the WalletConnect QR code. */
  injectedWallets: boolean
  allWallets: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  /** The modal's language; `?locale=de` in the page's address picks it at load. */
  locale: DemoLocale
  /** Sign-in with the wallet (SIWX): off, offered after connecting, or required; `?siwx=required` picks it at load. */
  signIn: SignInMode
  /** The terms and privacy box on Connect (features.legalCheckbox); `?legalCheckbox=1` at load. */
  legalCheckbox: boolean
  /** The wallet list behind "Continue with a wallet" (features.collapseWallets); `?collapseWallets=1` at load. */
  collapseWallets: boolean
  /** Wallets listed beside email login (features.emailShowWallets); `?emailShowWallets=0` at load. */
  emailShowWallets: boolean
}

/** The host options that are switches, as the page's address may set them at load (`?name=1` or `?name=0`). */
const SWITCHES_FROM_ADDRESS = ['legalCheckbox', 'collapseWallets', 'emailShowWallets'] as const

export const SIGN_IN_MODES = ['off', 'optional', 'required'] as const
export type SignInMode = (typeof SIGN_IN_MODES)[number]

export const INITIAL_HOST_OPTIONS: HostOptions = {
  themeMode: 'dark',
  accent: '#3f5efb',
  injectedWallets: true,
  allWallets: true,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  locale: 'en',
  signIn: 'off',
  legalCheckbox: false,
  collapseWallets: false,
  emailShowWallets: true,
}

/** The initial options, with the page's `?locale=` when it is one Foyer speaks and its `?siwx=` when it is a sign-in mode. */
export function initialHostOptions(search: string): HostOptions {
  const params = new URLSearchParams(search)
  const locale = params.get('locale')
  const signIn = params.get('siwx')
  return {
    ...INITIAL_HOST_OPTIONS,
    ...(locale && Object.hasOwn(LOCALE_NAMES, locale) && { locale: locale as DemoLocale }),
    ...(signIn && (SIGN_IN_MODES as readonly string[]).includes(signIn) && { signIn: signIn as SignInMode }),
    ...Object.fromEntries(SWITCHES_FROM_ADDRESS.filter((name) => params.get(name) === '1' || params.get(name) === '0').map((name) => [name, params.get(name) === '1'])),
  }
}

/** The demo's own terms and privacy pages (public/), which the legal box links to. */
export function demoLegalPages(origin: string): { termsConditionsUrl: string; privacyPolicyUrl: string } {
  return { termsConditionsUrl: `${origin}/terms.html`, privacyPolicyUrl: `${origin}/privacy.html` }
}

export const ACCENTS = ['#3f5efb', '#8b5cf6', '#e4458b', '#f08a24', '#1fae7a'] as const

export function toFoyerOptions(host: HostOptions, origin: string): Partial<FoyerOptions> {
  return {
    themeMode: host.themeMode,
    themeVariables: { '--foyer-accent': host.accent },
    features: { allWallets: host.allWallets, legalCheckbox: host.legalCheckbox, collapseWallets: host.collapseWallets, emailShowWallets: host.emailShowWallets },
    ...(host.legalCheckbox && demoLegalPages(origin)),
    enableNetworkSwitch: host.enableNetworkSwitch,
    allowUnsupportedChain: host.allowUnsupportedChain,
    locale: host.locale,
    // Foyer's own strategy: its server issues the nonce, verifies the signature and keeps the session.
    ...(host.signIn !== 'off' && { siwx: { required: host.signIn === 'required' } }),
  }
}

/** The createFoyer call a host developer would write for these options. */
export function optionsSnippet(host: HostOptions): string {
  return [
    'const foyer = createFoyer({',
    "  projectId: 'foyer-dev',",
    '  networks: [devnet, devnetL2],',
    `  adapters: [${host.injectedWallets ? 'evmAdapter()' : ''}],`,
    `  themeMode: '${host.themeMode}',`,
    `  themeVariables: { '--foyer-accent': '${host.accent}' },`,
    `  features: { allWallets: ${host.allWallets}${host.legalCheckbox ? ', legalCheckbox: true' : ''}${host.collapseWallets ? ', collapseWallets: true' : ''}${host.emailShowWallets ? '' : ', emailShowWallets: false'} },`,
    ...(host.legalCheckbox ? ["  termsConditionsUrl: 'https://example.com/terms',", "  privacyPolicyUrl: 'https://example.com/privacy',"] : []),
    `  enableNetworkSwitch: ${host.enableNetworkSwitch},`,
    `  allowUnsupportedChain: ${host.allowUnsupportedChain},`,
    `  locale: '${host.locale}',`,
    ...(host.signIn === 'off' ? [] : [`  siwx: { required: ${host.signIn === 'required'} },`]),
    '})',
  ].join('\n')
}
