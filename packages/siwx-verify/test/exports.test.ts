import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as rootEntry from '@foyer/siwx-verify'
import * as signerEntry from '@foyer/siwx-verify/bip322-signer'
import * as ss58Entry from '@foyer/siwx-verify/ss58'

/**
 * The public surface of @foyer/siwx-verify: every entry of its package.json `exports`, pinned name by name, so a name
 * added or dropped shows in review as a change here. Runtime names only (types leave no trace at run time).
 * After a deliberate change: `npx vitest run --project @foyer/siwx-verify -u packages/siwx-verify/test/exports.test.ts` from the repo root.
 */
describe('@foyer/siwx-verify entries', () => {
  it('the exports map has exactly the entries pinned below', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> }
    expect(Object.keys(manifest.exports)).toEqual(['.', './bip322-signer', './ss58'])
  })

  it('@foyer/siwx-verify exports exactly these names', () => {
    expect(Object.keys(rootEntry).sort()).toMatchInlineSnapshot(`
      [
        "CACAO_SIGNATURE_TYPES",
        "CLOCK_SKEW_MS",
        "ChainUnavailableError",
        "FoyerServerUnavailableError",
        "MAX_MESSAGE_LENGTH",
        "SESSION_STATUSES",
        "SIWX_NAMESPACES",
        "SIWX_NAMESPACE_RULES",
        "cacaoOf",
        "cacaoPayloadSchema",
        "cacaoSchema",
        "messageHash",
        "namespaceOfChainId",
        "polkadotSignedBytes",
        "readSignInMessage",
        "redeemProof",
        "redeemedSessionSchema",
        "revokeMessage",
        "signInTimeProblem",
        "siwxDataSchema",
        "siwxSessionSchema",
        "verifyAccountSignature",
        "verifyBip322Simple",
        "verifyFoyerSession",
        "verifyPolkadotSignature",
        "verifySessionSignature",
      ]
    `)
  })

  it('@foyer/siwx-verify/bip322-signer exports exactly these names', () => {
    expect(Object.keys(signerEntry).sort()).toMatchInlineSnapshot(`
      [
        "signBip322Simple",
      ]
    `)
  })

  it('@foyer/siwx-verify/ss58 exports exactly these names', () => {
    expect(Object.keys(ss58Entry).sort()).toMatchInlineSnapshot(`
      [
        "MAX_SS58_PREFIX",
        "encodeSs58Address",
        "readSs58Address",
        "ss58AddressProblem",
      ]
    `)
  })
})
