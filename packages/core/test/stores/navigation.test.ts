import { describe, expect, it } from 'vitest'
import type { SiwxStrategy } from '../../src/siwxTypes.ts'
import { signingHoldsOpen } from '../../src/siwx/siwxViews.ts'
import { embeddedCloseView, openingEntry } from '../../src/stores/navigation.ts'

describe('opening rules (spec §2)', () => {
  it('with no adapters and not connected, the modal opens on AllWallets on mobile', () => {
    expect(openingEntry({ hasAdapters: false, connected: false, isMobile: true })).toEqual({ view: 'AllWallets' })
  })

  it('with no adapters and not connected, the modal opens on ConnectingWalletConnectBasic elsewhere', () => {
    expect(openingEntry({ hasAdapters: false, connected: false, isMobile: false })).toEqual({
      view: 'ConnectingWalletConnectBasic',
    })
  })

  it('with no adapters and not connected, a requested view is not honoured', () => {
    expect(openingEntry({ hasAdapters: false, connected: false, isMobile: false, requested: { view: 'Account' } }).view).toBe('ConnectingWalletConnectBasic')
  })

  it('a requested view opens with its data', () => {
    const requested = { view: 'ConnectingExternal' as const, data: { title: 'MetaMask', connectorId: 'io.metamask' } }
    expect(openingEntry({ hasAdapters: true, connected: false, isMobile: false, requested })).toEqual(requested)
  })

  it('a requested view wins over Account when connected', () => {
    expect(openingEntry({ hasAdapters: true, connected: true, isMobile: false, requested: { view: 'Networks' } }).view).toBe('Networks')
  })

  it('connected without a request opens Account', () => {
    expect(openingEntry({ hasAdapters: true, connected: true, isMobile: false })).toEqual({ view: 'Account' })
    expect(openingEntry({ hasAdapters: false, connected: true, isMobile: true })).toEqual({ view: 'Account' })
  })

  it('otherwise the modal opens on Connect', () => {
    expect(openingEntry({ hasAdapters: true, connected: false, isMobile: true })).toEqual({ view: 'Connect' })
  })
})

describe('close rules (spec §2)', () => {
  it('signing holds the modal open when it is required and no session exists', () => {
    expect(signingHoldsOpen({ required: true }, { status: 'none' })).toBe(true)
    expect(signingHoldsOpen({ required: true }, { status: 'signing' })).toBe(true)
  })

  it('signing does not hold the modal open once a session exists', () => {
    expect(signingHoldsOpen({ required: true }, { status: 'signed' })).toBe(false)
  })

  it('signing does not hold the modal open when it is optional', () => {
    expect(signingHoldsOpen({ required: false }, { status: 'none' })).toBe(false)
    expect(signingHoldsOpen(undefined, { status: 'none' })).toBe(false)
  })

  it("a whole strategy's getRequired() decides whether signing is required", () => {
    const strategy = { getRequired: () => true } as unknown as SiwxStrategy
    expect(signingHoldsOpen(strategy, { status: 'none' })).toBe(true)
  })

  it('in embedded mode, closing shows Account when connected, else Connect', () => {
    expect(embeddedCloseView(true)).toBe('Account')
    expect(embeddedCloseView(false)).toBe('Connect')
  })
})
