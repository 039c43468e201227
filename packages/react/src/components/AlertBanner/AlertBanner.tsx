import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { useFoyerInstance } from '../../context.ts'
import { CloseIcon, WarningIcon } from '../icons/icons.tsx'
import { alertTexts, shellTexts } from '@foyer/core/internal'

/** The alert banner of spec §8 (configuration problems, expired sessions). */
export function AlertBanner() {
  const { client } = useFoyerInstance()
  const { key, variant } = useStore(client.ctx.alert)
  const alerts = useMessages(alertTexts)
  const m = useMessages(shellTexts)
  if (!key) return null
  const { shortMessage, longMessage } = alerts[key]
  return (
    <div className="foyer-alert" data-variant={variant} role="alert">
      <WarningIcon />
      <div style={{ flex: 1 }}>
        <strong>{shortMessage}</strong>
        <p>{longMessage}</p>
      </div>
      <button type="button" className="foyer-icon-button" style={{ width: 24, height: 24 }} aria-label={m.header.dismissAlert} onClick={client.ctx.alert.dismiss}>
        <CloseIcon />
      </button>
    </div>
  )
}
