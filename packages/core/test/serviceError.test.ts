import { describe, expect, it } from 'vitest'
import { HttpError } from '../src/api/http.ts'
import { FrameRequestError } from '@foyer/auth-frame/protocol'
import { FrameTimeoutError } from '../src/auth/frameErrors.ts'
import { THROWN } from '../src/errors.ts'
import { ServiceError, serviceProblemOf } from '../src/serviceError.ts'

describe('the cause of a failed call to the Foyer server', () => {
  it('a network failure (fetch in any browser or Node), a timeout and a 5xx are "cannot reach the server"', () => {
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed', 'fetch failed']) {
      expect(serviceProblemOf(new TypeError(message)), message).toBe('unreachable')
    }
    expect(serviceProblemOf(new DOMException('signal timed out', 'TimeoutError'))).toBe('unreachable')
    expect(serviceProblemOf(new HttpError(503, { message: 'The database does not answer right now' }))).toBe('unreachable')
    expect(serviceProblemOf(new HttpError(500, undefined))).toBe('unreachable')
    expect(serviceProblemOf(new FrameRequestError('The Foyer server cannot be reached', 'SERVER_UNREACHABLE'))).toBe('unreachable')
  })

  it('a 403, an unknown project and the server’s project codes are "this site is not allowed"', () => {
    expect(serviceProblemOf(new HttpError(403, { message: 'Unauthorized: origin not allowed' }))).toBe('notAllowed')
    expect(serviceProblemOf(new HttpError(401, { code: 'INVALID_PROJECT_ID' }))).toBe('notAllowed')
    expect(serviceProblemOf(new HttpError(400, { code: 'PROJECT_ID_NOT_CONFIGURED' }))).toBe('notAllowed')
    expect(serviceProblemOf(new FrameRequestError('Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'))).toBe('notAllowed')
  })

  it('a request the frame timed out or aborted, and a frame that never said READY, are timeouts', () => {
    expect(serviceProblemOf(new Error(THROWN.REQUEST_ABORTED))).toBe('timeout')
    expect(serviceProblemOf(new FrameTimeoutError(30_000))).toBe('timeout')
    expect(serviceProblemOf(new ServiceError('timeout', 'irn_subscribe: no answer from the relay in 15000 ms'))).toBe('timeout')
  })

  it('anything else is not the server’s: a 4xx of a request, a wallet’s error, a bug’s TypeError', () => {
    expect(serviceProblemOf(new HttpError(404, undefined))).toBeUndefined()
    expect(serviceProblemOf(new HttpError(429, undefined))).toBeUndefined()
    expect(serviceProblemOf(Object.assign(new Error('User rejected the request.'), { code: 4001 }))).toBeUndefined()
    expect(serviceProblemOf(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBeUndefined()
    expect(serviceProblemOf('Failed to fetch')).toBeUndefined()
  })
})
