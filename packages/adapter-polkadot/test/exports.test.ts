import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as rootEntry from '@foyer/adapter-polkadot'
import * as namespaceEntry from '@foyer/adapter-polkadot/namespace'
import * as testingEntry from '@foyer/adapter-polkadot/testing'
import * as transactionEntry from '@foyer/adapter-polkadot/transaction'

/**
 * The public surface of @foyer/adapter-polkadot: every entry of its package.json `exports`, pinned name by name, so a name
 * added or dropped shows in review as a change here. Runtime names only (types leave no trace at run time).
 * After a deliberate change: `npx vitest run --project @foyer/adapter-polkadot -u packages/adapter-polkadot/test/exports.test.ts` from the repo root.
 */
describe('@foyer/adapter-polkadot entries', () => {
  it('the exports map has exactly the entries pinned below', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> }
    expect(Object.keys(manifest.exports)).toEqual(['.', './namespace', './testing', './transaction'])
  })

  it('@foyer/adapter-polkadot exports exactly these names', () => {
    expect(Object.keys(rootEntry).sort()).toMatchInlineSnapshot(`
      [
        "POLKADOT_NETWORKS",
        "WalletRejectedError",
        "decodeSs58",
        "encodeSs58",
        "injectedConnector",
        "isInjectedWindowProvider",
        "polkadotAdapter",
        "polkadotNamespace",
        "polkadotNetwork",
        "polkadotWalletName",
        "ss58PrefixOf",
      ]
    `)
  })

  it('@foyer/adapter-polkadot/namespace exports exactly these names', () => {
    expect(Object.keys(namespaceEntry).sort()).toMatchInlineSnapshot(`
      [
        "polkadotNamespace",
      ]
    `)
  })

  it('@foyer/adapter-polkadot/testing exports exactly these names', () => {
    expect(Object.keys(testingEntry).sort()).toMatchInlineSnapshot(`
      [
        "createPolkadotTestExtension",
        "polkadotMiniSecret",
        "polkadotTestKey",
        "wrapBytes",
      ]
    `)
  })
  it('@foyer/adapter-polkadot/transaction exports exactly these names', () => {
    expect(Object.keys(transactionEntry).sort()).toMatchInlineSnapshot(`
      [
        "KNOWN_SIGNED_EXTENSIONS",
        "readSignerPayload",
        "signedExtrinsic",
        "signingPayloadBytes",
      ]
    `)
  })
})
