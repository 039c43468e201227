import { beforeEach, describe, expect, it, vi } from 'vitest'

// Each test starts from a process that has made no id yet: the module keeps the last id it gave (ids
// only grow), and the files of a worker share their imports (an earlier file's ids, made in 2031 by
// its fake clock, would be the floor).
let payloadId: () => number
let relayRequestId: () => string
beforeEach(async () => {
  vi.resetModules()
  ;({ payloadId, relayRequestId } = await import('../../src/payloadId.ts'))
})

describe('JSON-RPC ids', () => {
  it('makes payload ids Date.now()*1000 plus less than 1000, a safe integer', () => {
    const before = Date.now()
    const id = payloadId()
    const after = Date.now()
    expect(Number.isSafeInteger(id)).toBe(true)
    expect(id).toBeGreaterThanOrEqual(before * 1000)
    expect(id).toBeLessThan((after + 1) * 1000)
  })

  it('makes relay request ids 19-digit strings Date.now()*10^6 plus less than 10^6, without losing digits', () => {
    const before = BigInt(Date.now())
    const id = relayRequestId()
    const after = BigInt(Date.now())
    expect(id).toMatch(/^\d{19}$/)
    expect(BigInt(id)).toBeGreaterThanOrEqual(before * 1_000_000n)
    expect(BigInt(id)).toBeLessThan((after + 1n) * 1_000_000n)
  })

  it('gives different ids to calls in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 50 }, () => relayRequestId()))
    expect(ids.size).toBeGreaterThan(40)
  })

  it('never repeats an id within a process, even in a burst far larger than the random tail covers', () => {
    const burst = 5000
    expect(new Set(Array.from({ length: burst }, () => relayRequestId())).size).toBe(burst)
    expect(new Set(Array.from({ length: burst }, () => payloadId())).size).toBe(burst)
  })
})
