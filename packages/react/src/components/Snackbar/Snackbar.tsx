import { useStore } from '../../hooks/useStore.ts'
import { useFoyerInstance } from '../../context.ts'

/**
 * The toast: over the header's title, between Back and Close, so it covers no control (a toast at
 * the bottom hid Copy link and Disconnect). A live region: polite, assertive for an error.
 */
export function Snackbar() {
  const { client } = useFoyerInstance()
  const { open, message, variant } = useStore(client.ctx.snackbar)
  return (
    <div className="foyer-snackbar" data-open={open} data-variant={variant} role="status" aria-live={variant === 'error' ? 'assertive' : 'polite'}>
      {variant === 'loading' ? <span className="foyer-spinner" style={{ width: 14, height: 14 }} /> : <span className="foyer-dot" />}
      <span>{open ? message : ''}</span>
    </div>
  )
}
