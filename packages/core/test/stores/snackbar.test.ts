import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SNACKBAR_VISIBLE_MS, createSnackbarStore } from '../../src/stores/snackbar.ts'

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('a message shows at once when none is open', () => {
    const snackbar = createSnackbarStore()
    snackbar.success('Address copied')
    expect(snackbar.get()).toEqual({ open: true, message: 'Address copied', variant: 'success' })
  })

  it('a new message while one is open hides the first and shows after 150 ms', () => {
    const snackbar = createSnackbarStore()
    snackbar.loading('Authenticating...')
    snackbar.error('Signature declined')
    expect(snackbar.get()).toMatchObject({ open: false, message: 'Authenticating...' })
    vi.advanceTimersByTime(149)
    expect(snackbar.get().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(snackbar.get()).toEqual({ open: true, message: 'Signature declined', variant: 'error' })
  })

  it('a new message still shows when the first would have hidden itself during the 150 ms', () => {
    const snackbar = createSnackbarStore()
    snackbar.success('Transaction started')
    vi.advanceTimersByTime(SNACKBAR_VISIBLE_MS - 50)
    snackbar.error('Something went wrong')
    vi.advanceTimersByTime(150)
    expect(snackbar.get()).toEqual({ open: true, message: 'Something went wrong', variant: 'error' })
  })

  it('only the last of several quick messages shows', () => {
    const snackbar = createSnackbarStore()
    snackbar.success('one')
    snackbar.error('two')
    vi.advanceTimersByTime(50)
    snackbar.error('three')
    vi.advanceTimersByTime(150)
    expect(snackbar.get()).toMatchObject({ open: true, message: 'three' })
  })

  it('a loading message stays until replaced or hidden', () => {
    const snackbar = createSnackbarStore()
    snackbar.loading('Authenticating...')
    vi.advanceTimersByTime(60_000)
    expect(snackbar.get()).toMatchObject({ open: true, variant: 'loading' })
    snackbar.hide()
    expect(snackbar.get().open).toBe(false)
  })

  it.each(['success', 'error'] as const)('a %s message hides itself', (variant) => {
    const snackbar = createSnackbarStore()
    snackbar[variant]('Something went wrong')
    vi.advanceTimersByTime(SNACKBAR_VISIBLE_MS - 1)
    expect(snackbar.get().open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(snackbar.get().open).toBe(false)
  })

  it('a loading message replaced by a success message hides with the success timer', () => {
    const snackbar = createSnackbarStore()
    snackbar.loading('Authenticating...')
    snackbar.success('Transaction started')
    vi.advanceTimersByTime(150 + SNACKBAR_VISIBLE_MS)
    expect(snackbar.get()).toMatchObject({ open: false, message: 'Transaction started' })
  })

  it('hiding cancels a message waiting to show', () => {
    const snackbar = createSnackbarStore()
    snackbar.success('one')
    snackbar.error('two')
    snackbar.hide()
    vi.advanceTimersByTime(1_000)
    expect(snackbar.get()).toMatchObject({ open: false, message: 'one' })
  })
})
