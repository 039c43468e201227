import * as protocol from '@foyer/auth-frame/protocol'
import * as core from '@foyer/core'
import * as internal from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../src/api/http.ts'
import { parseCaipNetworkId } from '../src/caip.ts'
import { FrameTimeoutError } from '../src/auth/frameErrors.ts'
import { FrameUnavailableError } from '../src/auth/serverProbe.ts'
import { THROWN, httpStatusMessage } from '../src/errors.ts'
import { NameRegistrationError } from '../src/names/nameRegistration.ts'
import { FoyerOptionsError, resolveOptions, type FoyerOptions } from '../src/options.ts'
import { ServiceError } from '../src/serviceError.ts'
import { SwapError } from '../src/swap/swapActions.ts'

const { FoyerError } = protocol

function thrownBy(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('nothing was thrown')
}

describe("core's errors share the FoyerError root", () => {
  it('a bad option throws a FoyerOptionsError that is a FoyerError, its message the catalogue text', () => {
    const error = thrownBy(() => resolveOptions({ networks: [], siwx: {}, siweConfig: {} } as unknown as FoyerOptions))
    expect(error).toBeInstanceOf(FoyerOptionsError)
    expect(error).toBeInstanceOf(FoyerError)
    expect(error).toMatchObject({ name: 'FoyerOptionsError', message: THROWN.SIWE_AND_SIWX, shortMessage: THROWN.SIWE_AND_SIWX })
  })

  it('every error class of core is a FoyerError and keeps its name and message', () => {
    const errors = [
      [new HttpError(502, { message: 'Bad gateway' }), 'HttpError', httpStatusMessage(502)],
      [new ServiceError('unreachable', 'the server did not answer'), 'ServiceError', 'the server did not answer'],
      [new FrameTimeoutError(30_000), 'FrameTimeoutError', "the embedded wallet's frame did not say READY within 30000 ms"],
      [new FrameUnavailableError('notAllowed', 'this origin is not allowed'), 'FrameUnavailableError', 'this origin is not allowed'],
      [new NameRegistrationError({ reason: 'tooMany' }), 'NameRegistrationError', THROWN.ERROR_REGISTERING_NAME],
      [new SwapError('slippage'), 'SwapError', 'The swap was not made (slippage)'],
      [new protocol.FrameRequestError('User rejected the request.', 4001), 'FrameRequestError', 'User rejected the request.'],
    ] as const
    for (const [error, name, message] of errors) {
      expect(error).toBeInstanceOf(FoyerError)
      expect({ name: error.name, message: error.message, shortMessage: error.shortMessage }).toEqual({ name, message, shortMessage: message })
    }
  })

  it('a catalogue text core throws comes as a FoyerError with that text as its message', () => {
    const error = thrownBy(() => parseCaipNetworkId('not-a-network'))
    expect(error).toBeInstanceOf(FoyerError)
    expect(error).toMatchObject({ name: 'FoyerError', message: THROWN.INVALID_CAIP_NETWORK_ID, shortMessage: THROWN.INVALID_CAIP_NETWORK_ID })
  })

  it('walk() finds the HTTP answer behind a failed swap', () => {
    const answer = new HttpError(422, { message: 'no route' })
    const error = new SwapError('refused', { cause: answer })
    expect(error.walk((cause) => cause instanceof HttpError)?.status).toBe(422)
    expect(error.details).toBe(httpStatusMessage(422))
  })

  it('@foyer/core and @foyer/core/internal hand out the very classes the frame protocol defines', () => {
    expect(core.FoyerError).toBe(protocol.FoyerError)
    expect(core.FrameRequestError).toBe(protocol.FrameRequestError)
    expect(internal.FoyerError).toBe(protocol.FoyerError)
  })
})
