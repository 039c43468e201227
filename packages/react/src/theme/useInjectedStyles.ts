import { useStyleSheet } from './styleSheet.ts'
import { PAGE_STYLES } from './styles.ts'

/** Adds the styles of what Foyer draws in the page (the host buttons), so the host needs no CSS import. */
export function useInjectedStyles(nonce?: string): void {
  useStyleSheet(PAGE_STYLES_ID, PAGE_STYLES, 'page', nonce)
}

/** The id of the page's sheet, shared with <FoyerStyles /> so the browser keeps the server's copy. */
export const PAGE_STYLES_ID = 'foyer-styles'
