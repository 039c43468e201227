import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The footer with the Disconnect button. */
export function useDisconnectFooterStyles(): void {
  useStyleSheet('foyer-disconnect-footer-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-footer{padding:12px 14px 16px;border-top:1px solid var(--foyer-color-border);display:flex;flex-direction:column;gap:8px}
`
