import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as rootEntry from '@foyer/adapter-solana'
import * as namespaceEntry from '@foyer/adapter-solana/namespace'
import * as testingEntry from '@foyer/adapter-solana/testing'

/**
 * The public surface of @foyer/adapter-solana: every entry of its package.json `exports`, pinned name by name, so a name
 * added or dropped shows in review as a change here. Runtime names only (types leave no trace at run time).
 * After a deliberate change: `npx vitest run --project @foyer/adapter-solana -u packages/adapter-solana/test/exports.test.ts` from the repo root.
 */
describe('@foyer/adapter-solana entries', () => {
  it('the exports map has exactly the entries pinned below', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> }
    expect(Object.keys(manifest.exports)).toEqual(['.', './namespace', './testing'])
  })

  it('@foyer/adapter-solana exports exactly these names', () => {
    expect(Object.keys(rootEntry).sort()).toMatchInlineSnapshot(`
      [
        "EMBEDDED_SOLANA_CONNECTOR_ID",
        "SOLANA_ADDRESS_PATTERN",
        "SOLANA_CLUSTERS",
        "WalletRejectedError",
        "isSolanaWallet",
        "legacySolanaConnector",
        "solanaAdapter",
        "solanaNamespace",
        "solanaNetwork",
        "walletStandardChain",
        "walletStandardConnector",
      ]
    `)
  })

  it('@foyer/adapter-solana/namespace exports exactly these names', () => {
    expect(Object.keys(namespaceEntry).sort()).toMatchInlineSnapshot(`
      [
        "solanaNamespace",
      ]
    `)
  })

  it('@foyer/adapter-solana/testing exports exactly these names', () => {
    expect(Object.keys(testingEntry).sort()).toMatchInlineSnapshot(`
      [
        "createSolanaTestWallet",
        "signWireTransaction",
        "siwsMessageText",
      ]
    `)
  })
})
