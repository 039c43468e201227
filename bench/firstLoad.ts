import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

export interface FirstLoadSample {
  /** Gzip size of the scripts the page loaded with itself (requested before its load event), in bytes. */
  jsGzipBytes: number
  /** Gzip size of the scripts preloaded after the load event, while the page was idle, before the click. */
  idleGzipBytes: number
  /** Milliseconds from the click to a wallet list of at least two rows on screen. */
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
  const afterLoad = new Set(await page.evaluate<string[]>(REQUESTED_AFTER_LOAD))
  const before = await Promise.all(scripts)
  const sum = (list: { size: number }[]) => list.reduce((total, script) => total + script.size, 0)
  const jsGzipBytes = sum(before.filter((script) => !afterLoad.has(script.url)))
  const idleGzipBytes = sum(before.filter((script) => afterLoad.has(script.url)))

  clicked = true
  const clickToListMs = await page.evaluate<number>(CLICK_AND_TIME)
  listed = true
  const clickSizes = await Promise.all(clickScripts)
  await context.close()
  return { jsGzipBytes, idleGzipBytes, clickToListMs, clickFiles: clickSizes.length, clickGzipBytes: sum(clickSizes) }
}

// Resources whose request started after the load event had run: preloads on idle.
const REQUESTED_AFTER_LOAD = `(() => {
  const loaded = performance.getEntriesByType('navigation')[0].loadEventEnd
  return performance.getEntriesByType('resource').filter((entry) => entry.startTime >= loaded).map((entry) => entry.name)
})()`

// A string, not a function: tsx's name-keeping helpers do not exist inside the page.
const CLICK_AND_TIME = `new Promise((resolve) => {
  const listed = () => document.querySelectorAll('[role=dialog] ul[aria-label=Wallets] > li').length >= 2
  const start = performance.now()
  const observer = new MutationObserver(() => {
    if (!listed()) return
    observer.disconnect()
    requestAnimationFrame(() => resolve(performance.now() - start))
  })
  observer.observe(document.body, { childList: true, subtree: true })
  ;[...document.querySelectorAll('button')].find((b) => b.textContent === 'Connect Wallet').click()
})`

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
