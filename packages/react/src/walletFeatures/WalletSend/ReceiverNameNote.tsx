import { fillMessage, sendTexts, truncateAddress } from '@foyer/core/internal'
import { Avatar } from '../../components/Avatar/Avatar.tsx'
import { useMessages } from '../../hooks/useMessages.ts'
import type { ReceiverNameLookup } from './useReceiverName.ts'

/**
 * Under the receiver field, what a typed name points to: the name's avatar and the address the send
 * will go to, or that it is being looked up. A name that points nowhere is said as the field's
 * problem (its role=alert), not here. Announced politely as it changes.
 */
export function ReceiverNameNote({ lookup, id }: { lookup: ReceiverNameLookup; id: string }) {
  const m = useMessages(sendTexts)
  if (lookup.status !== 'resolving' && lookup.status !== 'found') return null
  return (
    <p className="foyer-send-note foyer-send-name" id={id} aria-live="polite" data-testid="send-receiver-name">
      {lookup.status === 'resolving' ? (
        fillMessage(m.lookingUpName, { name: lookup.name })
      ) : (
        <>
          <Avatar address={lookup.receiver.address} image={lookup.receiver.avatar} size="sm" />
          <span>{fillMessage(m.namePointsTo, { name: lookup.receiver.name, address: truncateAddress(lookup.receiver.address) })}</span>
        </>
      )}
    </p>
  )
}
