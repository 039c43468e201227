import { describe, expect, it } from 'vitest'
import { embeddedCloseView, isCloseDisabled, openingEntry } from '../../src/stores/navigation.ts'

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
    expect(
      openingEntry({ hasAdapters: false, connected: false, isMobile: false, requested: { view: 'Account' } }).view,
    ).toBe('ConnectingWalletConnectBasic')
  })

  it('a requested view opens with its data', () => {
    const requested = { view: 'ConnectingExternal' as const, data: { connectorId: 'io.metamask' } }
    expect(openingEntry({ hasAdapters: true, connected: false, isMobile: false, requested })).toEqual(requested)
  })

  it('a requested view wins over Account when connected', () => {
    expect(
      openingEntry({ hasAdapters: true, connected: true, isMobile: false, requested: { view: 'RegisterAccountName' } }).view,
    ).toBe('RegisterAccountName')
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
  it.each(['ApproveTransaction', 'SIWXSignMessage'] as const)(
    'close is disabled on %s when signing is required and no session exists',
    (view) => {
      expect(isCloseDisabled({ view, signingRequired: true, hasSession: false })).toBe(true)
    },
  )

  it.each(['ApproveTransaction', 'SIWXSignMessage'] as const)('close stays enabled on %s when a session exists', (view) => {
    expect(isCloseDisabled({ view, signingRequired: true, hasSession: true })).toBe(false)
  })

  it.each(['ApproveTransaction', 'SIWXSignMessage'] as const)('close stays enabled on %s when signing is optional', (view) => {
    expect(isCloseDisabled({ view, signingRequired: false, hasSession: false })).toBe(false)
  })

  it('close stays enabled on every other view, even when signing is required', () => {
    expect(isCloseDisabled({ view: 'Connect', signingRequired: true, hasSession: false })).toBe(false)
    expect(isCloseDisabled({ view: 'ConnectingSiwe', signingRequired: true, hasSession: false })).toBe(false)
  })

  it('in embedded mode, closing shows Account when connected, else Connect', () => {
    expect(embeddedCloseView(true)).toBe('Account')
    expect(embeddedCloseView(false)).toBe('Connect')
  })
})
