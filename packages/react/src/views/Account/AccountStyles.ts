import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The Account view: address, what it is connected with, balance (or why there is none), network chip, tabs and tokens. */
export function useAccountStyles(): void {
  useStyleSheet('foyer-account-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-address{display:inline-flex;align-items:center;gap:6px;font-size:18px;font-weight:600;background:none;border:none;cursor:pointer;padding:2px 6px;border-radius:8px}
${ROOT} .foyer-address:hover{background:var(--foyer-color-surface)}
${ROOT} .foyer-name-offer{display:inline-flex;align-items:center;gap:4px;margin-top:-4px;padding:2px 8px;border:none;border-radius:8px;background:none;cursor:pointer;font:inherit;font-size:13px;font-weight:600;color:color-mix(in srgb,var(--foyer-accent) 70%,var(--foyer-color-text))}
${ROOT} .foyer-name-offer:hover{background:var(--foyer-color-surface)}
${ROOT} .foyer-center .foyer-balance{margin-top:4px;font-size:17px;font-weight:600;color:var(--foyer-color-text);font-variant-numeric:tabular-nums}
${ROOT} .foyer-center .foyer-total-value,${ROOT} .foyer-center .foyer-balance-note,${ROOT} .foyer-center .foyer-last-known{font-size:13px;max-width:none}
${ROOT} .foyer-balance-unavailable{display:flex;flex-direction:column;align-items:center;gap:4px;margin-top:4px}
${ROOT} .foyer-balance-warning{display:flex;align-items:center;gap:10px}
${ROOT} .foyer-center .foyer-balance-warning p{display:inline-flex;align-items:center;gap:6px;font-size:15px;font-weight:600;color:var(--foyer-color-text)}
${ROOT} .foyer-balance-warning svg{color:var(--foyer-color-warning)}
${ROOT} .foyer-chip.foyer-retry{height:30px;padding:0 12px}
${ROOT} .foyer-chip.foyer-retry[aria-disabled=true]{opacity:.6;cursor:progress}
${ROOT} .foyer-center .foyer-connected-with{display:inline-flex;align-items:center;gap:6px;max-width:100%;font-size:13px}
${ROOT} .foyer-connected-with .foyer-wallet-image{width:18px;height:18px;border-radius:5px;font-size:8px}
${ROOT} .foyer-login-mark{display:inline-flex;color:var(--foyer-color-text)}
${ROOT} .foyer-login-mark svg{width:16px;height:16px}
${ROOT} .foyer-connected-with .foyer-login-id{font-size:13px;min-width:0}
${ROOT} .foyer-tokens-note{margin:0 0 6px;padding:10px 12px;border-radius:12px;background:var(--foyer-color-surface);font-size:13px;color:var(--foyer-color-text-muted)}
/* Last known balances keep their text's contrast; the note above them says what they are, the icons go grey. */
${ROOT} .foyer-list[data-stale] .foyer-token img{filter:grayscale(1)}
${ROOT} .foyer-chip{display:inline-flex;align-items:center;gap:8px;height:36px;padding:0 12px 0 6px;border-radius:999px;border:1px solid var(--foyer-color-border);background:var(--foyer-color-surface);cursor:pointer;font-size:13px;font-weight:500}
${ROOT} .foyer-chip:hover{background:var(--foyer-color-surface-hover)}
${ROOT} .foyer-feature-row{display:flex;justify-content:center;gap:8px;margin-top:16px}
${ROOT} .foyer-feature{flex:1;max-width:120px;display:flex;flex-direction:column;align-items:center;gap:6px;padding:10px 6px;border:none;border-radius:14px;background:var(--foyer-color-surface);cursor:pointer;font-size:13px;font-weight:500;color:var(--foyer-color-text)}
${ROOT} .foyer-feature:hover{background:var(--foyer-color-surface-hover)}
${ROOT} .foyer-feature-icon{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:50%;background:color-mix(in srgb,var(--foyer-accent) 16%,transparent);color:color-mix(in srgb,var(--foyer-accent) 70%,var(--foyer-color-text))}
${ROOT} .foyer-tabs{display:flex;gap:4px;padding:4px;margin:16px 0 10px;border-radius:14px;background:var(--foyer-color-surface)}
${ROOT} .foyer-tab{flex:1;height:34px;border:none;border-radius:10px;background:transparent;cursor:pointer;font-size:14px;font-weight:500;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-tab[aria-selected=true]{background:var(--foyer-color-bg);color:var(--foyer-color-text);box-shadow:0 1px 2px rgba(0,0,0,.15)}
${ROOT} .foyer-tokens-alone{margin-top:16px}
${ROOT} .foyer-token{display:flex;align-items:center;gap:12px;padding:8px 4px}
${ROOT} .foyer-token img{width:36px;height:36px;border-radius:50%}
${ROOT} .foyer-token-initial{flex:none;width:36px;height:36px;border-radius:50%;display:grid;place-items:center;background:var(--foyer-color-surface);color:var(--foyer-color-text-muted);font-weight:600}
${ROOT} .foyer-token-main{flex:1;min-width:0;display:flex;flex-direction:column}
${ROOT} .foyer-token-main span:last-child,${ROOT} .foyer-token-side span:last-child{font-size:13px;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-token-side{display:flex;flex-direction:column;align-items:flex-end;font-variant-numeric:tabular-nums}
${ROOT} .foyer-login{display:flex;flex-direction:column;gap:8px}
${ROOT} .foyer-login-id{margin:0;font-size:14px;color:var(--foyer-color-text-muted);max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
`
