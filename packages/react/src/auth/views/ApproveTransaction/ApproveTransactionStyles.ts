import { useStyleSheet } from '../../../theme/styleSheet.ts'

/**
 * The slot the embedded wallet's frame draws its approval screen in. Its most height is the
 * dialog's (ModalStyles: min(680px, 100vh − 32px); 88vh on a phone) less the header, the hint and
 * the body's padding (164px), so the modal's body never scrolls around the frame, whose focusable
 * content axe cannot see from the page: a long request scrolls inside the frame's own details.
 */
export function useApproveTransactionStyles(): void {
  useStyleSheet('foyer-approve-transaction-styles', STYLES)
}

const STYLES = `
.foyer-frame-slot{position:relative;height:420px;max-height:calc(min(680px,100vh - 32px) - 164px);display:flex;align-items:center;justify-content:center;border-radius:16px}
@media (max-width:430px){.foyer-frame-slot{max-height:calc(88vh - 164px)}}
.foyer-approval-hint{margin:12px 4px 0;font-size:13px;line-height:1.4;text-align:center;color:var(--foyer-color-text-muted)}
.foyer-approval-hint[data-emphasis=true]{color:var(--foyer-color-text);font-weight:600}
`
