/**
 * The frame's <iframe>: created on first use (never at import time), hidden until a request needs
 * the visitor (ApproveTransaction), then laid over the view's body. Moving an iframe in the DOM
 * reloads it, so it stays where it was appended and is positioned instead.
 */

/** Where the ApproveTransaction view wants the frame, in viewport pixels. */
export interface FramePlacement {
  left: number
  top: number
  width: number
  height: number
  zIndex: number
}

const HIDDEN = 'position:fixed;display:none;border:0;background:transparent;color-scheme:normal'

export function mountFrameElement(url: string, container: HTMLElement): HTMLIFrameElement {
  const iframe = container.ownerDocument.createElement('iframe')
  iframe.src = url
  iframe.title = 'Embedded wallet'
  // An id, so the ApproveTransaction view can own it in the accessibility tree (aria-owns).
  iframe.id = `foyer-auth-frame-${Math.random().toString(36).slice(2, 10)}`
  iframe.className = 'foyer-auth-frame'
  iframe.setAttribute('style', HIDDEN)
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  container.appendChild(iframe)
  return iframe
}

/** Shows the frame at a place, or hides it again with `null`. */
export function placeFrameElement(iframe: HTMLIFrameElement, place: FramePlacement | null): void {
  if (!place) {
    iframe.setAttribute('style', HIDDEN)
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
    return
  }
  const style = iframe.style
  style.display = 'block'
  style.left = `${place.left}px`
  style.top = `${place.top}px`
  style.width = `${place.width}px`
  style.height = `${place.height}px`
  style.zIndex = String(place.zIndex)
  iframe.removeAttribute('aria-hidden')
  iframe.tabIndex = 0
}
