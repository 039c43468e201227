import { describe, expect, it } from 'vitest'
import { CONNECTOR_TYPE_ORDER, createConnectorsStore, type WalletListInput } from '../../src/stores/connectors.ts'
import { buildWalletList, connectMethodOrder } from '../../src/views/walletList.ts'
import type { ConnectorType, WalletListing } from '../../src/types.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const wallet = (id: string, type: ConnectorType, rdns?: string, explorerId?: string) => createTestWallet({ id, name: id, type, rdns, explorerId })

const listing = (id: string, rdns: string | null = null): WalletListing => ({
  id,
  name: `listing ${id}`,
  image_id: `img-${id}`,
  rdns,
  chains: ['eip155:1'],
  homepage: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  chrome_store: null,
  firefox_store: null,
  app_store: null,
  play_store: null,
  desktop_download: null,
})

const emptyInput: WalletListInput = { connectors: [], recent: [], featured: [], custom: [], recommended: [] }

describe('connect-method order (spec §2)', () => {
  it('email, social, wallet by default', () => {
    expect(connectMethodOrder([])).toEqual(['email', 'social', 'wallet'])
    expect(connectMethodOrder([wallet('wc', 'WALLET_CONNECT'), wallet('ext', 'EXTERNAL')])).toEqual(['email', 'social', 'wallet'])
  })

  it.each(['INJECTED', 'ANNOUNCED'] as const)('wallet first when an %s connector is visible', (type) => {
    expect(connectMethodOrder([wallet('w', type)])).toEqual(['wallet', 'email', 'social'])
  })
})

describe('connector type order (spec §2)', () => {
  it('the order is walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect([...CONNECTOR_TYPE_ORDER]).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
  })

  it('the wallet list follows the connector type order', () => {
    const items = buildWalletList({
      connectors: [wallet('external', 'EXTERNAL'), wallet('injected', 'ANNOUNCED', 'com.injected'), wallet('walletconnect', 'WALLET_CONNECT'), wallet('recent', 'INJECTED', 'com.recent')],
      recent: [{ id: 'recent', name: 'recent', rdns: 'com.recent' }],
      featured: [listing('featured')],
      custom: [{ id: 'custom', name: 'Custom' }],
      recommended: [listing('recommended')],
    })
    expect(items.map((item) => item.section)).toEqual([...CONNECTOR_TYPE_ORDER])
    expect(items.map((item) => item.id)).toEqual(['walletconnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
  })

  it('MULTI_CHAIN connectors are listed with the external ones', () => {
    const items = buildWalletList({ ...emptyInput, connectors: [wallet('multi', 'MULTI_CHAIN')] })
    expect(items).toMatchObject([{ section: 'external', id: 'multi' }])
  })

  it('auth connectors are not wallets and are not listed', () => {
    expect(buildWalletList({ ...emptyInput, connectors: [wallet('auth', 'AUTH')] })).toEqual([])
  })
})

describe('each wallet shown once', () => {
  it('an installed recent wallet appears under recent, not again under injected', () => {
    const items = buildWalletList({
      ...emptyInput,
      connectors: [wallet('io.metamask', 'ANNOUNCED', 'io.metamask')],
      recent: [{ id: 'metamask-registry-id', name: 'MetaMask', rdns: 'io.metamask' }],
    })
    expect(items).toMatchObject([{ section: 'recent', kind: 'connector', id: 'io.metamask' }])
  })

  it('a recent wallet that is not installed shows its registry listing under recent', () => {
    const items = buildWalletList({ ...emptyInput, recent: [{ id: 'rainbow', name: 'Rainbow' }], recommended: [listing('rainbow')] })
    expect(items).toMatchObject([{ section: 'recent', kind: 'listing', id: 'rainbow' }])
  })

  it('a recent wallet neither installed nor listed is left out', () => {
    expect(buildWalletList({ ...emptyInput, recent: [{ id: 'gone', name: 'Gone' }] })).toEqual([])
  })

  it('an installed wallet is not listed again as featured or recommended (same rdns)', () => {
    const items = buildWalletList({
      ...emptyInput,
      connectors: [wallet('io.metamask', 'ANNOUNCED', 'io.metamask')],
      featured: [listing('mm-featured', 'io.metamask')],
      recommended: [listing('mm-recommended', 'io.metamask'), listing('other')],
    })
    expect(items.map((item) => item.id)).toEqual(['io.metamask', 'other'])
  })

  it('an installed wallet is not listed again under its registry id (explorerId)', () => {
    const items = buildWalletList({
      ...emptyInput,
      connectors: [wallet('injected-phantom', 'INJECTED', undefined, 'phantom-registry-id')],
      featured: [listing('phantom-registry-id')],
    })
    expect(items.map((item) => item.id)).toEqual(['injected-phantom'])
  })

  it('a recent wallet saved under its registry id finds its installed connector and is listed once', () => {
    const items = buildWalletList({
      ...emptyInput,
      connectors: [wallet('injected-phantom', 'INJECTED', undefined, 'phantom-registry-id')],
      recent: [{ id: 'phantom-registry-id', name: 'Phantom' }],
      recommended: [listing('phantom-registry-id')],
    })
    expect(items).toMatchObject([{ section: 'recent', kind: 'connector', id: 'injected-phantom' }])
    expect(items).toHaveLength(1)
  })

  it('a wallet both featured and recommended is listed once, as featured', () => {
    const items = buildWalletList({ ...emptyInput, featured: [listing('a')], recommended: [listing('a'), listing('b')] })
    expect(items.map((item) => `${item.section}:${item.id}`)).toEqual(['featured:a', 'recommended:b'])
  })

  it('a custom wallet with the rdns of an installed one is not listed again', () => {
    const items = buildWalletList({
      ...emptyInput,
      connectors: [wallet('io.rabby', 'ANNOUNCED', 'io.rabby')],
      custom: [{ id: 'my-rabby', name: 'Rabby', rdns: 'io.rabby' }],
    })
    expect(items.map((item) => item.id)).toEqual(['io.rabby'])
  })
})

describe('connectors store', () => {
  it('byId finds a discovered connector and answers undefined otherwise', () => {
    const store = createConnectorsStore()
    const found = wallet('io.metamask', 'ANNOUNCED')
    store.set([found])
    expect(store.byId('io.metamask')).toBe(found)
    expect(store.byId('missing')).toBeUndefined()
  })
})
