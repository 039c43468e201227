import { useEffect, useRef, type ReactNode } from 'react'
import { FOCUSABLE, isVisible } from '../Dialog/useFocusTrap.ts'

/** How the visitor arrived at a view: the modal opening on it, a step forward, or Back. */
export type ViewArrival = 'open' | 'forward' | 'back'

/**
 * Per history depth, which of a view's focusable elements had focus when it was last left: what it
 * is (its id, label or text) and where it was, for when the view comes back with rows added or gone.
 */
export type FocusMemory = Map<number, { key: string; index: number }>

/**
 * Moves focus into a view once it has mounted (WCAG 2.4.3): forward, to the element the view marks
 * `data-autofocus`, else its first text field (not on a touch screen, where that would raise the
 * keyboard unasked), else the dialog's title; back, to the element that had focus when the visitor
 * left it. On open the dialog itself keeps focus, as a dialog's first focus should. A view that has
 * already put focus inside itself (an OTP box, the embedded wallet's frame) keeps it.
 */
export function ViewFocus({ arrival, depth, memory, children }: { arrival: ViewArrival; depth: number; memory: FocusMemory; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const view = ref.current
    if (!view) return
    if (arrival !== 'open' && !view.contains(document.activeElement)) focusTarget(view, arrival === 'back' ? memory.get(depth) : undefined)?.focus({ preventScroll: true })
    const remember = () => {
      const active = document.activeElement as HTMLElement
      const index = focusables(view).indexOf(active)
      if (index >= 0) memory.set(depth, { key: focusKey(active), index })
    }
    view.addEventListener('focusin', remember)
    return () => view.removeEventListener('focusin', remember)
    // Once per view: the Modal keys this component by view.
  }, [])
  return (
    <div ref={ref} className="foyer-view">
      {children}
    </div>
  )
}

function focusables(view: HTMLElement): HTMLElement[] {
  return [...view.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isVisible)
}

/**
 * What a control is: the same row when a list comes back longer or shorter. A control whose text
 * changes (a count) names itself with `data-focus-key`; else its id, label or text.
 */
function focusKey(element: HTMLElement): string {
  return element.dataset.focusKey || element.id || element.getAttribute('aria-label') || element.textContent?.trim() || ''
}

function focusTarget(view: HTMLElement, remembered: { key: string; index: number } | undefined): HTMLElement | null {
  if (remembered) {
    const candidates = focusables(view)
    // The same control, found by what it is; else the one at its place.
    const previous = (remembered.key && candidates.find((element) => focusKey(element) === remembered.key)) || candidates[remembered.index]
    if (previous) return previous
  }
  const marked = view.querySelector<HTMLElement>('[data-autofocus]')
  if (marked && isVisible(marked)) return marked
  const touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches
  const field = touch ? null : focusables(view).find((element) => element.matches('input:not([type=checkbox]):not([type=radio]), textarea'))
  return field ?? view.closest('[role=dialog]')?.querySelector<HTMLElement>('.foyer-title') ?? null
}
