import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

export interface FirstLoadSample {
  /** Gzip size of every script the page loaded before the click, in bytes. */
  jsGzipBytes: number
  /** Milliseconds from the click to a wallet list of at least two rows on screen. */
  clickToListMs: number
}

/**
 * Loads a page in a fresh context (cold cache), sums the JavaScript it fetched before the first
 * click, then clicks the connect button and times until the wallet list is visible.
 */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoadSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const scripts: Promise<number>[] = []
  let clicked = false
  page.on('response', (response) => {
    if (clicked || response.request().resourceType() !== 'script') return
    scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0))
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const button = page.getByRole('button', { name: 'Connect Wallet' }).first()
  await button.waitFor()
  const jsGzipBytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0)

  clicked = true
  const clickToListMs = await page.evaluate<number>(CLICK_AND_TIME)
  await context.close()
  return { jsGzipBytes, clickToListMs }
}

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
