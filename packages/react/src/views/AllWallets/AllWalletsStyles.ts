import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The All Wallets grid and its search field. */
export function useAllWalletsStyles(): void {
  useStyleSheet('foyer-all-wallets-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-grid{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:6px}
${ROOT} .foyer-grid-item{width:100%;height:100%;display:flex;flex-direction:column;align-items:center;gap:6px;padding:10px 4px;border:none;border-radius:14px;background:var(--foyer-color-surface);cursor:pointer;min-width:0}
${ROOT} .foyer-grid-item:hover{background:var(--foyer-color-surface-hover)}
${ROOT} .foyer-grid-item span{font-size:12px;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;unicode-bidi:plaintext}
${ROOT} .foyer-search{display:flex;align-items:center;gap:8px;padding:0 12px;height:44px;border-radius:14px;background:var(--foyer-color-surface);border:1px solid var(--foyer-color-border);margin-bottom:12px;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-search:focus-within{border-color:var(--foyer-accent);box-shadow:0 0 0 1px var(--foyer-accent)}
${ROOT} .foyer-search input:focus-visible{outline:none}
${ROOT} .foyer-search input{flex:1;border:none;background:transparent;color:var(--foyer-color-text);font:inherit;outline:none;min-width:0}
${ROOT} .foyer-search input::placeholder{color:var(--foyer-color-text-muted)}
${ROOT} .foyer-list-failed{display:flex;flex-direction:column;align-items:center;gap:12px;padding:20px 12px 8px;text-align:center;color:var(--foyer-color-text-muted);font-size:14px;line-height:1.45}
${ROOT} .foyer-list-failed p{margin:0;max-width:300px}
${ROOT} .foyer-browser-wallets{margin-top:12px}
${ROOT} .foyer-browser-wallets h3{margin:0 4px 8px;font-size:13px;font-weight:600;color:var(--foyer-color-text-muted)}
`
