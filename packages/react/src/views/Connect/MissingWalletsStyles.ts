import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The note under the Connect view's wallets when the registry's could not be loaded. */
export function useMissingWalletsStyles(): void {
  useStyleSheet('foyer-missing-wallets-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-missing-wallets{display:flex;align-items:center;gap:12px;margin-top:10px;padding:10px 12px;border-radius:12px;border:1px dashed var(--foyer-color-border);color:var(--foyer-color-text-muted);font-size:13px;line-height:1.4}
${ROOT} .foyer-missing-wallets p{flex:1;margin:0}
${ROOT} .foyer-missing-wallets .foyer-button{flex:none;height:34px;padding:0 12px;font-size:13px}
`
