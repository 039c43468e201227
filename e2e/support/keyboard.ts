import type { Page } from 'playwright-core'

/** The focused element as a keyboard user meets it: its accessible name (label, else text), role and tag. */
export interface FocusedElement {
  name: string
  role: string | null
  tag: string
}

/** Presses `key` (Tab by default) until the focused element matches, failing after a bounded number of presses with the way focus went. */
export async function tabTo(page: Page, matches: (el: FocusedElement) => boolean, limit = 40, key = 'Tab'): Promise<void> {
  const seen: string[] = []
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key)
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return { name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(), role: el?.getAttribute('role') ?? null, tag: el?.tagName ?? '' }
    })
    if (matches(focused)) return
    seen.push(`${focused.tag}:${focused.name.slice(0, 20)}`)
  }
  throw new Error(`the element was not reachable with ${key}; focus went through ${seen.join(' → ')}`)
}
