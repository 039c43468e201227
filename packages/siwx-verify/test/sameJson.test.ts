import { describe, expect, it } from 'vitest'
import { sameJson } from '../src/sameJson.ts'

describe('comparing a session’s JSON with what its message says', () => {
  it('objects are the same whatever their key order; an undefined key counts as absent', () => {
    expect(sameJson({ a: 1, b: { c: [1, 'x', null] } }, { b: { c: [1, 'x', null] }, a: 1 })).toBe(true)
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true)
  })

  it('any difference in a value, a key, an array’s length or order, or a type is a difference', () => {
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false)
    expect(sameJson({ a: 1 }, { b: 1 })).toBe(false)
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(sameJson([1, 2], [2, 1])).toBe(false)
    expect(sameJson([1], [1, 1])).toBe(false)
    expect(sameJson({ a: '1' }, { a: 1 })).toBe(false)
    expect(sameJson(null, {})).toBe(false)
    expect(sameJson([], {})).toBe(false)
  })
})
