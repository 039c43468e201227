/**
 * The frame's <iframe>: created on first use (never at import time), hidden until a request needs
 * the visitor (ApproveTransaction), then laid over the view's body. Moving an iframe in the DOM
 * reloads it, so it stays where it was appended and is positioned instead.
 *
 * It therefore sits outside the dialog that shows it, and Tab leaving the frame's last control would
 * go on to the page behind the overlay. Two edges, one before and one after it, take focus while it
 * is shown and hand it to the dialog's control next to the frame's place (`aria-owns`): focus goes
 * round the dialog and its frame, as a modal dialog's must.
 */
import { FOCUSABLE } from '../focusable.ts'

const EDGE = 'foyer-frame-edge'
const EDGE_STYLE = 'position:fixed;top:0;left:0;width:1px;height:1px;overflow:hidden;outline:none;opacity:0;pointer-events:none'

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
  container.append(edge(iframe, 'before'), iframe, edge(iframe, 'after'))
  return iframe
}

/** Takes the frame out of the page, with its edges. */
export function removeFrameElement(iframe: HTMLIFrameElement): void {
  for (const side of edges(iframe)) side.remove()
  iframe.remove()
}

function edge(iframe: HTMLIFrameElement, side: 'before' | 'after'): HTMLSpanElement {
  const element = iframe.ownerDocument.createElement('span')
  element.className = EDGE
  element.dataset.side = side
  element.setAttribute('style', EDGE_STYLE)
  element.tabIndex = -1
  // A dialog with no control of its own but the frame: focus goes round the frame alone.
  element.addEventListener('focus', () => (neighbourOf(iframe, side) ?? iframe).focus({ preventScroll: true }))
  return element
}

function edges(iframe: HTMLIFrameElement): HTMLElement[] {
  return [iframe.previousElementSibling, iframe.nextElementSibling].filter((element): element is HTMLElement => element instanceof HTMLElement && element.classList.contains(EDGE))
}

/**
 * The dialog's control that comes before (Shift+Tab out of the frame) or after (Tab) the frame's
 * place, going round: after the last comes the first. None when the frame is not shown in a dialog.
 */
function neighbourOf(iframe: HTMLIFrameElement, side: 'before' | 'after'): HTMLElement | undefined {
  const place = iframe.ownerDocument.querySelector<HTMLElement>(`[aria-owns~="${CSS.escape(iframe.id)}"]`)
  const dialog = place?.closest<HTMLElement>('[role=dialog]')
  if (!place || !dialog) return undefined
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0)
  const follows = (element: HTMLElement) => (place.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && !place.contains(element)
  if (side === 'after') return controls.find(follows) ?? controls[0]
  return controls.filter((element) => !follows(element) && !place.contains(element)).at(-1) ?? controls.at(-1)
}

/** Shows the frame at a place, or hides it again with `null`. */
export function placeFrameElement(iframe: HTMLIFrameElement, place: FramePlacement | null): void {
  if (!place) {
    iframe.setAttribute('style', HIDDEN)
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
    for (const side of edges(iframe)) side.tabIndex = -1
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
  for (const side of edges(iframe)) side.tabIndex = 0
}
