import { describe, expect, it } from 'vitest'
import {
  ALERTS,
  PROVIDER_ERRORS,
  RPC_ERROR_CODES,
  SNACKBARS,
  THROWN,
  WALLET_PROTOCOL_ERRORS,
  WALLET_PROTOCOL_INTERNAL_ERRORS,
  httpStatusMessage,
  isUserRejection,
  tryAgainAfterMessage,
} from '../src/errors.ts'

describe('alert keys (spec §8)', () => {
  it('the catalogue has exactly the six alert keys of the spec', () => {
    expect(Object.keys(ALERTS).sort()).toEqual(
      ['SWITCH_NETWORK_NOT_FOUND', 'INVALID_APP_CONFIGURATION', 'SOCIALS_TIMEOUT', 'JWT_TOKEN_NOT_VALID', 'INVALID_PROJECT_ID', 'PROJECT_ID_NOT_CONFIGURED'].sort(),
    )
  })

  it('the alert texts the spec gives are spelled as the spec spells them', () => {
    expect(ALERTS.SWITCH_NETWORK_NOT_FOUND.shortMessage).toBe('Network Not Found')
    expect(ALERTS.JWT_TOKEN_NOT_VALID.shortMessage).toBe('Session Expired')
    expect(ALERTS.INVALID_APP_CONFIGURATION.shortMessage).toBe('Invalid App Configuration')
  })

  it('the socials timeout alert points at the domain allowlist', () => {
    expect(ALERTS.SOCIALS_TIMEOUT.longMessage).toMatch(/allowlist/)
  })

  it('every alert has a short and a long message', () => {
    for (const alert of Object.values(ALERTS)) {
      expect(alert.shortMessage.length).toBeGreaterThan(0)
      expect(alert.longMessage.length).toBeGreaterThan(alert.shortMessage.length)
    }
  })
})

describe('provider error mappings (spec §8)', () => {
  it('the provider messages are the spec texts', () => {
    expect(Object.values(PROVIDER_ERRORS).sort()).toEqual(['Unauthorized: origin not allowed', 'JWT validation error: JWT Token is not yet valid', 'Unauthorized: invalid key'].sort())
  })
})

describe('snackbar texts (spec §8)', () => {
  it.each([
    'Token Balance Unavailable',
    'Transaction started',
    'Something went wrong',
    'Failed to send transaction. Please try again.',
    'Failed to fetch transactions',
    'A problem occurred while trying initialize authentication',
    'Signature declined',
    'This application might not support Smart Accounts',
    'Authenticating...',
  ])('the snackbar text %j is in the catalogue, spelled as the spec spells it', (text) => {
    expect(Object.values(SNACKBARS)).toContain(text)
  })
})

describe('thrown messages (spec §8)', () => {
  it.each([
    'Unsupported chain',
    'Chain adapter not found',
    'ConnectionController client not set',
    'Failed to disconnect',
    'SIWX is not enabled',
    'No ActiveCaipAddress found',
    'Network not found',
    'Address or auth connector not found',
    'Error resolving name',
    'Error fetching name suggestions',
    'Error registering name',
    "Transactions can't be fetched without an accountAddress",
    'Network not supported for Gas Price',
    'Network not supported for Swaps',
    'Requested RPC call is not allowed',
    'Action not allowed',
    'Unable to load email login dependency',
    'Request was aborted',
    'An error occurred',
    'CaipNetwork is undefined',
    'Chain is not supported',
    'iframe is not set',
    'Invalid CAIP Address',
    'Invalid chainId',
  ])('the thrown message %j is in the catalogue, spelled as the spec spells it', (text) => {
    expect(Object.values(THROWN)).toContain(text)
  })

  it('each thrown message is written once', () => {
    const values = Object.values(THROWN)
    expect(new Set(values).size).toBe(values.length)
  })

  it("an HTTP failure reads 'HTTP status code: N'", () => {
    expect(httpStatusMessage(403)).toBe('HTTP status code: 403')
  })

  it("the email cooldown reads 'Please try again after N seconds'", () => {
    expect(tryAgainAfterMessage(12)).toBe('Please try again after 12 seconds')
  })
})

describe('wallet protocol codes (spec §8)', () => {
  it('invalid request codes are 1001 to 1005', () => {
    expect(WALLET_PROTOCOL_ERRORS).toMatchObject({
      INVALID_METHOD: 1001,
      INVALID_EVENT: 1002,
      INVALID_UPDATE_REQUEST: 1003,
      INVALID_EXTEND_REQUEST: 1004,
      INVALID_SESSION_SETTLE_REQUEST: 1005,
    })
  })

  it('unauthorized codes are 3001 to 3004', () => {
    expect(WALLET_PROTOCOL_ERRORS).toMatchObject({
      UNAUTHORIZED_METHOD: 3001,
      UNAUTHORIZED_EVENT: 3002,
      UNAUTHORIZED_UPDATE_REQUEST: 3003,
      UNAUTHORIZED_EXTEND_REQUEST: 3004,
    })
  })

  it('user rejection codes are 5000 to 5003', () => {
    expect(WALLET_PROTOCOL_ERRORS).toMatchObject({
      USER_REJECTED: 5000,
      USER_REJECTED_CHAINS: 5001,
      USER_REJECTED_METHODS: 5002,
      USER_REJECTED_EVENTS: 5003,
    })
  })

  it('unsupported codes are 5100 to 5104', () => {
    expect(WALLET_PROTOCOL_ERRORS).toMatchObject({
      UNSUPPORTED_CHAINS: 5100,
      UNSUPPORTED_METHODS: 5101,
      UNSUPPORTED_EVENTS: 5102,
      UNSUPPORTED_ACCOUNTS: 5103,
      UNSUPPORTED_NAMESPACE_KEY: 5104,
    })
  })

  it('user disconnected 6000, session settlement failed 7000, unsupported wc_ method 10001', () => {
    expect(WALLET_PROTOCOL_ERRORS.USER_DISCONNECTED).toBe(6000)
    expect(WALLET_PROTOCOL_ERRORS.SESSION_SETTLEMENT_FAILED).toBe(7000)
    expect(WALLET_PROTOCOL_ERRORS.WC_METHOD_UNSUPPORTED).toBe(10001)
  })

  it('the protocol catalogue holds exactly the 21 codes of the spec', () => {
    expect(Object.keys(WALLET_PROTOCOL_ERRORS)).toHaveLength(21)
  })

  it('internal errors are numbered 1 to 9 in the spec order', () => {
    expect(Object.entries(WALLET_PROTOCOL_INTERNAL_ERRORS)).toEqual([
      ['NOT_INITIALIZED', 1],
      ['NO_MATCHING_KEY', 2],
      ['RESTORE_WILL_OVERRIDE', 3],
      ['RESUBSCRIBED', 4],
      ['MISSING_OR_INVALID', 5],
      ['EXPIRED', 6],
      ['UNKNOWN_TYPE', 7],
      ['MISMATCHED_TOPIC', 8],
      ['NON_CONFORMING_NAMESPACES', 9],
    ])
  })

  it('the standard wallet RPC codes are the spec list', () => {
    expect(Object.values(RPC_ERROR_CODES).sort((a, b) => a - b)).toEqual([-32700, -32600, -32601, -32602, -32603, 4001, 4100, 4200, 4900, 4901, 4902].sort((a, b) => a - b))
    expect(RPC_ERROR_CODES.USER_REJECTED_REQUEST).toBe(4001)
    expect(RPC_ERROR_CODES.UNRECOGNIZED_CHAIN).toBe(4902)
  })

  it('a wallet error with code 4001 or 5000 is a user rejection; anything else is not', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection({ code: 5000 })).toBe(true)
    expect(isUserRejection({ code: 4902 })).toBe(false)
    expect(isUserRejection(new Error('User rejected'))).toBe(false)
    expect(isUserRejection(null)).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})
