import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as protocolEntry from '@foyer/auth-frame/protocol'
import * as buildEntry from '@foyer/auth-frame/build'

/**
 * The public surface of @foyer/auth-frame: every entry of its package.json `exports`, pinned name by name, so a name
 * added or dropped shows in review as a change here. Runtime names only (types leave no trace at run time).
 * After a deliberate change: `npx vitest run --project @foyer/auth-frame -u packages/auth-frame/test/exports.test.ts` from the repo root.
 */
describe('@foyer/auth-frame entries', () => {
  it('the exports map has exactly the entries pinned below', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> }
    expect(Object.keys(manifest.exports)).toEqual(['./protocol', './build'])
  })

  it('@foyer/auth-frame/protocol exports exactly these names', () => {
    expect(Object.keys(protocolEntry).sort()).toMatchInlineSnapshot(`
      [
        "ACCOUNT_TYPES",
        "APP_EVENTS",
        "APP_EVENT_NAMES",
        "APP_EVENT_PREFIX",
        "AUTH_API_PREFIX",
        "AUTH_ERROR_CODES",
        "AUTH_ROUTES",
        "DEVICE_HEADER",
        "FRAME_EVENT_PREFIX",
        "FRAME_PATH",
        "FRAME_PROTOCOL_VERSION",
        "FoyerError",
        "FrameRequestError",
        "OAUTH_PROVIDERS",
        "POLKADOT_DESCRIBE_TRANSACTION",
        "SAFE_RPC_METHODS",
        "SOCIAL_RESULT_MESSAGE",
        "SOCIAL_RESULT_PARAM",
        "TIMED_APP_EVENTS",
        "UNOFFERED_METHOD_ERROR",
        "UNOFFERED_RPC_METHODS",
        "UNSAFE_RPC_METHODS",
        "appEventName",
        "appMessage",
        "authUserSchema",
        "contentHeightMessageSchema",
        "deviceIdSchema",
        "emailSchema",
        "escapeMessageSchema",
        "frameContentHeight",
        "frameErrorSchema",
        "frameEscape",
        "frameFailure",
        "frameQuerySchema",
        "frameReady",
        "frameSuccess",
        "isUnofferedRpcMethod",
        "otpSchema",
        "parseAppMessage",
        "parseFrameMessage",
        "polkadotTransactionReadingSchema",
        "preferredAccountTypeSchema",
        "projectQuerySchema",
        "readyMessageSchema",
        "rpcMethodClass",
        "sessionAnswerSchema",
        "socialLoginProviderSchema",
        "socialResultMessageSchema",
      ]
    `)
  })

  it('@foyer/auth-frame/build exports exactly these names', () => {
    expect(Object.keys(buildEntry).sort()).toMatchInlineSnapshot(`
      [
        "AUTH_FRAME_DIST",
        "buildAuthFrame",
      ]
    `)
  })
})
