import { useStore } from '../../hooks/useStore.ts'
import { useFoyerInstance } from '../../context.ts'
import { CloseIcon, WarningIcon } from '../icons/icons.tsx'
import { ALERTS } from '@foyer/core'

/** The alert banner of spec §8 (configuration problems, expired sessions). */
export function AlertBanner() {
  const { client } = useFoyerInstance()
  const { key, variant } = useStore(client.ctx.alert)
  if (!key) return null
  const { shortMessage, longMessage } = ALERTS[key]
  return (
    <div className="foyer-alert" data-variant={variant} role="alert">
      <WarningIcon />
      <div style={{ flex: 1 }}>
        <strong>{shortMessage}</strong>
        <p>{longMessage}</p>
      </div>
      <button type="button" className="foyer-icon-button" style={{ width: 24, height: 24 }} aria-label="Dismiss alert" onClick={client.ctx.alert.dismiss}>
        <CloseIcon />
      </button>
    </div>
  )
}
