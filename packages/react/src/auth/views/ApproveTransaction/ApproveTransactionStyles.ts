import { ROOT } from '../../../theme/scope.ts'
import { useStyleSheet } from '../../../theme/styleSheet.ts'

/**
 * The slot the embedded wallet's frame draws its approval screen in. Its most height is the
 * dialog's (ModalStyles: min(680px, 100vh − 32px); 88vh on a phone) less the header, the hint and
 * the body's padding (164px), so the modal's body never scrolls around the frame, whose focusable
 * content axe cannot see from the page: a long request scrolls inside the frame's own details.
 * The frame itself sits in the page's body, outside any Foyer root, and is laid out by its inline
 * style (core's frameElement.ts); the host's `iframe {}` rules are kept off it the way ROOT keeps
 * them off the modal (`:not(#\#)` counts as an id).
 */
export function useApproveTransactionStyles(): void {
  useStyleSheet('foyer-approve-transaction-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-frame-slot{position:relative;height:420px;max-height:calc(min(680px,100vh - 32px) - 164px);display:flex;align-items:center;justify-content:center;border-radius:16px}
@media (max-width:430px){${ROOT} .foyer-frame-slot{max-height:calc(88vh - 164px)}}
${ROOT} .foyer-approval-hint{margin:12px 4px 0;font-size:13px;line-height:1.4;text-align:center;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-approval-hint[data-emphasis=true]{color:var(--foyer-color-text);font-weight:600}
.foyer-auth-frame:not(#\\#){all:initial}
`
