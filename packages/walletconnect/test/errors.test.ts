import { FoyerError, WALLET_PROTOCOL_ERRORS, WALLET_PROTOCOL_INTERNAL_ERRORS } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { internalError, sdkError, WalletConnectError, type InternalErrorKey, type SdkErrorKey } from '../src/errors.ts'
import { ConnectAbortedError } from '../src/connector/walletConnectConnector.ts'
import { EnvelopeError } from '../src/crypto.ts'
import { RelayError } from '../src/relay/errors.ts'
import { RelayAuthError } from '../src/relayAuth.ts'
import { NoAnswerError } from '../src/sign/failures.ts'
import { InvalidPairingUriError } from '../src/uri.ts'
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

describe("WalletConnect's errors", () => {
  it('are FoyerErrors that keep their names, messages and fields', () => {
    const errors = [
      [WalletConnectError.from(sdkError('USER_REJECTED')), 'WalletConnectError', 'User rejected.'],
      [new NoAnswerError(8000, 'The wallet did not answer'), 'NoAnswerError', 'The wallet did not answer'],
      [new RelayError('timeout', 'irn_publish', 'No answer from the relay'), 'RelayError', 'No answer from the relay'],
      [new RelayAuthError('expired', 'The relay JWT has expired'), 'RelayAuthError', 'The relay JWT has expired'],
      [new EnvelopeError('Envelope is empty'), 'EnvelopeError', 'Envelope is empty'],
      [new InvalidPairingUriError('topic', 'no topic'), 'InvalidPairingUriError', 'Invalid pairing URI: no topic'],
      // A cancelled connect keeps AbortError's name, as an aborted fetch has it.
      [new ConnectAbortedError(), 'AbortError', 'The connection was cancelled.'],
    ] as const
    for (const [error, name, message] of errors) {
      expect(error).toBeInstanceOf(FoyerError)
      expect({ name: error.name, message: error.message, shortMessage: error.shortMessage }).toEqual({ name, message, shortMessage: message })
    }
    expect(new RelayError('refused', 'irn_subscribe', 'Refused', -32001)).toMatchObject({ reason: 'refused', method: 'irn_subscribe', code: -32001 })
  })
})
