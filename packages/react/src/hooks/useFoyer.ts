import { isMobileBrowser, type RouterEntry } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useStore } from './useStore.ts'

/** Opens and closes the modal. `open({ view: 'Networks' })` opens a given view. */
export function useFoyer() {
  const { client } = useFoyerInstance()
  const isOpen = useStore(client.ctx.modal, (state) => state.open)
  return {
    isOpen,
    open: (request?: RouterEntry) => client.open(request, isMobileBrowser()),
    close: client.close,
  }
}
