import { approvalTexts } from '@foyer/core/internal'
import { useRef } from 'react'
import { useFoyerInstance } from '../../../context.ts'
import { useMessages } from '../../../hooks/useMessages.ts'
import { useStore } from '../../../hooks/useStore.ts'
import { useFramePlacement } from './useFramePlacement.ts'
import { useApproveTransactionStyles } from './ApproveTransactionStyles.ts'

/** The slot's least height: the screen's header, title and buttons. */
const MIN_SLOT_HEIGHT = 240

/**
 * An unsafe request of the embedded wallet (spec §6): the frame, laid over this view's body, shows
 * what is asked with Approve and Reject. Close, Escape and Back are refused until it is answered:
 * the view says so under the frame, and says it again (announced) when one of them is tried.
 */
export default function ApproveTransactionView() {
  useApproveTransactionStyles()
  const { client } = useFoyerInstance()
  const auth = useStore(client.ctx.connectors, () => client.auth.connector())
  const pending = useStore(client.ctx.auth, (state) => state.approval.pending)
  // The height the frame's screen says it needs: no dead space under a short request, nothing cut
  // off a long one (the CSS keeps it within the viewport; what still does not fit scrolls in the frame).
  const contentHeight = useStore(client.ctx.auth, (state) => state.approvalHeight)
  // The modal shakes when Close, Escape or Back is refused.
  const refused = useStore(client.ctx.modal, (state) => state.shake)
  const slot = useRef<HTMLDivElement>(null)
  const m = useMessages(approvalTexts)
  useFramePlacement(pending ? auth : undefined, slot)

  if (!pending) return <p className="foyer-empty">{m.nothingWaiting}</p>
  return (
    <div className="foyer-body">
      <div
        ref={slot}
        className="foyer-frame-slot"
        style={contentHeight ? { height: Math.max(MIN_SLOT_HEIGHT, contentHeight) } : undefined}
        role="group"
        aria-label={m.requestLabel}
        aria-owns={auth?.frameElement()?.id || undefined}
      >
        <span className="foyer-spinner" role="progressbar" aria-label={m.loadingRequest} />
      </div>
      <p className="foyer-approval-hint" data-emphasis={refused}>
        {m.answerHere}
      </p>
      {refused && (
        <p className="foyer-visually-hidden" role="alert">
          {m.answerHere}
        </p>
      )}
    </div>
  )
}
