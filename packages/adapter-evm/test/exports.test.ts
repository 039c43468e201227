import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as rootEntry from '@foyer/adapter-evm'
import * as namespaceEntry from '@foyer/adapter-evm/namespace'
import * as testingEntry from '@foyer/adapter-evm/testing'

/**
 * The public surface of @foyer/adapter-evm: every entry of its package.json `exports`, pinned name by name, so a name
 * added or dropped shows in review as a change here. Runtime names only (types leave no trace at run time).
 * After a deliberate change: `npx vitest run --project @foyer/adapter-evm -u packages/adapter-evm/test/exports.test.ts` from the repo root.
 */
describe('@foyer/adapter-evm entries', () => {
  it('the exports map has exactly the entries pinned below', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> }
    expect(Object.keys(manifest.exports)).toEqual(['.', './namespace', './testing'])
  })

  it('@foyer/adapter-evm exports exactly these names', () => {
    expect(Object.keys(rootEntry).sort()).toMatchInlineSnapshot(`
      [
        "ANNOUNCE_EVENT",
        "ProviderRpcError",
        "REQUEST_EVENT",
        "contractCallProblem",
        "eip1193Connector",
        "eip155Namespace",
        "errorCode",
        "evmAdapter",
        "evmNetwork",
        "toRpcTransaction",
        "transactionInputProblem",
        "typedDataProblem",
      ]
    `)
  })

  it('@foyer/adapter-evm/namespace exports exactly these names', () => {
    expect(Object.keys(namespaceEntry).sort()).toMatchInlineSnapshot(`
      [
        "eip155Namespace",
      ]
    `)
  })

  it('@foyer/adapter-evm/testing exports exactly these names', () => {
    expect(Object.keys(testingEntry).sort()).toMatchInlineSnapshot(`
      [
        "TEST_ACCOUNTS",
        "announceTestWallet",
        "createTestWallet",
      ]
    `)
  })
})
