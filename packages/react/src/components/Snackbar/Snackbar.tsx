import { useStore } from '../../hooks/useStore.ts'
import { useFoyerInstance } from '../../context.ts'

/** The toast at the bottom of the modal; a polite live region so screen readers hear it. */
export function Snackbar() {
  const { client } = useFoyerInstance()
  const { open, message, variant } = useStore(client.ctx.snackbar)
  return (
    <div className="foyer-snackbar" data-open={open} data-variant={variant} role="status" aria-live="polite">
      {variant === 'loading' ? <span className="foyer-spinner" style={{ width: 14, height: 14 }} /> : <span className="foyer-dot" />}
      <span>{open ? message : ''}</span>
    </div>
  )
}
