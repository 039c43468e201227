import { useInsertionEffect } from 'react'
import { STYLES } from './styles.ts'

const STYLE_ID = 'foyer-styles'

/** Adds Foyer's stylesheet to the document once, so the host needs no CSS import. */
export function useInjectedStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return
    const element = document.createElement('style')
    element.id = STYLE_ID
    element.textContent = STYLES
    document.head.appendChild(element)
  }, [])
}
