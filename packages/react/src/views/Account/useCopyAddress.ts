import { SNACKBARS } from '@foyer/core/internal'
import { useFoyerInstance } from '../../context.ts'

/** Copies the account's address and says so (or that it could not) in a toast. */
export function useCopyAddress(address: string | undefined): () => Promise<void> {
  const { client } = useFoyerInstance()
  const { snackbar } = client.ctx
  return async () => {
    if (!address) return
    try {
      await navigator.clipboard.writeText(address)
      snackbar.success(SNACKBARS.ADDRESS_COPIED)
    } catch {
      snackbar.error(SNACKBARS.SOMETHING_WENT_WRONG)
    }
  }
}
