import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** An empty state: a mark, what is empty, what will fill it, and the next step as buttons. */
export function useEmptyStateStyles(): void {
  useStyleSheet('foyer-empty-state-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-empty-state{display:flex;flex-direction:column;align-items:center;gap:6px;padding:24px 8px 16px;text-align:center}
${ROOT} .foyer-empty-state-mark{width:48px;height:48px;margin-bottom:4px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;background:var(--foyer-color-surface);color:var(--foyer-color-text-muted)}
${ROOT} .foyer-empty-state strong{font-size:15px;font-weight:600;overflow-wrap:anywhere}
${ROOT} .foyer-empty-state p{margin:0;color:var(--foyer-color-text-muted);font-size:13px;line-height:1.45;max-width:260px}
${ROOT} .foyer-empty-state-actions{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin-top:10px}
${ROOT} .foyer-empty-state-actions .foyer-button{height:36px;font-size:14px;padding:0 14px;gap:6px;width:auto}
`
