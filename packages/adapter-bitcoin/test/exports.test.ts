import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as rootEntry from '@foyer/adapter-bitcoin'
import * as namespaceEntry from '@foyer/adapter-bitcoin/namespace'
import * as protocolEntry from '@foyer/adapter-bitcoin/protocol'
import * as testingEntry from '@foyer/adapter-bitcoin/testing'

/**
 * The public surface of @foyer/adapter-bitcoin: every entry of its package.json `exports`, pinned name by name, so a name
 * added or dropped shows in review as a change here. Runtime names only (types leave no trace at run time).
 * After a deliberate change: `npx vitest run --project @foyer/adapter-bitcoin -u packages/adapter-bitcoin/test/exports.test.ts` from the repo root.
 */
describe('@foyer/adapter-bitcoin entries', () => {
  it('the exports map has exactly the entries pinned below', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> }
    expect(Object.keys(manifest.exports)).toEqual(['.', './namespace', './testing', './protocol'])
  })

  it('@foyer/adapter-bitcoin exports exactly these names', () => {
    expect(Object.keys(rootEntry).sort()).toMatchInlineSnapshot(`
      [
        "BITCOIN_NETWORKS",
        "BitcoinSignMessage",
        "EMBEDDED_BITCOIN_CONNECTOR_ID",
        "WalletRejectedError",
        "WrongNetworkError",
        "bitcoinAdapter",
        "bitcoinNamespace",
        "bitcoinNetwork",
        "bitcoinWalletKey",
        "decodeBitcoinAddress",
        "isBitcoinWallet",
        "isUnisatProvider",
        "isWbip004Provider",
        "unisatConnector",
        "walletStandardConnector",
        "wbip004Connector",
      ]
    `)
  })

  it('@foyer/adapter-bitcoin/namespace exports exactly these names', () => {
    expect(Object.keys(namespaceEntry).sort()).toMatchInlineSnapshot(`
      [
        "bitcoinNamespace",
      ]
    `)
  })

  it('@foyer/adapter-bitcoin/testing exports exactly these names', () => {
    expect(Object.keys(testingEntry).sort()).toMatchInlineSnapshot(`
      [
        "bitcoinTestAccount",
        "createStandardBitcoinTestWallet",
        "createTestWalletRegistry",
        "createUnisatTestWallet",
        "createWbip004TestWallet",
        "p2trAddress",
        "p2wpkhAddress",
      ]
    `)
  })

  it('@foyer/adapter-bitcoin/protocol exports exactly these names', () => {
    expect(Object.keys(protocolEntry).sort()).toMatchInlineSnapshot(`
      [
        "BITCOIN_ROUTES",
        "FEE_RATE_NAMES",
        "bitcoinUtxoSchema",
      ]
    `)
  })
})
