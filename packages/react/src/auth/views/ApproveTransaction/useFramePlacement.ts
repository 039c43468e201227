import type { AuthConnector } from '@foyer/core/internal'
import { useEffect, type RefObject } from 'react'

/** Above the modal: its z-index (a theme variable) plus one. */
function frameZIndex(slot: HTMLElement): number {
  const modal = Number.parseInt(getComputedStyle(slot).getPropertyValue('--foyer-z-index'), 10)
  return Number.isFinite(modal) ? modal + 1 : 2147483001
}

/**
 * Lays the embedded wallet's frame over `slot` while the view shows, following it frame by frame
 * (the dialog animates in, the page scrolls, the phone rotates), and hides the frame after. The
 * iframe is never moved in the DOM: that would reload it and lose the request it shows.
 */
export function useFramePlacement(auth: AuthConnector | undefined, slot: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = slot.current
    if (!auth || !element) return
    const zIndex = frameZIndex(element)
    let last = ''
    let tick = 0
    const follow = () => {
      const rect = element.getBoundingClientRect()
      const key = `${rect.left},${rect.top},${rect.width},${rect.height}`
      if (key !== last) {
        last = key
        auth.placeFrame({ left: rect.left, top: rect.top, width: rect.width, height: rect.height, zIndex })
      }
      tick = requestAnimationFrame(follow)
    }
    follow()
    // After the dialog's own focus handling for the new view: the keyboard starts in the frame.
    const focus = requestAnimationFrame(() => auth.frameElement()?.focus())
    return () => {
      cancelAnimationFrame(tick)
      cancelAnimationFrame(focus)
      auth.placeFrame(null)
    }
  }, [auth, slot])
}
