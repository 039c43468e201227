import type { ReactNode } from 'react'
import { useEmptyStateStyles } from './EmptyStateStyles.ts'

export interface EmptyStateProps {
  /** A line-drawn mark (24 × 24, currentColor), decorative. */
  mark: ReactNode
  /** What is empty: 'No tokens yet'. */
  title: string
  /** What will fill it, or what to do. */
  text: string
  /** The next step: one or two buttons. */
  children?: ReactNode
  testId?: string
}

/**
 * What a list shows when it has nothing: never bare text, always what will appear here and a way
 * on (copy the address to receive, clear the search, try again).
 */
export function EmptyState({ mark, title, text, children, testId }: EmptyStateProps) {
  useEmptyStateStyles()
  return (
    <div className="foyer-empty-state" data-testid={testId}>
      <span className="foyer-empty-state-mark" aria-hidden="true">
        {mark}
      </span>
      <strong>{title}</strong>
      <p>{text}</p>
      {children && <div className="foyer-empty-state-actions">{children}</div>}
    </div>
  )
}
