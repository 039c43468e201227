import type { FoyerOptions } from '@foyer/react'

/** The host options the landing page lets a visitor change, and how they read as code. */
export interface HostOptions {
  themeMode: 'dark' | 'light'
  accent: string
  /** The EVM adapter (browser wallets); without any adapter the modal opens on the WalletConnect QR code. */
  injectedWallets: boolean
  allWallets: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
}

export const INITIAL_HOST_OPTIONS: HostOptions = {
  themeMode: 'dark',
  accent: '#3f5efb',
  injectedWallets: true,
  allWallets: true,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
}

export const ACCENTS = ['#3f5efb', '#8b5cf6', '#e4458b', '#f08a24', '#1fae7a'] as const

export function toFoyerOptions(host: HostOptions): Partial<FoyerOptions> {
  return {
    themeMode: host.themeMode,
    themeVariables: { '--foyer-accent': host.accent },
    features: { allWallets: host.allWallets },
    enableNetworkSwitch: host.enableNetworkSwitch,
    allowUnsupportedChain: host.allowUnsupportedChain,
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
    '})',
  ].join('\n')
}
