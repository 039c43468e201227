import { WALLET_PROTOCOL_ERRORS, WALLET_PROTOCOL_INTERNAL_ERRORS } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { internalError, sdkError, WalletConnectError, type InternalErrorKey, type SdkErrorKey } from '../src/errors.ts'
import { vectors } from './primitives/vectors.ts'

const { sdk, internal, examples } = vectors.errors

describe('SDK errors', () => {
  for (const [key, expected] of Object.entries(sdk)) {
    it(`${key} is ${expected.code} "${expected.message}" as in 2.21.8`, () => {
      expect(sdkError(key as SdkErrorKey)).toEqual(expected)
    })
  }

  it('covers exactly the codes of @foyer/core', () => {
    expect(Object.keys(sdk).sort()).toEqual(Object.keys(WALLET_PROTOCOL_ERRORS).sort())
  })

  it('appends a context after one space', () => {
    expect(sdkError('WC_METHOD_UNSUPPORTED', 'wc_foo')).toEqual(examples.withContext)
    expect(sdkError('USER_REJECTED')).toEqual(examples.userRejected)
  })

  it('adds nothing for an empty context', () => {
    expect(sdkError('USER_DISCONNECTED', '').message).toBe('User disconnected.')
  })
})

describe('internal errors', () => {
  for (const [key, expected] of Object.entries(internal)) {
    it(`${key} is ${expected.code} "${expected.message}" as in 2.21.8`, () => {
      expect(internalError(key as InternalErrorKey)).toEqual(expected)
    })
  }

  it('covers exactly the codes of @foyer/core', () => {
    expect(Object.keys(internal).sort()).toEqual(Object.keys(WALLET_PROTOCOL_INTERNAL_ERRORS).sort())
  })

  it('appends a context after one space', () => {
    expect(internalError('EXPIRED', 'pairing topic: abc')).toEqual(examples.internal)
  })
})

describe('WalletConnectError', () => {
  it('is an Error that keeps the code and message it was made from', () => {
    const error = WalletConnectError.from(sdkError('USER_REJECTED'))
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe(5000)
    expect(error.message).toBe('User rejected.')
    expect(error.name).toBe('WalletConnectError')
  })
})
