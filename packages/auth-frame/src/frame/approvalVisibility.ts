/**
 * Feeds the Approve gate from the browser: the frame document's visibility, and the approval
 * screen's own, with IntersectionObserver v2 (`trackVisibility`) where the browser has it, so a
 * host that fades, transforms or covers the frame holds Approve back. Elsewhere the screen must
 * at least be in view.
 */
import type { ApproveGate } from './approveGate.ts'

/** The screen counts as in view only when (nearly) all of it is: a host cropping the frame down to Approve does not. */
const MIN_RATIO_IN_VIEW = 0.99

interface VisibilityEntry extends IntersectionObserverEntry {
  /** IntersectionObserver v2; absent where the browser does not track visibility. */
  readonly isVisible?: boolean
}

export function watchApprovalVisibility(screen: Element, gate: ApproveGate): () => void {
  const doc = screen.ownerDocument
  const onPageVisibility = () => gate.set('page', doc.visibilityState === 'visible')
  onPageVisibility()
  doc.addEventListener('visibilitychange', onPageVisibility)

  let observer: IntersectionObserver | undefined
  if (typeof IntersectionObserver === 'function') {
    const tracksVisibility = typeof IntersectionObserverEntry === 'function' && 'isVisible' in IntersectionObserverEntry.prototype
    const options = { threshold: [0, MIN_RATIO_IN_VIEW], ...(tracksVisibility ? { trackVisibility: true, delay: 100 } : {}) }
    observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1) as VisibilityEntry | undefined
      if (!entry) return
      const inView = entry.isIntersecting && entry.intersectionRatio >= MIN_RATIO_IN_VIEW
      gate.set('screen', inView && (!tracksVisibility || entry.isVisible === true))
    }, options)
    observer.observe(screen)
  } else {
    gate.set('screen', true)
  }

  return () => {
    doc.removeEventListener('visibilitychange', onPageVisibility)
    observer?.disconnect()
  }
}
