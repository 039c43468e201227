import type { WalletConnector } from '@foyer/core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { evmAdapter, REQUEST_EVENT, type DiscoveryTarget } from '../src/index.ts'
import { announceTestWallet, createTestWallet } from '../src/testing/testWallet.ts'

const METAMASK = { name: 'MetaMask', rdns: 'io.metamask', icon: 'data:image/svg+xml,mm', uuid: 'mm-1' }
const RABBY = { name: 'Rabby', rdns: 'io.rabby', icon: 'data:image/svg+xml,rabby', uuid: 'rabby-1' }

function watch(target: DiscoveryTarget) {
  const onChange = vi.fn<(connectors: WalletConnector[]) => void>()
  const stop = evmAdapter({ target }).watchConnectors(onChange)
  const latest = () => onChange.mock.lastCall?.[0] ?? []
  return { onChange, stop, latest }
}

describe('evmAdapter discovery', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('the adapter serves the eip155 namespace', () => {
    expect(evmAdapter().namespace).toBe('eip155')
  })

  it('discovery requests providers and lists each announced wallet as an ANNOUNCED connector', () => {
    const target = new EventTarget()
    const wallet = createTestWallet()
    announceTestWallet(target, wallet, METAMASK)
    const { latest } = watch(target)
    expect(latest()).toHaveLength(1)
    expect(latest()[0]).toMatchObject({
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: 'data:image/svg+xml,mm',
      info: { rdns: 'io.metamask' },
      provider: wallet,
    })
  })

  it("an announced wallet's icon is used only as the data URI EIP-6963 requires: a URL would be a request to another origin", () => {
    const target = new EventTarget()
    announceTestWallet(target, createTestWallet(), { ...METAMASK, icon: 'https://tracker.example/icon.png' })
    announceTestWallet(target, createTestWallet(), { ...RABBY, icon: 'data:image/png;base64,iVBORw0KGgo=' })
    const { latest } = watch(target)
    expect(latest().map((connector) => connector.imageUrl)).toEqual([undefined, 'data:image/png;base64,iVBORw0KGgo='])
  })

  it('discovery dispatches eip6963:requestProvider when it starts', () => {
    const target = new EventTarget()
    const requested = vi.fn()
    target.addEventListener(REQUEST_EVENT, requested)
    watch(target)
    expect(requested).toHaveBeenCalledOnce()
  })

  it('discovery reports the first list once, after the wallets answered the request', () => {
    const target = new EventTarget()
    announceTestWallet(target, createTestWallet(), METAMASK)
    announceTestWallet(target, createTestWallet(), RABBY)
    const { onChange, latest } = watch(target)
    expect(onChange).toHaveBeenCalledOnce()
    expect(latest().map((connector) => connector.id)).toEqual(['io.metamask', 'io.rabby'])
  })

  it('discovery reports an empty list when no wallet is there', () => {
    const { onChange } = watch(new EventTarget())
    expect(onChange).toHaveBeenCalledExactlyOnceWith([])
  })

  it('discovery adds a wallet announced later and passes the whole list', () => {
    const target = new EventTarget()
    announceTestWallet(target, createTestWallet(), METAMASK)
    const { onChange, latest } = watch(target)
    announceTestWallet(target, createTestWallet(), RABBY)
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(latest().map((connector) => connector.id)).toEqual(['io.metamask', 'io.rabby'])
  })

  it('discovery keeps one connector per rdns', () => {
    const target = new EventTarget()
    announceTestWallet(target, createTestWallet(), METAMASK)
    announceTestWallet(target, createTestWallet(), { ...METAMASK, uuid: 'mm-2', name: 'MetaMask Flask' })
    const { latest } = watch(target)
    target.dispatchEvent(new Event(REQUEST_EVENT))
    expect(latest()).toHaveLength(1)
  })

  it('a re-announcement replaces the connector of its rdns', () => {
    const target = new EventTarget()
    announceTestWallet(target, createTestWallet(), METAMASK)
    const { latest } = watch(target)
    const replacement = createTestWallet()
    announceTestWallet(target, replacement, { ...METAMASK, name: 'MetaMask (new)' })
    expect(latest()).toHaveLength(1)
    expect(latest()[0]).toMatchObject({ name: 'MetaMask (new)', provider: replacement })
  })

  it('an identical re-announcement keeps the same connector and reports nothing', () => {
    const target = new EventTarget()
    announceTestWallet(target, createTestWallet(), METAMASK)
    const { onChange, latest } = watch(target)
    const first = latest()[0]
    target.dispatchEvent(new Event(REQUEST_EVENT))
    expect(onChange).toHaveBeenCalledOnce()
    expect(latest()[0]).toBe(first)
  })

  it('discovery ignores malformed announcements', () => {
    const target = new EventTarget()
    const { onChange } = watch(target)
    const announce = (detail: unknown) => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    announce(undefined)
    announce({ info: METAMASK })
    announce({ info: { ...METAMASK, rdns: '' }, provider: createTestWallet() })
    announce({ info: { name: 'No rdns' }, provider: createTestWallet() })
    announce({ info: METAMASK, provider: { request: 'not a function' } })
    expect(onChange).toHaveBeenCalledOnce()
  })

  it("the legacy provider becomes one INJECTED connector 'Browser Wallet'", () => {
    const target = Object.assign(new EventTarget(), { ethereum: createTestWallet() })
    const { latest } = watch(target)
    expect(latest()).toHaveLength(1)
    expect(latest()[0]).toMatchObject({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', provider: target.ethereum })
  })

  it('legacy provider is dropped when it is an announced provider', () => {
    const wallet = createTestWallet()
    const target = Object.assign(new EventTarget(), { ethereum: wallet })
    announceTestWallet(target, wallet, RABBY)
    const { latest } = watch(target)
    expect(latest().map((connector) => connector.id)).toEqual(['io.rabby'])
  })

  it('legacy provider is dropped when its wallet flag matches an announced rdns', () => {
    const target = Object.assign(new EventTarget(), { ethereum: Object.assign(createTestWallet(), { isMetaMask: true }) })
    announceTestWallet(target, createTestWallet(), METAMASK)
    const { latest } = watch(target)
    expect(latest().map((connector) => connector.id)).toEqual(['io.metamask'])
  })

  it('legacy provider is dropped once its wallet announces itself later', () => {
    const wallet = createTestWallet()
    const target = Object.assign(new EventTarget(), { ethereum: wallet })
    const { latest } = watch(target)
    expect(latest().map((connector) => connector.id)).toEqual(['injected'])
    announceTestWallet(target, wallet, RABBY)
    expect(latest().map((connector) => connector.id)).toEqual(['io.rabby'])
  })

  it('legacy provider is kept when it is another wallet than the announced ones', () => {
    const target = Object.assign(new EventTarget(), { ethereum: Object.assign(createTestWallet(), { isMetaMask: true }) })
    announceTestWallet(target, createTestWallet(), RABBY)
    const { latest } = watch(target)
    expect(latest().map((connector) => connector.id)).toEqual(['io.rabby', 'injected'])
  })

  it('a wallet-specific flag wins over the isMetaMask compatibility flag', () => {
    const rabbyAsMetaMask = Object.assign(createTestWallet(), { isMetaMask: true, isRabby: true })
    const target = Object.assign(new EventTarget(), { ethereum: rabbyAsMetaMask })
    announceTestWallet(target, createTestWallet(), METAMASK)
    const { latest } = watch(target)
    expect(latest().map((connector) => connector.id)).toEqual(['io.metamask', 'injected'])
  })

  it('a legacy provider injected late is picked up on ethereum#initialized', () => {
    const target: DiscoveryTarget = new EventTarget()
    const { latest } = watch(target)
    target.ethereum = createTestWallet()
    target.dispatchEvent(new Event('ethereum#initialized'))
    expect(latest().map((connector) => connector.id)).toEqual(['injected'])
  })

  it('the returned function stops listening', () => {
    const target = new EventTarget()
    const { onChange, stop } = watch(target)
    stop()
    announceTestWallet(target, createTestWallet(), METAMASK)
    expect(onChange).toHaveBeenCalledOnce()
  })

  it('discovery defaults to globalThis.window when it exists', async () => {
    const target = new EventTarget()
    announceTestWallet(target, createTestWallet(), METAMASK)
    vi.stubGlobal('window', target)
    const { onChange } = { onChange: vi.fn() }
    evmAdapter().watchConnectors(onChange)
    expect(onChange.mock.lastCall?.[0]).toHaveLength(1)
  })

  it('discovery without a window (SSR) reports an empty list and does nothing', () => {
    expect('window' in globalThis).toBe(false)
    const onChange = vi.fn()
    const stop = evmAdapter().watchConnectors(onChange)
    expect(onChange).toHaveBeenCalledExactlyOnceWith([])
    expect(stop).not.toThrow()
  })
})
