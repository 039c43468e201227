import type { RouterEntry } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useStore } from './useStore.ts'

const MOBILE = /Android|iPhone|iPad|iPod|Mobile/i

/** Opens and closes the modal. `open({ view: 'Networks' })` opens a given view. */
export function useFoyer() {
  const { client } = useFoyerInstance()
  const isOpen = useStore(client.ctx.modal, (state) => state.open)
  return {
    isOpen,
    open: (request?: RouterEntry) => client.open(request, typeof navigator !== 'undefined' && MOBILE.test(navigator.userAgent)),
    close: client.close,
  }
}
