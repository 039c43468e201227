import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as rootEntry from '@foyer/walletconnect'
import * as connectorEntry from '@foyer/walletconnect/connector'

/**
 * The public surface of @foyer/walletconnect: every entry of its package.json `exports`, pinned name by name, so a name
 * added or dropped shows in review as a change here. Runtime names only (types leave no trace at run time).
 * After a deliberate change: `npx vitest run --project @foyer/walletconnect -u packages/walletconnect/test/exports.test.ts` from the repo root.
 */
describe('@foyer/walletconnect entries', () => {
  it('the exports map has exactly the entries pinned below', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> }
    expect(Object.keys(manifest.exports)).toEqual(['.', './connector'])
  })

  it('@foyer/walletconnect exports exactly these names', () => {
    expect(Object.keys(rootEntry).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULT_STORAGE_PREFIX",
        "ENVELOPE_TYPE_0",
        "ENVELOPE_TYPE_1",
        "ENVELOPE_TYPE_2",
        "EnvelopeError",
        "INTERNAL_ERROR_MESSAGES",
        "InvalidPairingUriError",
        "JWT_HEADER",
        "NoAnswerError",
        "PAIRING_URI_TTL_SECONDS",
        "RELAY_JWT_TTL_SECONDS",
        "RelayAuthError",
        "RelayError",
        "SDK_ERROR_MESSAGES",
        "WalletConnectError",
        "buildApprovedNamespaces",
        "chainsOfAccounts",
        "clientIdFromSeed",
        "createDappClient",
        "createMemoryStorage",
        "createRelayClient",
        "createWalletClient",
        "decryptEnvelope",
        "deriveSymKey",
        "deriveType1SymKey",
        "encryptEnvelope",
        "formatPairingUri",
        "formatRelayUrl",
        "fromBase64",
        "fromBase64Url",
        "fromHex",
        "fromUtf8",
        "generateClientSeed",
        "generateKeyPair",
        "generateSymKey",
        "hashMessage",
        "hashMessageAsync",
        "internalError",
        "isConformingNamespaces",
        "isEventAllowed",
        "isPairingUriExpired",
        "isRequestAllowed",
        "mergeRequiredAndOptionalNamespaces",
        "parsePairingUri",
        "payloadId",
        "publicKeyFromClientId",
        "readEnvelope",
        "relayRequestId",
        "sdkError",
        "sessionChains",
        "sha256Hex",
        "sha256HexAsync",
        "signRelayJwt",
        "subscriptionId",
        "subscriptionIdAsync",
        "toBase64",
        "toBase64Url",
        "toHex",
        "topicFromSymKey",
        "topicFromSymKeyAsync",
        "utf8",
        "validateProposalNamespaces",
        "validateSessionNamespaces",
        "verifyRelayJwt",
      ]
    `)
  })

  it('@foyer/walletconnect/connector exports exactly these names', () => {
    expect(Object.keys(connectorEntry).sort()).toMatchInlineSnapshot(`
      [
        "BIP122_EVENTS",
        "BIP122_METHODS",
        "ConnectAbortedError",
        "EIP155_EVENTS",
        "EIP155_METHODS",
        "POLKADOT_EVENTS",
        "POLKADOT_METHODS",
        "SOLANA_METHODS",
        "WALLET_CONNECT_CONNECTOR_ID",
        "createWalletConnectConnector",
        "createWalletConnectConnectors",
        "proposalNamespaces",
        "walletConnectAdapter",
      ]
    `)
  })
})
