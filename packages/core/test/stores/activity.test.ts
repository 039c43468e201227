import { describe, expect, it } from 'vitest'
import { createActivityStore, isSameOwner, isShownTransaction } from '../../src/stores/activity.ts'
import { EVM_ADDRESS } from '../fixtures/networks.ts'
import { nextHash, nftTransfer, transaction } from '../fixtures/transactions.ts'

const owner = { address: EVM_ADDRESS, caipNetworkId: 'eip155:1' as const }

describe('activity store', () => {
  it('empty means no transaction and no page left', () => {
    const store = createActivityStore()
    store.reset(owner)
    store.addPage([], 'cursor')
    expect(store.get().empty).toBe(false)
    store.addPage([], null)
    expect(store.get().empty).toBe(true)
  })

  it('a failure sets empty even with transactions listed (spec §4), and the next load clears it', () => {
    const store = createActivityStore()
    store.reset(owner)
    store.addPage([transaction()], 'cursor')
    store.fail()
    expect(store.get()).toMatchObject({ empty: true, failed: true, loading: false })
    store.startLoading()
    expect(store.get()).toMatchObject({ loading: true, failed: false })
  })

  it('starting over keeps the pending transactions', () => {
    const store = createActivityStore()
    store.addPending({ hash: nextHash(), chain: 'eip155:1', sentFrom: EVM_ADDRESS, sentAt: 0 })
    store.reset(owner)
    expect(store.get()).toMatchObject({ owner, transactions: [], next: undefined, pending: [{ sentFrom: EVM_ADDRESS }] })
  })

  it('tracking the same hash twice keeps one entry, the newest', () => {
    const store = createActivityStore()
    const hash = nextHash()
    store.addPending({ hash, chain: 'eip155:1', sentFrom: EVM_ADDRESS, sentAt: 1 })
    store.addPending({ hash: hash.toUpperCase().replace('0X', '0x'), chain: 'eip155:1', sentFrom: EVM_ADDRESS, sentAt: 2 })
    expect(store.get().pending).toMatchObject([{ sentAt: 2 }])
  })
})

describe('isShownTransaction (spec §5)', () => {
  it('drops another chain, and all-spam transfers; keeps no transfers and partial spam', () => {
    expect(isShownTransaction(transaction({ chain: 'eip155:10' }), 'eip155:1')).toBe(false)
    expect(isShownTransaction(transaction({ transfers: [nftTransfer(true)] }), 'eip155:1')).toBe(false)
    expect(isShownTransaction(transaction({ transfers: [] }), 'eip155:1')).toBe(true)
    expect(isShownTransaction(transaction({ transfers: [nftTransfer(true), nftTransfer(false)] }), 'eip155:1')).toBe(true)
  })
})

describe('isSameOwner', () => {
  it('compares addresses whatever their letter case, and networks exactly', () => {
    expect(isSameOwner(owner, { ...owner, address: EVM_ADDRESS.toUpperCase().replace('0X', '0x') })).toBe(true)
    expect(isSameOwner(owner, { ...owner, caipNetworkId: 'eip155:10' })).toBe(false)
    expect(isSameOwner(undefined, undefined)).toBe(true)
    expect(isSameOwner(owner, undefined)).toBe(false)
  })
})
