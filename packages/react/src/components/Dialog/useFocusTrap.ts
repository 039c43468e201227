import { useEffect, type RefObject } from 'react'

/** What Tab reaches: links, enabled controls and anything given a tabindex. */
export const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type=hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * Moves focus into the container, keeps Tab and Shift+Tab cycling inside it (buttons, links and
 * inputs alike) and gives focus back to the element that opened it when it goes away. An opener
 * that is gone by then (the Connect button replaced by the account button once connected, and back
 * on disconnect) hands focus to what took its place: the element in the same `data-foyer-slot`.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = ref.current
    if (!container) return
    const opener = document.activeElement as HTMLElement | null
    container.focus({ preventScroll: true })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isVisible)
      const head = focusable[0]
      const tail = focusable[focusable.length - 1]
      if (!head || !tail) return event.preventDefault()
      const active = document.activeElement
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

export function isVisible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0
}
