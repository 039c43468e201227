import { describe, expect, it } from 'vitest'
import { nextConnectionStatus, type ConnectionEvent, type ConnectionStatus } from '../../src/stores/connectionStatus.ts'

describe('connection status machine (spec §4)', () => {
  it("a stored 'connected' becomes 'connecting' at startup", () => {
    expect(nextConnectionStatus('connected', 'restore')).toBe('connecting')
  })

  it("a stored 'connecting' (an attempt the last page never finished) restores as 'disconnected'", () => {
    expect(nextConnectionStatus('connecting', 'restore')).toBe('disconnected')
    expect(nextConnectionStatus('disconnected', 'restore')).toBe('disconnected')
  })

  it('a sync that reaches the wallet turns connecting into connected', () => {
    expect(nextConnectionStatus('connecting', 'synced')).toBe('connected')
  })

  it('a sync failure sets disconnected', () => {
    expect(nextConnectionStatus('connecting', 'syncFailed')).toBe('disconnected')
    expect(nextConnectionStatus('connected', 'syncFailed')).toBe('disconnected')
  })

  it('starting a connection goes from disconnected to connecting', () => {
    expect(nextConnectionStatus('disconnected', 'connect')).toBe('connecting')
  })

  it('starting a connection while connected keeps connected', () => {
    expect(nextConnectionStatus('connected', 'connect')).toBe('connected')
  })

  it('a wallet answering goes from connecting to connected', () => {
    expect(nextConnectionStatus('connecting', 'connected')).toBe('connected')
  })

  it('a failed or rejected attempt returns connecting to disconnected', () => {
    expect(nextConnectionStatus('connecting', 'failed')).toBe('disconnected')
  })

  it('a failed attempt does not drop an existing connection', () => {
    expect(nextConnectionStatus('connected', 'failed')).toBe('connected')
  })

  it('disconnect always ends in disconnected', () => {
    for (const status of ['disconnected', 'connecting', 'connected'] as const) {
      expect(nextConnectionStatus(status, 'disconnect')).toBe('disconnected')
    }
  })

  it('events that do not apply leave the status as it is', () => {
    const unchanged: [ConnectionStatus, ConnectionEvent][] = [
      ['disconnected', 'connected'],
      ['disconnected', 'synced'],
      ['disconnected', 'failed'],
      ['connected', 'connected'],
    ]
    for (const [status, event] of unchanged) expect(nextConnectionStatus(status, event), `${status} + ${event}`).toBe(status)
  })
})
