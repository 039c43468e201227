import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as rootEntry from '@foyer/react'
import * as serverEntry from '@foyer/react/server'

/**
 * The public surface of @foyer/react: every entry of its package.json `exports`, pinned name by name, so a name
 * added or dropped shows in review as a change here. Runtime names only (types leave no trace at run time).
 * After a deliberate change: `npx vitest run --project react -u packages/react/test/exports.test.ts` from the repo root.
 */
describe('@foyer/react entries', () => {
  it('the exports map has exactly the entries pinned below', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> }
    expect(Object.keys(manifest.exports)).toEqual(['.', './server'])
  })

  it('@foyer/react exports exactly these names', () => {
    expect(Object.keys(rootEntry).sort()).toMatchInlineSnapshot(`
      [
        "AccountButton",
        "ConnectButton",
        "FOYER_PAGE_CSS",
        "FoyerError",
        "FoyerOptionsError",
        "FoyerProvider",
        "FoyerStyles",
        "NetworkButton",
        "createFoyer",
        "useFoyer",
        "useFoyerAccount",
        "useFoyerBalance",
        "useFoyerCallsStatus",
        "useFoyerDisconnect",
        "useFoyerEvents",
        "useFoyerName",
        "useFoyerNetwork",
        "useFoyerProvider",
        "useFoyerRequest",
        "useFoyerSendCalls",
        "useFoyerSendTransaction",
        "useFoyerSignMessage",
        "useFoyerSignTypedData",
        "useFoyerSiwx",
        "useFoyerSolanaTransactions",
        "useFoyerState",
        "useFoyerWriteContract",
        "useMessages",
      ]
    `)
  })

  it('@foyer/react/server exports exactly these names', () => {
    expect(Object.keys(serverEntry).sort()).toMatchInlineSnapshot(`
      [
        "cookieToInitialState",
      ]
    `)
  })
})
