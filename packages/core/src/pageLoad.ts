/** Where injected wallets are looked for: `window` in a browser, any object in tests. */
type InjectionTarget = object

/**
 * Runs `run` once more when the page has loaded, if it has not yet: wallets inject themselves at
 * the document's start, some later (an extension's page script loading late), and all are there
 * by the page's load. An adapter calls it after its first look; it answers the function that
 * stops waiting (nothing to stop where the page has loaded or the target has no events).
 */
export function againOnPageLoad(target: InjectionTarget, run: () => void): () => void {
  const events = target as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>> & { document?: { readyState?: string } }
  if (typeof events.addEventListener !== 'function' || events.document?.readyState === 'complete') return () => {}
  events.addEventListener('load', run, { once: true })
  return () => events.removeEventListener?.('load', run)
}
