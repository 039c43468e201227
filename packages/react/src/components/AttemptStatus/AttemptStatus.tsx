import type { ReactNode } from 'react'
import { useLoadingRingStyles } from '../LoadingRing/LoadingRingStyles.ts'

export interface AttemptStatusProps {
  /** The wallet's or provider's image, inside the ring that turns while the attempt waits. */
  image: ReactNode
  failed: boolean
  title: ReactNode
  detail: ReactNode
  /** How the detail is announced while the attempt waits (a failure is always an alert). */
  pendingRole?: 'status'
  /** Shown once the attempt failed: the button that tries again. */
  retry?: { label: string; onClick: () => void }
  /** What the visitor can do meanwhile, under the detail (a phone's Open and QR code). */
  children?: ReactNode
}

/**
 * A connection or login under way, as the Connecting views show it: the image in its ring, what is
 * happening, and after a failure what went wrong and a way to try again.
 */
export function AttemptStatus({ image, failed, title, detail, pendingRole, retry, children }: AttemptStatusProps) {
  useLoadingRingStyles()
  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <div className="foyer-loading-ring" data-state={failed ? 'error' : 'loading'}>
          {image}
          <svg viewBox="0 0 84 84" aria-hidden="true" focusable="false">
            <rect x="1.25" y="1.25" width="81.5" height="81.5" rx="27" pathLength="100" />
          </svg>
        </div>
        <h3>{title}</h3>
        <p role={failed ? 'alert' : pendingRole}>{detail}</p>
        {failed && retry && (
          <button type="button" className="foyer-button" data-variant="secondary" onClick={retry.onClick} style={{ marginTop: 8 }}>
            {retry.label}
          </button>
        )}
        {children}
      </div>
    </div>
  )
}
