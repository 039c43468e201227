/**
 * Runs `task` once the page has loaded and the browser has nothing more urgent to do, so preloading
 * never competes with the host page's own loading. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false
  let idle: number | undefined
  const schedule = () => {
    if (cancelled) return
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : window.setTimeout(task, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (idle === undefined) return
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
    else clearTimeout(idle)
  }
}
