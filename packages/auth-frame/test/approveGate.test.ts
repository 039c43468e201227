import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APPROVE_DELAY_MS, createApproveGate, type ApproveGate } from '../src/frame/approveGate.ts'

let changes: boolean[]
let gate: ApproveGate
beforeEach(() => {
  vi.useFakeTimers()
  changes = []
  gate = createApproveGate((enabled) => void changes.push(enabled))
})
afterEach(() => vi.useRealTimers())

const showAll = () => {
  gate.set('page', true)
  gate.set('screen', true)
}

describe('Approve is enabled only after a delay once the request is visible', () => {
  it('starts disabled and stays so until both the page and the screen have been visible for the whole delay', () => {
    expect(APPROVE_DELAY_MS).toBeGreaterThanOrEqual(500)
    expect(gate.enabled).toBe(false)
    gate.set('page', true)
    vi.advanceTimersByTime(APPROVE_DELAY_MS * 5)
    expect(gate.enabled).toBe(false)
    gate.set('screen', true)
    vi.advanceTimersByTime(APPROVE_DELAY_MS - 1)
    expect(gate.enabled).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.enabled).toBe(true)
    expect(changes).toEqual([true])
  })

  it('the page becoming hidden disables Approve, and the delay starts over when it is visible again', () => {
    showAll()
    vi.advanceTimersByTime(APPROVE_DELAY_MS)
    gate.set('page', false)
    expect(gate.enabled).toBe(false)
    gate.set('page', true)
    vi.advanceTimersByTime(APPROVE_DELAY_MS - 1)
    expect(gate.enabled).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.enabled).toBe(true)
    expect(changes).toEqual([true, false, true])
  })

  it('a screen hidden, faded or covered before the delay ends restarts it (a flash of visibility is not enough)', () => {
    showAll()
    vi.advanceTimersByTime(APPROVE_DELAY_MS - 1)
    gate.set('screen', false)
    gate.set('screen', true)
    vi.advanceTimersByTime(APPROVE_DELAY_MS - 1)
    expect(gate.enabled).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.enabled).toBe(true)
  })

  it('repeated “still visible” reports do not restart the delay', () => {
    showAll()
    vi.advanceTimersByTime(APPROVE_DELAY_MS / 2)
    gate.set('screen', true)
    gate.set('page', true)
    vi.advanceTimersByTime(APPROVE_DELAY_MS / 2)
    expect(gate.enabled).toBe(true)
  })

  it('once stopped (the request runs or the screen closed) Approve stays disabled', () => {
    showAll()
    vi.advanceTimersByTime(APPROVE_DELAY_MS)
    gate.stop()
    expect(gate.enabled).toBe(false)
    gate.set('page', false)
    showAll()
    vi.advanceTimersByTime(APPROVE_DELAY_MS * 2)
    expect(gate.enabled).toBe(false)
    expect(changes).toEqual([true, false])
  })
})
