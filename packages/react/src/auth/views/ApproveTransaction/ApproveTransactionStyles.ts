import { useStyleSheet } from '../../../theme/styleSheet.ts'

/** The slot the embedded wallet's frame draws its approval screen in. */
export function useApproveTransactionStyles(): void {
  useStyleSheet('foyer-approve-transaction-styles', STYLES)
}

const STYLES = `
.foyer-frame-slot{position:relative;height:420px;max-height:calc(100vh - 140px);display:flex;align-items:center;justify-content:center;border-radius:16px}
`
