import { useEffect, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type=hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * Moves focus into the container, keeps Tab and Shift+Tab cycling inside it (buttons, links and
 * inputs alike) and gives focus back to the element that opened it when it goes away.
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
    container.addEventListener('keydown', onKeyDown)
    return () => {
      container.removeEventListener('keydown', onKeyDown)
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [ref])
}

function isVisible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0
}
