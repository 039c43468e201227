import { useFoyerInstance } from '../../context.ts'
import { DisconnectIcon } from '../icons/icons.tsx'

/** The Disconnect button at the foot of a view ('Sign out' for the embedded wallet); the modal closes once the wallet is let go. */
export function DisconnectFooter({ label = 'Disconnect' }: { label?: string }) {
  const { client } = useFoyerInstance()
  return (
    <div className="foyer-footer">
      <button type="button" className="foyer-button" data-variant="secondary" data-block="true" onClick={() => void client.disconnect().finally(() => client.close())}>
        <DisconnectIcon />
        {label}
      </button>
    </div>
  )
}
