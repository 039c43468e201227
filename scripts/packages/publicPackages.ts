/**
 * The packages a host installs, in build order (each after the ones it imports), with the entry
 * points each publishes: `subpath` as the host imports it, `source` in the package's src/.
 */
export interface PublicPackage {
  /** The folder under packages/. */
  folder: string
  name: string
  entries: { subpath: string; source: string }[]
  /** Modules React Server Components must treat as client code: their built file starts with 'use client'. */
  clientEntries?: string[]
}

export const PUBLIC_PACKAGES: readonly PublicPackage[] = [
  { folder: 'auth-frame', name: '@foyer/auth-frame', entries: [{ subpath: './protocol', source: 'protocol/index.ts' }] },
  {
    folder: 'core',
    name: '@foyer/core',
    entries: [
      { subpath: '.', source: 'index.ts' },
      { subpath: './internal', source: 'internal.ts' },
      { subpath: './protocol', source: 'protocol/index.ts' },
      { subpath: './testing', source: 'testing/index.ts' },
    ],
  },
  {
    folder: 'walletconnect',
    name: '@foyer/walletconnect',
    entries: [
      { subpath: '.', source: 'index.ts' },
      { subpath: './connector', source: 'connector/index.ts' },
    ],
  },
  {
    folder: 'adapter-evm',
    name: '@foyer/adapter-evm',
    entries: [
      { subpath: '.', source: 'index.ts' },
      { subpath: './namespace', source: 'eip155/eip155Namespace.ts' },
      { subpath: './testing', source: 'testing/testWallet.ts' },
    ],
  },
  {
    folder: 'adapter-solana',
    name: '@foyer/adapter-solana',
    entries: [
      { subpath: '.', source: 'index.ts' },
      { subpath: './namespace', source: 'solana/solanaNamespace.ts' },
      { subpath: './testing', source: 'testing/testWallet.ts' },
    ],
  },
  {
    folder: 'adapter-bitcoin',
    name: '@foyer/adapter-bitcoin',
    entries: [
      { subpath: '.', source: 'index.ts' },
      { subpath: './namespace', source: 'bip122/bitcoinNamespace.ts' },
      { subpath: './testing', source: 'testing/index.ts' },
    ],
  },
  {
    folder: 'adapter-polkadot',
    name: '@foyer/adapter-polkadot',
    entries: [
      { subpath: '.', source: 'index.ts' },
      { subpath: './namespace', source: 'polkadot/polkadotNamespace.ts' },
      { subpath: './testing', source: 'testing/index.ts' },
    ],
  },
  {
    folder: 'react',
    name: '@foyer/react',
    entries: [
      { subpath: '.', source: 'index.ts' },
      { subpath: './server', source: 'server.ts' },
    ],
    clientEntries: ['index.ts'],
  },
  { folder: 'wagmi', name: '@foyer/wagmi', entries: [{ subpath: '.', source: 'index.ts' }] },
  // Server-side only: a host's backend checks a Foyer sign-in session with it; test wallets sign Bitcoin messages with its BIP-322 signer; ./ss58 (Polkadot addresses) is plain code a client may load too.
  {
    folder: 'siwx-verify',
    name: '@foyer/siwx-verify',
    entries: [
      { subpath: '.', source: 'index.ts' },
      { subpath: './bip322-signer', source: 'bip322Signer.ts' },
      { subpath: './ss58', source: 'ss58Address.ts' },
    ],
  },
]

/** `protocol/index.ts` → `protocol/index` (the built file's path without its extension). */
export function builtPath(source: string): string {
  return source.replace(/\.tsx?$/, '')
}
