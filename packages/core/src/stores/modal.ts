import { SHAKE_MS } from '../constants.ts'
import { createStore, patchStore } from '../store.ts'

export interface ModalState {
  open: boolean
  loading: boolean
  shake: boolean
}

/** Open/close, a loading flag and a 500 ms shake (spec §4 Other). */
export function createModalStore() {
  const store = createStore<ModalState>({ open: false, loading: false, shake: false })
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  return {
    ...store,
    open: () => patchStore(store, { open: true }),
    close: () => patchStore(store, { open: false, loading: false }),
    setLoading: (loading: boolean) => patchStore(store, { loading }),
    shake() {
      clearTimeout(shakeTimer)
      patchStore(store, { shake: true })
      shakeTimer = setTimeout(() => patchStore(store, { shake: false }), SHAKE_MS)
    },
  }
}
export type ModalStore = ReturnType<typeof createModalStore>
