import { describe, expect, it, vi } from 'vitest'
import { createStore, patchStore, untilStore } from '../src/store.ts'

describe('store primitive', () => {
  it('get returns the same object until a change', () => {
    const store = createStore({ count: 0 })
    const first = store.get()
    expect(store.get()).toBe(first)
    store.set({ count: 1 })
    expect(store.get()).not.toBe(first)
    expect(store.get()).toEqual({ count: 1 })
  })

  it('set accepts an updater of the current value', () => {
    const store = createStore(1)
    store.set((current) => current + 1)
    expect(store.get()).toBe(2)
  })

  it('subscribers hear every change, with the new value', () => {
    const store = createStore('a')
    const listener = vi.fn()
    store.subscribe(listener)
    store.set('b')
    expect(listener).toHaveBeenCalledExactlyOnceWith('b')
  })

  it('setting the same value notifies no one', () => {
    const value = { count: 0 }
    const store = createStore(value)
    const listener = vi.fn()
    store.subscribe(listener)
    store.set(value)
    store.set((current) => current)
    expect(listener).not.toHaveBeenCalled()
  })

  it('an unsubscribed listener hears nothing more', () => {
    const store = createStore(0)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.set(1)
    expect(listener).not.toHaveBeenCalled()
  })

  it('a listener that unsubscribes another during a change does not break the loop', () => {
    const store = createStore(0)
    const second = vi.fn()
    let stopSecond = () => {}
    store.subscribe(() => stopSecond())
    stopSecond = () => void unsubscribe()
    const unsubscribe = store.subscribe(second)
    store.set(1)
    expect(second).toHaveBeenCalledWith(1)
    store.set(2)
    expect(second).toHaveBeenCalledTimes(1)
  })
})

describe('patchStore', () => {
  it('a patch merges into the object', () => {
    const store = createStore({ open: false, loading: false })
    patchStore(store, { open: true })
    expect(store.get()).toEqual({ open: true, loading: false })
  })

  it('a patch that changes nothing keeps the object and notifies no one', () => {
    const store = createStore({ open: false, loading: false })
    const before = store.get()
    const listener = vi.fn()
    store.subscribe(listener)
    patchStore(store, { open: false })
    expect(store.get()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('untilStore', () => {
  it('resolves at once with a value that already satisfies it', async () => {
    const store = createStore(3)
    await expect(untilStore(store, (value) => value > 2)).resolves.toBe(3)
  })

  it('waits for the first change that satisfies it, skipping those that do not, then stops listening', async () => {
    const store = createStore(0)
    const done = vi.fn((value: number) => value >= 2)
    const reached = untilStore(store, done)
    let settled = false
    void reached.then(() => (settled = true))
    store.set(1)
    await Promise.resolve()
    expect(settled).toBe(false)
    store.set(2)
    await expect(reached).resolves.toBe(2)
    store.set(3)
    expect(done.mock.calls.map(([value]) => value)).toEqual([0, 1, 2])
  })
})
