import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

export interface FirstLoadSample {
  /** Gzip size of the scripts the page loaded with itself (requested before its load event), in bytes. */
  jsGzipBytes: number
  /** How many script files the page loaded with itself: each one a request before its load event. */
  jsFiles: number
  /** Gzip size of the scripts preloaded after the load event, while the page was idle, before the click. */
  idleGzipBytes: number
  /** Milliseconds from the navigation's start to the end of the page's load event. */
  loadMs: number
  /** Long tasks (main-thread work over 50 ms) from the navigation to the click: their count and total milliseconds. */
  longTasks: number
  longTaskMs: number
  /** Milliseconds from the click to the paint of a wallet list with at least two rows visible. */
  clickToListMs: number
  /** Scripts fetched between the click and the list showing, and their gzip size in bytes. */
  clickFiles: number
  clickGzipBytes: number
}

/**
 * Loads a page in a fresh context (cold cache), sums the JavaScript it fetched before the first
 * click (what came with the page, and what was preloaded once it was idle), then clicks the connect
 * button and times until the wallet list is visible.
 */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoadSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  // Watches for long tasks from the page's first script on (they are not kept in the performance timeline).
  await page.addInitScript(LONG_TASK_WATCH)
  const scripts: Promise<{ url: string; size: number }>[] = []
  const clickScripts: Promise<{ url: string; size: number }>[] = []
  let clicked = false
  let listed = false
  page.on('response', (response) => {
    if (listed || response.request().resourceType() !== 'script') return
    const size = response.body().then(
      (body) => gzipSync(body, { level: 9 }).length,
      () => 0,
    )
    ;(clicked ? clickScripts : scripts).push(size.then((bytes) => ({ url: response.url(), size: bytes })))
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const button = page.getByRole('button', { name: 'Connect Wallet' }).first()
  await button.waitFor()
  const { loadMs, requestedAfterLoad } = await page.evaluate<{ loadMs: number; requestedAfterLoad: string[] }>(LOAD_EVENT)
  const afterLoad = new Set(requestedAfterLoad)
  const tasks = await page.evaluate<number[]>(LONG_TASKS)
  const before = await Promise.all(scripts)
  const sum = (list: { size: number }[]) => list.reduce((total, script) => total + script.size, 0)
  const withPage = before.filter((script) => !afterLoad.has(script.url))
  const jsGzipBytes = sum(withPage)
  const idleGzipBytes = sum(before.filter((script) => afterLoad.has(script.url)))

  clicked = true
  const clickToListMs = await page.evaluate<number>(CLICK_AND_TIME)
  listed = true
  const clickSizes = await Promise.all(clickScripts)
  await context.close()
  return {
    jsGzipBytes,
    jsFiles: withPage.length,
    idleGzipBytes,
    loadMs,
    longTasks: tasks.length,
    longTaskMs: tasks.reduce((total, ms) => total + ms, 0),
    clickToListMs,
    clickFiles: clickSizes.length,
    clickGzipBytes: sum(clickSizes),
  }
}

// Collects each long task's duration in the page, from before its first script.
const LONG_TASK_WATCH = `(() => {
  window.__benchLongTasks = []
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__benchLongTasks.push(entry.duration) }).observe({ type: 'longtask', buffered: true })
})()`
const LONG_TASKS = 'window.__benchLongTasks'
// When the load event ended, and the resources whose request started after it had run: preloads on idle.
const LOAD_EVENT = `(() => {
  const loadMs = performance.getEntriesByType('navigation')[0].loadEventEnd
  const requestedAfterLoad = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= loadMs).map((entry) => entry.name)
  return { loadMs, requestedAfterLoad }
})()`

// A string, not a function: tsx's name-keeping helpers do not exist inside the page.
// Timed to the paint that shows the list, on both pages alike: the list's rows are in the DOM and
// visible, then the frame's rendering (style, layout, paint) runs after requestAnimationFrame's
// callbacks, and a message posted from one arrives once that frame is done.
const CLICK_AND_TIME = `new Promise((resolve) => {
  const listed = () => [...document.querySelectorAll('[role=dialog] ul[aria-label=Wallets] > li')].filter((row) => row.checkVisibility()).length >= 2
  const start = performance.now()
  const painted = () => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve(performance.now() - start)
    channel.port2.postMessage(null)
  }
  const observer = new MutationObserver(() => {
    if (!listed()) return
    observer.disconnect()
    requestAnimationFrame(painted)
  })
  observer.observe(document.body, { childList: true, subtree: true })
  ;[...document.querySelectorAll('button')].find((b) => b.textContent === 'Connect Wallet').click()
})`

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
