import { FOCUSABLE } from '@foyer/core/internal'
import { useEffect, useRef, type ReactNode } from 'react'
import { isVisible } from '../Dialog/useFocusTrap.ts'

/** How the visitor arrived at a view: the modal opening on it, a step forward, or Back. */
export type ViewArrival = 'open' | 'forward' | 'back'

/**
 * Per history depth, which of a view's focusable elements had focus when it was last left: what it
 * is (its id, label or text) and where it was, for when the view comes back with rows added or gone.
 */
export type FocusMemory = Map<number, { key: string; index: number }>

/**
 * How long Back waits for the control that had focus to come back, when the view draws it late (the
 * Account view's Swap and Buy appear once the server has said it serves them).
 */
export const LATE_CONTROL_MS = 2_000

/**
 * Moves focus into a view once it has mounted (WCAG 2.4.3): forward, to the element the view marks
 * `data-autofocus`, else its first text field (not on a touch screen, where that would raise the
 * keyboard unasked), else the dialog's title; back, to the element that had focus when the visitor
 * left it — and when that control is drawn late, to it as soon as it appears (for `LATE_CONTROL_MS`,
 * and only while focus is still where this put it). On open the dialog itself keeps focus, as a
 * dialog's first focus should. A view that has already put focus inside itself (an OTP box, the
 * embedded wallet's frame) keeps it.
 */
export function ViewFocus({ arrival, depth, memory, children }: { arrival: ViewArrival; depth: number; memory: FocusMemory; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const view = ref.current
    if (!view) return
    const remembered = arrival === 'back' ? memory.get(depth) : undefined
    let stopWaiting = () => {}
    if (arrival !== 'open' && !view.contains(document.activeElement)) {
      const target = focusTarget(view, remembered)
      target?.focus({ preventScroll: true })
      if (remembered?.key && (!target || focusKey(target) !== remembered.key)) stopWaiting = awaitLateControl(view, remembered.key, target)
    }
    const remember = () => {
      const active = document.activeElement as HTMLElement
      const index = focusables(view).indexOf(active)
      if (index >= 0) memory.set(depth, { key: focusKey(active), index })
    }
    view.addEventListener('focusin', remember)
    return () => {
      stopWaiting()
      view.removeEventListener('focusin', remember)
    }
    // Once per view: the Modal keys this component by view.
  }, [])
  return (
    <div ref={ref} className="foyer-view">
      {children}
    </div>
  )
}

/** Moves focus to the control named `key` when it appears, unless the visitor has moved focus meanwhile. */
function awaitLateControl(view: HTMLElement, key: string, placeholder: HTMLElement | null): () => void {
  const observer = new MutationObserver(() => {
    const active = document.activeElement
    if (active !== placeholder && active !== document.body && active !== null) return stop()
    const control = focusables(view).find((element) => focusKey(element) === key)
    if (!control) return
    control.focus({ preventScroll: true })
    stop()
  })
  const timer = setTimeout(() => stop(), LATE_CONTROL_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(view, { childList: true, subtree: true, attributes: true })
  return stop
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
