import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Frame, Page } from 'playwright-core'

/** Where the e2e keeps its screenshots (git-ignored): `e2e/artifacts/views/<set>/<name>.png`. */
export const VIEW_SHOTS_DIR = fileURLToPath(new URL('../artifacts/views/', import.meta.url))

/**
 * Keeps a screenshot of the page as a person sees it, for looking at after the run (CI keeps the
 * folder). Named by the set (theme and size) and the view, numbered in the order they were walked.
 */
export function viewShots(set: string): (page: Page, view: string) => Promise<void> {
  const dir = `${VIEW_SHOTS_DIR}${set}/`
  mkdirSync(dir, { recursive: true })
  let count = 0
  return async (page, view) => {
    count += 1
    const name = `${String(count).padStart(2, '0')}-${shotName(view)}.png`
    await animationsSettled(page)
    await page.screenshot({ path: `${dir}${name}`, animations: 'disabled' })
  }
}

/** A screenshot's file name (without `.png`) for a view's or a test's name: lower case, words joined by '-'. */
export function shotName(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

/**
 * Waits until every animation and transition in the page that ends has finished (the dialog fading
 * in, a view sliding); endless ones (a spinner) are left running.
 */
export async function animationsSettled(page: Page | Frame): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}
