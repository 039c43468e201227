import { useEffect, useRef, type ReactNode } from 'react'
import { useFocusTrap } from './useFocusTrap.ts'

export interface DialogProps {
  labelledBy: string
  onClose: () => void
  shake: boolean
  /** Embedded dialogs sit in the page: no overlay, no scroll lock. */
  embedded: boolean
  /** Changes when the view changes: focus lost with the old view's nodes comes back to the dialog. */
  viewKey: string
  children: ReactNode
}

/**
 * The accessible dialog every view renders in: role=dialog, aria-modal, a label, focus trapped
 * inside, Escape and a click on the backdrop close, and the page behind does not scroll.
 */
export function Dialog({ labelledBy, onClose, shake, embedded, viewKey, children }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap(ref)

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true })
  }, [viewKey])

  useEffect(() => {
    if (embedded) return
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [embedded])

  const dialog = (
    <div
      ref={ref}
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className="foyer-dialog"
      data-shake={shake}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        onClose()
      }}
    >
      {children}
    </div>
  )
  if (embedded) return dialog
  return (
    <div
      className="foyer-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {dialog}
    </div>
  )
}
