import { describe, expect, it, vi } from 'vitest'
import { VIEWS, backOutcome, createRouterStore, currentEntry, pushEntry, replaceEntry } from '../../src/stores/router.ts'

const views = (router: ReturnType<typeof createRouterStore>) => router.get().history.map((entry) => entry.view)

describe('router', () => {
  it('the router starts on Connect (the default view)', () => {
    expect(createRouterStore().current()).toEqual({ view: 'Connect' })
  })

  it('the views are those of spec §2', () => {
    for (const view of [
      'Connect',
      'Account',
      'AllWallets',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'ConnectingExternal',
      'ConnectingFarcaster',
      'ConnectingSiwe',
      'SIWXSignMessage',
      'ApproveTransaction',
      'UnsupportedChain',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ] as const) {
      expect(VIEWS).toContain(view)
    }
  })

  it('pushing a view adds it to the history with its data', () => {
    const router = createRouterStore()
    router.push('ConnectingExternal', { connectorId: 'io.metamask' })
    expect(router.current()).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } })
    expect(views(router)).toEqual(['Connect', 'ConnectingExternal'])
  })

  it('pushing the current view again is ignored', () => {
    const router = createRouterStore()
    router.push('AllWallets')
    const before = router.get()
    const listener = vi.fn()
    router.subscribe(listener)
    router.push('AllWallets', { other: true })
    expect(router.get()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
  })

  it('pushing a view that is deeper in the history (not current) adds it again', () => {
    const router = createRouterStore()
    router.push('AllWallets')
    router.push('Connect')
    expect(views(router)).toEqual(['Connect', 'AllWallets', 'Connect'])
  })

  it('replacing swaps the last entry', () => {
    const router = createRouterStore()
    router.push('AllWallets')
    router.replace('ConnectingExternal', { connectorId: 'x' })
    expect(views(router)).toEqual(['Connect', 'ConnectingExternal'])
  })

  it('replacing when the last entry is already that view is ignored', () => {
    const router = createRouterStore()
    router.push('AllWallets', { page: 1 })
    const before = router.get()
    router.replace('AllWallets', { page: 2 })
    expect(router.get()).toBe(before)
    expect(router.current().data).toEqual({ page: 1 })
  })

  it('going back when the history has one entry closes the modal', () => {
    const router = createRouterStore()
    expect(router.back()).toBe('close')
    expect(views(router)).toEqual(['Connect'])
  })

  it('going back when UnsupportedChain is anywhere in the history closes the modal', () => {
    const router = createRouterStore({ view: 'UnsupportedChain' })
    router.push('Account')
    router.push('AllWallets')
    expect(router.back()).toBe('close')
    expect(views(router)).toEqual(['UnsupportedChain', 'Account', 'AllWallets'])
  })

  it('going back otherwise pops the last entry', () => {
    const router = createRouterStore()
    router.push('AllWallets')
    router.push('ConnectingExternal')
    expect(router.back()).toBe('navigated')
    expect(router.current().view).toBe('AllWallets')
    expect(router.back()).toBe('navigated')
    expect(router.current().view).toBe('Connect')
    expect(router.back()).toBe('close')
  })

  it('reset starts a new history with one view', () => {
    const router = createRouterStore()
    router.push('AllWallets')
    router.reset('Account', { tab: 'Tokens' })
    expect(router.get().history).toEqual([{ view: 'Account', data: { tab: 'Tokens' } }])
  })

  it('the pure rules agree with the store: push, replace and back on a plain state', () => {
    const state = { history: [{ view: 'Connect' as const }] }
    expect(pushEntry(state, { view: 'Connect' })).toBe(state)
    expect(replaceEntry(state, { view: 'Connect' })).toBe(state)
    expect(replaceEntry({ history: [] }, { view: 'Account' })).toEqual({ history: [{ view: 'Account' }] })
    expect(backOutcome(state)).toBe('close')
    expect(currentEntry({ history: [] })).toEqual({ view: 'Connect' })
  })
})
