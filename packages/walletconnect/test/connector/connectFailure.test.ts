import { CONNECTION_FAILURE_TEXTS, ServiceError } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { connectFailure } from '../../src/connector/connectFailure.ts'
import { WalletConnectError } from '../../src/errors.ts'
import { RelayError } from '../../src/relay/index.ts'
import { NoAnswerError } from '../../src/sign/failures.ts'

describe('a failed WalletConnect connection, as the modal tells it', () => {
  it('a relay that cannot be reached is the "cannot reach the server" service problem, the relay’s words kept for the console', () => {
    const relay = new RelayError('unreachable', 'irn_subscribe', 'irn_subscribe: no socket to the relay opened in 5000 ms')
    const failure = connectFailure(relay)
    expect(failure).toBeInstanceOf(ServiceError)
    expect(failure).toMatchObject({ problem: 'unreachable', message: 'WalletConnect relay: irn_subscribe: no socket to the relay opened in 5000 ms', cause: relay })
  })

  it('a relay that never answered, and a proposal or request nobody answered in time, are timeouts (“Something went wrong”)', () => {
    expect(connectFailure(new RelayError('timeout', 'irn_subscribe', 'irn_subscribe: no answer from the relay in 15000 ms'))).toMatchObject({ problem: 'timeout' })
    expect(connectFailure(new NoAnswerError(6, 'wc_sessionPropose got no answer within 300 s'))).toMatchObject({ problem: 'timeout' })
    expect(connectFailure(new WalletConnectError(6, 'Proposal expired'))).toMatchObject({ problem: 'timeout' })
  })

  it('the protocol’s other failures read "The wallet could not connect", their words as the cause', () => {
    const settle = new WalletConnectError(7000, 'Session settlement failed')
    const failure = connectFailure(settle) as Error
    expect(failure.message).toBe(CONNECTION_FAILURE_TEXTS.couldNotConnect)
    expect(failure.cause).toBe(settle)
    expect((connectFailure(new Error('The wallet approved no EVM account.')) as Error).message).toBe(CONNECTION_FAILURE_TEXTS.couldNotConnect)
  })

  it('the visitor’s refusal and a cancel pass as they are', () => {
    const rejected = new WalletConnectError(5000, 'User rejected.')
    expect(connectFailure(rejected)).toBe(rejected)
    const cancelled = Object.assign(new Error('The connection was cancelled.'), { name: 'AbortError' })
    expect(connectFailure(cancelled)).toBe(cancelled)
  })
})
