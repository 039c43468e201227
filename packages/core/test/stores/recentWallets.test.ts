import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS, memoryStorage, type KeyValueStorage } from '../../src/storage.ts'
import { addRecentWallet, readRecentWallets, saveRecentWallet } from '../../src/stores/recentWallets.ts'

const metamask = { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }
const rainbow = { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' }
const phantom = { id: 'phantom', name: 'Phantom' }

function storageWith(raw: string): KeyValueStorage {
  const storage = memoryStorage()
  storage.setItem(STORAGE_KEYS.RECENT_WALLETS, raw)
  return storage
}

describe('recent wallets', () => {
  it('the newest wallet comes first', () => {
    expect(addRecentWallet([metamask], rainbow)).toEqual([rainbow, metamask])
  })

  it('recent wallets keep at most 2', () => {
    expect(addRecentWallet([rainbow, metamask], phantom)).toEqual([phantom, rainbow])
  })

  it('using a wallet again moves it first without a duplicate', () => {
    expect(addRecentWallet([rainbow, metamask], metamask)).toEqual([metamask, rainbow])
  })

  it('the same wallet under another id but the same rdns is one wallet', () => {
    const renamed = { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }
    expect(addRecentWallet([metamask, rainbow], renamed)).toEqual([renamed, rainbow])
  })

  it('the list is saved and read back', () => {
    const storage = memoryStorage()
    saveRecentWallet(storage, metamask)
    expect(saveRecentWallet(storage, rainbow)).toEqual([rainbow, metamask])
    expect(readRecentWallets(storage)).toEqual([rainbow, metamask])
  })

  it('nothing stored reads as an empty list', () => {
    expect(readRecentWallets(memoryStorage())).toEqual([])
  })

  it.each([
    ['bad JSON', '[{"id":'],
    ['an object', '{"id":"metamask","name":"MetaMask"}'],
    ['a string', '"metamask"'],
    ['null', 'null'],
  ])('bad stored JSON is ignored (%s)', (_case, raw) => {
    expect(readRecentWallets(storageWith(raw))).toEqual([])
  })

  it('malformed entries are dropped and the good ones kept', () => {
    const raw = JSON.stringify([null, { id: 1, name: 'x' }, { id: 'ok' }, metamask, 'rainbow'])
    expect(readRecentWallets(storageWith(raw))).toEqual([metamask])
  })

  it('a stored list longer than 2 (another version) is cut to 2', () => {
    expect(readRecentWallets(storageWith(JSON.stringify([metamask, rainbow, phantom])))).toEqual([metamask, rainbow])
  })

  it('saving over bad stored JSON starts a fresh list', () => {
    const storage = storageWith('not json')
    expect(saveRecentWallet(storage, phantom)).toEqual([phantom])
    expect(readRecentWallets(storage)).toEqual([phantom])
  })
})
