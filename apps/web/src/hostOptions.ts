import type { FoyerOptions } from '@foyer/react'

export type DemoLocale = NonNullable<FoyerOptions['locale']>
export const LOCALE_NAMES: Record<DemoLocale, string> = { en: 'English', de: 'Deutsch' }

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
}

export const INITIAL_HOST_OPTIONS: HostOptions = {
  themeMode: 'dark',
  accent: '#3f5efb',
  injectedWallets: true,
  allWallets: true,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  locale: 'en',
}

/** The initial options, with the locale of the page's `?locale=` when it is one Foyer speaks. */
export function initialHostOptions(search: string): HostOptions {
  const locale = new URLSearchParams(search).get('locale')
  return locale && Object.hasOwn(LOCALE_NAMES, locale) ? { ...INITIAL_HOST_OPTIONS, locale: locale as DemoLocale } : INITIAL_HOST_OPTIONS
}

export const ACCENTS = ['#3f5efb', '#8b5cf6', '#e4458b', '#f08a24', '#1fae7a'] as const

export function toFoyerOptions(host: HostOptions): Partial<FoyerOptions> {
  return {
    themeMode: host.themeMode,
    themeVariables: { '--foyer-accent': host.accent },
    features: { allWallets: host.allWallets },
    enableNetworkSwitch: host.enableNetworkSwitch,
    allowUnsupportedChain: host.allowUnsupportedChain,
    locale: host.locale,
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
    `  features: { allWallets: ${host.allWallets} },`,
    `  enableNetworkSwitch: ${host.enableNetworkSwitch},`,
    `  allowUnsupportedChain: ${host.allowUnsupportedChain},`,
    `  locale: '${host.locale}',`,
    '})',
  ].join('\n')
}
