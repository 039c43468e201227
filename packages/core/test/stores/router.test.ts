import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { backOutcome, createRouterStore, currentEntry, pushEntry, replaceEntry } from '../../src/stores/router.ts'
import type { View, ViewDataArgs } from '../../src/stores/router.ts'

const views = (router: ReturnType<typeof createRouterStore>) => router.get().history.map((entry) => entry.view)

describe('router', () => {
  it('the router starts on Connect (the default view)', () => {
    expect(createRouterStore().current()).toEqual({ view: 'Connect' })
  })

  it('each view opens with its data, the shell’s and every feature’s declaration alike (the React registry covers them: react/test/viewRegistry.test.ts)', () => {
    // A feature's views join the map through its folder's declaration (send/sendViews.ts).
    expectTypeOf<'WalletSend' | 'RegisterAccountName' | 'ApproveTransaction' | 'Connect'>().toExtend<View>()
    // A view without data takes none; a view with data cannot be pushed without it.
    expectTypeOf<ViewDataArgs<'AllWallets'>>().toEqualTypeOf<[data?: undefined]>()
    expectTypeOf<ViewDataArgs<'EmailVerifyOtp'>>().toEqualTypeOf<[data: { email: string }]>()
    expectTypeOf<ViewDataArgs<'RegisterAccountNameSuccess'>>().toEqualTypeOf<[data: { name: string }]>()
    // Checked by the compiler only: these calls must not type-check.
    const illTyped = (router: ReturnType<typeof createRouterStore>) => {
      // @ts-expect-error EmailVerifyOtp needs the address the code went to.
      router.push('EmailVerifyOtp')
      // @ts-expect-error Networks takes no data.
      router.push('Networks', { page: 2 })
      // @ts-expect-error WalletDownloads shows the downloads of a wallet: it needs its listing.
      router.push('WalletDownloads')
    }
    expectTypeOf(illTyped).parameter(0).toHaveProperty('push')
    const router = createRouterStore()
    router.push('EmailVerifyOtp', { email: 'a@example.com' })
    router.push('Networks')
    expect(router.get().history).toEqual([{ view: 'Connect' }, { view: 'EmailVerifyOtp', data: { email: 'a@example.com' } }, { view: 'Networks' }])
  })

  it('pushing a view adds it to the history with its data', () => {
    const router = createRouterStore()
    router.push('ConnectingExternal', { title: 'MetaMask', connectorId: 'io.metamask' })
    expect(router.current()).toEqual({ view: 'ConnectingExternal', data: { title: 'MetaMask', connectorId: 'io.metamask' } })
    expect(views(router)).toEqual(['Connect', 'ConnectingExternal'])
  })

  it('pushing the current view again is ignored', () => {
    const router = createRouterStore()
    router.push('EmailVerifyOtp', { email: 'a@example.com' })
    const before = router.get()
    const listener = vi.fn()
    router.subscribe(listener)
    router.push('EmailVerifyOtp', { email: 'b@example.com' })
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
    router.replace('ConnectingExternal', { title: 'X', connectorId: 'x' })
    expect(views(router)).toEqual(['Connect', 'ConnectingExternal'])
  })

  it('replacing when the last entry is already that view is ignored', () => {
    const router = createRouterStore()
    router.push('EmailVerifyOtp', { email: 'a@example.com' })
    const before = router.get()
    router.replace('EmailVerifyOtp', { email: 'b@example.com' })
    expect(router.get()).toBe(before)
    expect(router.current().data).toEqual({ email: 'a@example.com' })
  })

  it('going back when the history has one entry closes the modal', () => {
    const router = createRouterStore()
    expect(router.back()).toBe('close')
    expect(views(router)).toEqual(['Connect'])
  })

  it('going back when a view that closes on back is anywhere in the history closes the modal', () => {
    const router = createRouterStore({ view: 'UnsupportedChain' })
    router.push('Account')
    router.push('AllWallets')
    expect(router.back((view) => view === 'UnsupportedChain')).toBe('close')
    expect(views(router)).toEqual(['UnsupportedChain', 'Account', 'AllWallets'])
  })

  it('going back otherwise pops the last entry', () => {
    const router = createRouterStore()
    router.push('AllWallets')
    router.push('ConnectingExternal', { title: 'Test Wallet' })
    expect(router.back()).toBe('navigated')
    expect(router.current().view).toBe('AllWallets')
    expect(router.back()).toBe('navigated')
    expect(router.current().view).toBe('Connect')
    expect(router.back()).toBe('close')
  })

  it('reset starts a new history with one view', () => {
    const router = createRouterStore()
    router.push('AllWallets')
    router.reset('EmailVerifyDevice', { email: 'a@example.com' })
    expect(router.get().history).toEqual([{ view: 'EmailVerifyDevice', data: { email: 'a@example.com' } }])
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
