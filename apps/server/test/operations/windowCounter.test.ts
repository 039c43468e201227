import { describe, expect, it } from 'vitest'
import { createWindowCounter } from '../../src/operations/windowCounter.ts'

describe('the fixed-window counter', () => {
  it('counts a key within its window and refuses the request past the maximum', () => {
    const count = createWindowCounter(2, 60_000)
    expect(count('a', 0)).toEqual({ max: 2, remaining: 1, ttlInSeconds: 60, isExceeded: false })
    expect(count('a', 1_500)).toEqual({ max: 2, remaining: 0, ttlInSeconds: 59, isExceeded: false })
    expect(count('a', 2_000)).toMatchObject({ remaining: 0, isExceeded: true })
    expect(count('b', 2_000)).toMatchObject({ remaining: 1, isExceeded: false })
  })

  it('opens a new window for a key once its window has ended', () => {
    const count = createWindowCounter(1, 60_000)
    count('a', 0)
    expect(count('a', 59_999).isExceeded).toBe(true)
    expect(count('a', 60_000)).toEqual({ max: 1, remaining: 0, ttlInSeconds: 60, isExceeded: false })
  })

  it('when full, forgets the key whose window opened first, not one counted often since', () => {
    const count = createWindowCounter(1, 60_000)
    count('first', 0)
    for (let key = 1; key < 10_000; key++) count(`key ${key}`, 1)
    count('key 1', 2) // counted again: its window still opened after first's
    count('newcomer', 3) // the counter is full: 'first' is forgotten
    expect(count('key 1', 4).isExceeded).toBe(true)
    expect(count('first', 4)).toMatchObject({ remaining: 0, isExceeded: false })
  })
})
