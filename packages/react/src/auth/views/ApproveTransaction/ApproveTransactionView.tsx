import { approvalTexts } from '@foyer/core/internal'
import { useRef } from 'react'
import { useFoyerInstance } from '../../../context.ts'
import { useMessages } from '../../../hooks/useMessages.ts'
import { useStore } from '../../../hooks/useStore.ts'
import { useFramePlacement } from './useFramePlacement.ts'
import { useApproveTransactionStyles } from './ApproveTransactionStyles.ts'

/**
 * An unsafe request of the embedded wallet (spec §6): the frame, laid over this view's body, shows
 * what is asked with Approve and Reject. Close, Escape and Back are refused until it is answered.
 */
export default function ApproveTransactionView() {
  useApproveTransactionStyles()
  const { client } = useFoyerInstance()
  const auth = useStore(client.ctx.connectors, () => client.auth.connector())
  const pending = useStore(client.ctx.auth, (state) => state.approval.pending)
  const slot = useRef<HTMLDivElement>(null)
  const m = useMessages(approvalTexts)
  useFramePlacement(pending ? auth : undefined, slot)

  if (!pending) return <p className="foyer-empty">{m.nothingWaiting}</p>
  return (
    <div className="foyer-body">
      <div ref={slot} className="foyer-frame-slot" role="group" aria-label={m.requestLabel} aria-owns={auth?.frameElement()?.id || undefined}>
        <span className="foyer-spinner" role="progressbar" aria-label={m.loadingRequest} />
      </div>
    </div>
  )
}
