import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The ring that turns around a wallet's or a provider's image while a connection waits. */
export function useLoadingRingStyles(): void {
  useStyleSheet('foyer-loading-ring-styles', STYLES)
}

const STYLES = `
.foyer-loading-ring{position:relative;padding:6px}
.foyer-loading-ring::after{content:"";position:absolute;inset:0;border-radius:26px;border:2.5px solid transparent;border-top-color:var(--foyer-accent);border-right-color:var(--foyer-accent);animation:foyer-spin 1.1s linear infinite}
.foyer-loading-ring[data-state=error]::after{animation:none;border-color:var(--foyer-color-error)}
`
