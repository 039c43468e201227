import { SNACKBAR_SWITCH_DELAY_MS } from '../constants.ts'
import { createStore } from '../store.ts'

export type SnackbarVariant = 'success' | 'error' | 'loading'

export interface SnackbarState {
  open: boolean
  message: string
  variant: SnackbarVariant
}

/** How long a success or error message stays; a loading message stays until replaced or hidden. */
export const SNACKBAR_VISIBLE_MS = 2_200

/**
 * The toast at the bottom of the modal. A new message while one is open hides the first and
 * shows after 150 ms, so the visitor sees that it changed (spec §4). Callers pass the English text
 * (SNACKBARS); `localize` turns it into the visitor's locale.
 */
export function createSnackbarStore(localize: (text: string) => string = (text) => text) {
  const store = createStore<SnackbarState>({ open: false, message: '', variant: 'success' })
  let showTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined

  function reveal(message: string, variant: SnackbarVariant) {
    store.set({ open: true, message, variant })
    clearTimeout(hideTimer)
    if (variant !== 'loading') hideTimer = setTimeout(hide, SNACKBAR_VISIBLE_MS)
  }

  function show(text: string, variant: SnackbarVariant) {
    const message = localize(text)
    clearTimeout(showTimer)
    if (!store.get().open) return reveal(message, variant)
    // The first message's own hide timer must not fire during the 150 ms and cancel this one.
    clearTimeout(hideTimer)
    store.set((current) => ({ ...current, open: false }))
    showTimer = setTimeout(() => reveal(message, variant), SNACKBAR_SWITCH_DELAY_MS)
  }

  function hide() {
    clearTimeout(hideTimer)
    clearTimeout(showTimer)
    store.set((current) => (current.open ? { ...current, open: false } : current))
  }

  return {
    ...store,
    success: (message: string) => show(message, 'success'),
    error: (message: string) => show(message, 'error'),
    loading: (message: string) => show(message, 'loading'),
    hide,
  }
}
export type SnackbarStore = ReturnType<typeof createSnackbarStore>
