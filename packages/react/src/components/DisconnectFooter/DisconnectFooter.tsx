import { accountTexts } from '@foyer/core/internal'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { DisconnectIcon } from '../icons/icons.tsx'
import { useDisconnectFooterStyles } from './DisconnectFooterStyles.ts'

/** The Disconnect button at the foot of a view ('Sign out' for the embedded wallet); the modal closes once the wallet is let go. */
export function DisconnectFooter({ label }: { label?: string }) {
  useDisconnectFooterStyles()
  const { client } = useFoyerInstance()
  const m = useMessages(accountTexts)
  return (
    <div className="foyer-footer">
      <button type="button" className="foyer-button" data-variant="secondary" data-block="true" onClick={() => void client.disconnect().finally(() => client.close())}>
        <DisconnectIcon />
        {label ?? m.disconnect}
      </button>
    </div>
  )
}
