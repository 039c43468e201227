import { SNACKBARS } from '@foyer/core/internal'
import type { FoyerInstance } from '../createFoyer.ts'

/** Copies a link to the clipboard and says so in the snackbar, or that it could not. */
export async function copyLink(client: FoyerInstance['client'], link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link)
    client.ctx.snackbar.success(SNACKBARS.LINK_COPIED)
  } catch {
    client.ctx.snackbar.error(SNACKBARS.SOMETHING_WENT_WRONG)
  }
}
