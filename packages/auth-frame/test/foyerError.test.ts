import { describe, expect, it } from 'vitest'
import { FoyerError } from '../src/protocol/foyerError.ts'
import { FrameRequestError } from '../src/protocol/frameRequestError.ts'

class WalletRefusal extends Error {
  readonly code = 4001
}

class WrappingError extends FoyerError {
  override name = 'WrappingError'
}

describe('FoyerError', () => {
  it('its message is the short message as given, with nothing appended (hosts compare spec §8 texts)', () => {
    const error = new FoyerError('Network not found', { details: 'eip155:99 is not one of the app’s networks', cause: new Error('below') })
    expect(error.message).toBe('Network not found')
    expect(error.shortMessage).toBe('Network not found')
    expect(error.name).toBe('FoyerError')
    expect(error).toBeInstanceOf(Error)
  })

  it('details are what was given, else the cause’s message, else undefined', () => {
    expect(new FoyerError('a', { details: 'given', cause: new Error('from the cause') }).details).toBe('given')
    expect(new FoyerError('a', { cause: new Error('from the cause') }).details).toBe('from the cause')
    expect(new FoyerError('a', { cause: 'a string' }).details).toBeUndefined()
    expect(new FoyerError('a').details).toBeUndefined()
  })

  it('keeps its cause as Error does, and has none when none is given', () => {
    const refusal = new WalletRefusal('User rejected the request.')
    expect(new FoyerError('a', { cause: refusal }).cause).toBe(refusal)
    expect('cause' in new FoyerError('a')).toBe(false)
  })

  it('walk(predicate) finds an error of a given class anywhere down the cause chain', () => {
    const refusal = new WalletRefusal('User rejected the request.')
    const error = new FoyerError('outer', { cause: new WrappingError('middle', { cause: new Error('plain', { cause: refusal }) }) })
    const found = error.walk((cause) => cause instanceof WalletRefusal)
    expect(found).toBe(refusal)
    expect(found?.code).toBe(4001)
  })

  it('walk(predicate) looks at the error itself first', () => {
    const error = new WrappingError('outer', { cause: new WrappingError('inner') })
    expect(error.walk((cause) => cause instanceof WrappingError)).toBe(error)
  })

  it('walk(predicate) answers undefined when nothing in the chain matches', () => {
    const error = new FoyerError('outer', { cause: new Error('inner') })
    expect(error.walk((cause) => cause instanceof WalletRefusal)).toBeUndefined()
  })

  it('walk() with no predicate answers the root cause, or the error itself when it has none', () => {
    const root = new Error('root')
    expect(new FoyerError('outer', { cause: new FoyerError('middle', { cause: root }) }).walk()).toBe(root)
    const alone = new FoyerError('alone')
    expect(alone.walk()).toBe(alone)
  })

  it('walk() ends on a chain that loops back on itself', () => {
    const first = new FoyerError('first')
    const second = new FoyerError('second', { cause: first })
    Object.defineProperty(first, 'cause', { value: second })
    expect(first.walk((cause) => cause instanceof WalletRefusal)).toBeUndefined()
    expect(first.walk()).toBe(second)
  })
})

describe('FrameRequestError', () => {
  it('is a FoyerError carrying the frame’s message and code', () => {
    const error = new FrameRequestError('User rejected the request.', 4001)
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('FrameRequestError')
    expect(error.message).toBe('User rejected the request.')
    expect(error.shortMessage).toBe('User rejected the request.')
    expect(error.code).toBe(4001)
    expect(new FrameRequestError('An error occurred').code).toBeUndefined()
  })
})
