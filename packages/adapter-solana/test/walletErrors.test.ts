import { FoyerError, isUserRejection } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { WalletRejectedError, walletError } from '../src/walletErrors.ts'

describe('walletError', () => {
  it('a refusal in words becomes a WalletRejectedError, a FoyerError with code 4001 and the wallet’s message', () => {
    const thrown = new Error('User rejected the request')
    const error = walletError(thrown)
    expect(error).toBeInstanceOf(WalletRejectedError)
    expect(error).toBeInstanceOf(FoyerError)
    expect(error).toMatchObject({ name: 'WalletRejectedError', message: 'User rejected the request', shortMessage: 'User rejected the request' })
    expect(isUserRejection(error)).toBe(true)
    expect((error as WalletRejectedError).walk((cause) => cause === thrown)).toBe(thrown)
  })

  it('anything else is left as the wallet threw it', () => {
    const thrown = new Error('Insufficient funds')
    expect(walletError(thrown)).toBe(thrown)
  })
})
