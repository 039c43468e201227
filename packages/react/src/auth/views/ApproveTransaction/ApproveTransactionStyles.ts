import { useStyleSheet } from '../../../theme/styleSheet.ts'

/** The slot the embedded wallet's frame draws its approval screen in. */
export function useApproveTransactionStyles(): void {
  useStyleSheet('foyer-approve-transaction-styles', STYLES)
}

const STYLES = `
.foyer-frame-slot{position:relative;height:420px;max-height:calc(100vh - 196px);display:flex;align-items:center;justify-content:center;border-radius:16px}
.foyer-approval-hint{margin:12px 4px 0;font-size:13px;line-height:1.4;text-align:center;color:var(--foyer-color-text-muted)}
.foyer-approval-hint[data-emphasis=true]{color:var(--foyer-color-text);font-weight:600}
`
