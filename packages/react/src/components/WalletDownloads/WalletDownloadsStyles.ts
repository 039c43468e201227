import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The "Get <wallet>" links. */
export function useWalletDownloadsStyles(): void {
  useStyleSheet('foyer-wallet-downloads-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-downloads{width:100%;margin-top:6px}
${ROOT} .foyer-download{text-decoration:none;color:var(--foyer-color-text);min-height:52px}
${ROOT} .foyer-download>svg:last-child{color:var(--foyer-color-text-muted);flex:none}
${ROOT} .foyer-download-icon{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:10px;flex:none;background:var(--foyer-color-surface-hover);color:var(--foyer-color-text)}
`
