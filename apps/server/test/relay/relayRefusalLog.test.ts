import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createRefusalThrottle } from '../../src/relay/refusalThrottle.ts'
import { createThrottledLog } from '../../src/relay/throttledLog.ts'

function recordingLogger() {
  const lines: { details: Record<string, unknown>; message: string }[] = []
  const log = { warn: (details: Record<string, unknown>, message: string) => lines.push({ details, message }) } as unknown as FastifyBaseLogger
  return { log, lines }
}

describe('relay refusal log and throttle', () => {
  it('logs a cause once a minute, then again with how many lines were left out', () => {
    let now = 0
    const { log, lines } = recordingLogger()
    const refusals = createThrottledLog(log, 60_000, () => now)
    for (let i = 0; i < 5; i++) refusals.warn('jwt-expired', { ip: '127.0.0.1' }, 'relay refused a connection (jwt-expired)')
    refusals.warn('jwt-audience', {}, 'relay refused a connection (jwt-audience)')
    expect(lines.map((line) => line.details.cause)).toEqual(['jwt-expired', 'jwt-audience'])
    now = 60_000
    refusals.warn('jwt-expired', {}, 'relay refused a connection (jwt-expired)')
    expect(lines[2]?.details).toEqual({ cause: 'jwt-expired', sameCauseLeftOut: 4 })
  })

  it('throttles a caller after the refusals of one window, and forgets it in the next window', () => {
    let now = 0
    const throttle = createRefusalThrottle(3, 10_000, () => now)
    for (let i = 0; i < 3; i++) {
      expect(throttle.isThrottled('203.0.113.7')).toBe(false)
      throttle.recordRefusal('203.0.113.7')
    }
    expect(throttle.isThrottled('203.0.113.7')).toBe(true)
    expect(throttle.isThrottled('2001:db8:1:2::/64')).toBe(false)
    now = 10_000
    expect(throttle.isThrottled('203.0.113.7')).toBe(false)
  })
})
