import { useEffect, useRef, type FocusEvent, type RefObject } from 'react'

export interface FaceFocus {
  ref: RefObject<HTMLButtonElement | null>
  onFocus(): void
  onBlur(event: FocusEvent<HTMLButtonElement>): void
}

/**
 * One button with two faces ("Connect Wallet" and the account): when the face changes while the
 * button has focus (a disconnect, or a wallet connecting from its own side), the old face's element
 * goes and focus would drop to the page (WCAG 2.4.3); the new face takes it instead. A blur that
 * leaves the element in the page (Tab, a click elsewhere) ends the claim.
 */
export function useFaceFocus(face: string): FaceFocus {
  const ref = useRef<HTMLButtonElement>(null)
  const hadFocus = useRef(false)
  useEffect(() => {
    const active = document.activeElement
    if (hadFocus.current && (!active || active === document.body)) ref.current?.focus({ preventScroll: true })
  }, [face])
  return {
    ref,
    onFocus: () => {
      hadFocus.current = true
    },
    onBlur: (event) => {
      const element = event.currentTarget
      // Removed with the old face: keep the claim for the new one; still there: focus moved on.
      requestAnimationFrame(() => {
        if (element.isConnected) hadFocus.current = false
      })
    },
  }
}
