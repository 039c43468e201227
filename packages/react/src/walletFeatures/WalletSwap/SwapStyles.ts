import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'
import { useSendStyles } from '../WalletSend/SendStyles.ts'

/** The swap form, its token lists and its review: the send's fields and review, and the swap's own rows. */
export function useSwapStyles(): void {
  useSendStyles()
  useStyleSheet('foyer-swap-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-swap-token{flex:none;display:inline-flex;align-items:center;gap:6px;height:36px;padding:0 10px 0 6px;border:none;border-radius:12px;background:color-mix(in srgb,var(--foyer-color-text) 8%,transparent);color:var(--foyer-color-text);font:inherit;font-size:14px;font-weight:600;cursor:pointer}
${ROOT} .foyer-swap-token img,${ROOT} .foyer-swap-option img{border-radius:50%}
${ROOT} .foyer-swap-out{flex:1;min-width:0;font-size:15px;font-weight:500;color:var(--foyer-color-text);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${ROOT} .foyer-swap-out[data-muted=true]{color:var(--foyer-color-text-muted)}
${ROOT} .foyer-swap-side{display:flex;flex-direction:column;gap:6px}
${ROOT} .foyer-swap-side>span{font-size:13px;font-weight:600;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-swap-slippage{width:72px;flex:none}
${ROOT} .foyer-swap-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:2px}
${ROOT} .foyer-swap-list-title{margin:8px 4px 4px;font-size:13px;font-weight:600;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-swap-option{display:flex;align-items:center;gap:12px;width:100%;padding:8px 10px;border:none;border-radius:14px;background:transparent;color:var(--foyer-color-text);font:inherit;text-align:start;cursor:pointer}
${ROOT} .foyer-swap-option:hover{background:var(--foyer-color-surface)}
${ROOT} .foyer-swap-option[aria-current=true]{background:color-mix(in srgb,var(--foyer-accent) 12%,transparent)}
${ROOT} .foyer-swap-option-main{flex:1;min-width:0;display:flex;flex-direction:column}
${ROOT} .foyer-swap-option-main span:first-child{font-weight:600}
${ROOT} .foyer-swap-option-main span:last-child,${ROOT} .foyer-swap-option-side{font-size:13px;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-swap-warning{margin:0 4px;font-size:13px;font-weight:500;color:var(--foyer-color-warning,var(--foyer-color-error))}
${ROOT} .foyer-swap-warning[data-level]{margin:0;padding:10px 12px;border-radius:12px;border-inline-start:4px solid var(--foyer-color-warning);line-height:1.4;color:var(--foyer-color-text);background:color-mix(in srgb,var(--foyer-color-warning) 12%,transparent)}
${ROOT} .foyer-swap-warning[data-level=confirm],${ROOT} .foyer-swap-warning[data-level=refuse]{border-inline-start-color:var(--foyer-color-error);background:color-mix(in srgb,var(--foyer-color-error) 12%,transparent)}
${ROOT} .foyer-swap-warning:focus-visible{outline:2px solid var(--foyer-color-error);outline-offset:2px}
${ROOT} .foyer-button[data-variant=danger]{background:var(--foyer-color-error);color:var(--foyer-color-bg)}
`
