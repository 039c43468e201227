import { useStyleSheet } from './styleSheet.ts'
import { PAGE_STYLES } from './styles.ts'

/** Adds the styles of what Foyer draws in the page (the host buttons), so the host needs no CSS import. */
export function useInjectedStyles(): void {
  useStyleSheet('foyer-styles', PAGE_STYLES, 'page')
}
