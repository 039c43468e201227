import { describe, expect, it, vi } from 'vitest'
import { createConnectorEvents } from '../src/connectorEvents.ts'

describe('createConnectorEvents', () => {
  it('emit calls every listener of that event with its arguments, and no other event', () => {
    const events = createConnectorEvents()
    const accounts = vi.fn()
    const chain = vi.fn()
    events.on('accountsChanged', accounts)
    events.on('chainChanged', chain)
    events.emit('accountsChanged', ['0xa'])
    expect(accounts).toHaveBeenCalledWith(['0xa'])
    expect(chain).not.toHaveBeenCalled()
  })

  it('on answers a function that unsubscribes that listener only', () => {
    const events = createConnectorEvents()
    const first = vi.fn()
    const second = vi.fn()
    const off = events.on('disconnect', first)
    events.on('disconnect', second)
    off()
    events.emit('disconnect')
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
    expect(events.listenerCount()).toBe(1)
  })

  it('a listener that unsubscribes another during emit does not stop that emit reaching it', () => {
    const events = createConnectorEvents()
    const later = vi.fn()
    let offLater = () => {}
    events.on('chainChanged', () => offLater())
    offLater = events.on('chainChanged', later)
    events.emit('chainChanged', 10)
    expect(later).toHaveBeenCalledWith(10)
    events.emit('chainChanged', 11)
    expect(later).toHaveBeenCalledTimes(1)
  })
})
