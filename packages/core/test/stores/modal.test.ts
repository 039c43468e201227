import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createModalStore } from '../../src/stores/modal.ts'

describe('modal store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('the modal starts closed, not loading, not shaking', () => {
    expect(createModalStore().get()).toEqual({ open: false, loading: false, shake: false })
  })

  it('open opens and close closes', () => {
    const modal = createModalStore()
    modal.open()
    expect(modal.get().open).toBe(true)
    modal.close()
    expect(modal.get().open).toBe(false)
  })

  it('the loading flag is set and cleared', () => {
    const modal = createModalStore()
    modal.setLoading(true)
    expect(modal.get().loading).toBe(true)
    modal.setLoading(false)
    expect(modal.get().loading).toBe(false)
  })

  it('closing clears the loading flag', () => {
    const modal = createModalStore()
    modal.open()
    modal.setLoading(true)
    modal.close()
    expect(modal.get()).toMatchObject({ open: false, loading: false })
  })

  it('shake resets after 500 ms', () => {
    const modal = createModalStore()
    modal.shake()
    expect(modal.get().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(modal.get().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.get().shake).toBe(false)
  })

  it('shaking again restarts the 500 ms', () => {
    const modal = createModalStore()
    modal.shake()
    vi.advanceTimersByTime(400)
    modal.shake()
    vi.advanceTimersByTime(400)
    expect(modal.get().shake).toBe(true)
    vi.advanceTimersByTime(100)
    expect(modal.get().shake).toBe(false)
  })
})
