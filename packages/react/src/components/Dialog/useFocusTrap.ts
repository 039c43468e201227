import { FOCUSABLE } from '@foyer/core/internal'
import { useEffect, type RefObject } from 'react'

/**
 * Moves focus into the container, keeps Tab and Shift+Tab cycling inside it (buttons, links and
 * inputs alike) and gives focus back to the element that opened it when it goes away. An opener
 * that is gone by then (the Connect button replaced by the account button once connected, and back
 * on disconnect) hands focus to what took its place: the element in the same `data-foyer-slot`.
 * A frame the container owns (`aria-owns`: the embedded wallet's approval, which lives outside the
 * dialog so that it is never moved) is in the cycle at its owner's place.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = ref.current
    if (!container) return
    const opener = document.activeElement as HTMLElement | null
    container.focus({ preventScroll: true })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusable = cycleOf(container)
      const head = focusable[0]
      const tail = focusable[focusable.length - 1]
      if (!head || !tail) return event.preventDefault()
      const active = document.activeElement
      if (focusable.some((element) => element instanceof HTMLIFrameElement)) {
        // The owned frame is not next to its owner in the page: move focus by the cycle itself.
        event.preventDefault()
        const at = focusable.indexOf(active as HTMLElement)
        const next = event.shiftKey ? (at <= 0 ? tail : focusable[at - 1]) : at < 0 || at === focusable.length - 1 ? head : focusable[at + 1]
        return next?.focus()
      }
      if (event.shiftKey && (active === head || active === container)) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && (active === tail || !container.contains(active))) {
        event.preventDefault()
        head.focus()
      }
    }
    // A focused control that is disabled or removed (a row while its wallet connects, a view being
    // replaced) drops focus to the page, where Tab would leave the dialog: take it back.
    // Checked at the next frame, once the browser has settled where focus went (during focusout the
    // page still has it, even when Tab is moving it on), and before that frame paints.
    let frame = 0
    const onFocusOut = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const active = document.activeElement
        if (container.isConnected && document.hasFocus() && (!active || active === document.body)) container.focus({ preventScroll: true })
      })
    }
    container.addEventListener('keydown', onKeyDown)
    container.addEventListener('focusout', onFocusOut)
    return () => {
      cancelAnimationFrame(frame)
      container.removeEventListener('keydown', onKeyDown)
      container.removeEventListener('focusout', onFocusOut)
      if (opener?.isConnected) return opener.focus({ preventScroll: true })
      const slot = opener?.getAttribute('data-foyer-slot')
      if (!slot) return
      const successor = () => document.querySelector<HTMLElement>(`[data-foyer-slot="${CSS.escape(slot)}"]`)
      const found = successor()
      // The replacement may render a frame after the modal closes.
      if (found) found.focus({ preventScroll: true })
      else requestAnimationFrame(() => successor()?.focus({ preventScroll: true }))
    }
  }, [ref])
}

/** The container's controls in Tab order, with each shown frame it owns at its owner's place. */
function cycleOf(container: HTMLElement): HTMLElement[] {
  const controls = [...container.querySelectorAll<HTMLElement>(`${FOCUSABLE},[aria-owns]`)]
  return controls.flatMap((element) => {
    const owned = element.getAttribute('aria-owns')
    if (!owned) return isVisible(element) ? [element] : []
    const frames = owned
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id))
      .filter((frame): frame is HTMLIFrameElement => frame instanceof HTMLIFrameElement && frame.tabIndex >= 0 && isVisible(frame))
    return element.matches(FOCUSABLE) && isVisible(element) ? [element, ...frames] : frames
  })
}

export function isVisible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0
}
