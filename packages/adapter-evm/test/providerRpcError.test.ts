import { FoyerError, RPC_ERROR_CODES } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { ProviderRpcError, toProviderError } from '../src/errors.ts'

describe('ProviderRpcError', () => {
  it('a wallet’s error becomes a FoyerError that keeps the wallet’s code, message and data', () => {
    const thrown = { code: 4001, message: 'User rejected the request.', data: { reason: 'no' } }
    const error = toProviderError(thrown) as ProviderRpcError
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toBeInstanceOf(FoyerError)
    expect(error).toMatchObject({
      name: 'ProviderRpcError',
      code: RPC_ERROR_CODES.USER_REJECTED_REQUEST,
      message: 'User rejected the request.',
      shortMessage: 'User rejected the request.',
      data: { reason: 'no' },
    })
  })

  it('walk() finds the error the wallet threw behind it', () => {
    class WalletError extends Error {
      readonly code = -32603
      readonly data = { originalError: { code: 4001 } }
    }
    const thrown = new WalletError('Internal JSON-RPC error.')
    const error = toProviderError(thrown) as ProviderRpcError
    expect(error.code).toBe(4001)
    expect(error.walk((cause) => cause instanceof WalletError)).toBe(thrown)
  })
})
