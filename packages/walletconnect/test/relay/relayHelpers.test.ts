import { describe, expect, it } from 'vitest'
import { reconnectDelayMs } from '../../src/relay/backoff.ts'
import { RecentHashes } from '../../src/relay/recentHashes.ts'

describe('RecentHashes (de-duplication memory)', () => {
  it('answers false for a hash already seen on the same topic, true on another topic', () => {
    const seen = new RecentHashes()
    expect(seen.add('t1', 'h')).toBe(true)
    expect(seen.add('t1', 'h')).toBe(false)
    expect(seen.add('t2', 'h')).toBe(true)
  })

  it('keeps only the last N hashes of a topic', () => {
    const seen = new RecentHashes({ perTopic: 1000 })
    for (let n = 0; n <= 1000; n++) seen.add('t', `h${n}`)
    expect(seen.has('t', 'h0')).toBe(false)
    expect(seen.has('t', 'h1')).toBe(true)
    expect(seen.has('t', 'h1000')).toBe(true)
  })

  it('forgets the least recently used topic beyond the topic cap', () => {
    const seen = new RecentHashes({ topics: 2 })
    seen.add('a', 'h')
    seen.add('b', 'h')
    seen.add('a', 'h2') // a is now more recent than b
    seen.add('c', 'h')
    expect(seen.has('a', 'h')).toBe(true)
    expect(seen.has('b', 'h')).toBe(false)
    expect(seen.has('c', 'h')).toBe(true)
  })

  it('forget drops a topic', () => {
    const seen = new RecentHashes()
    seen.add('t', 'h')
    seen.forget('t')
    expect(seen.add('t', 'h')).toBe(true)
  })
})

describe('reconnectDelayMs', () => {
  it('waits 100 ms first, then grows, never beyond about 6 s', () => {
    expect(reconnectDelayMs(0)).toBe(100)
    const middle = () => 0.5
    expect([1, 2, 3, 4, 5, 6, 20].map((attempt) => reconnectDelayMs(attempt, middle))).toEqual([200, 400, 800, 1600, 3200, 5000, 5000])
    for (let attempt = 0; attempt < 50; attempt++) expect(reconnectDelayMs(attempt)).toBeLessThanOrEqual(6000)
  })
})
