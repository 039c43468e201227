import type { Page } from 'playwright-core'
import { viewCheck } from './viewCheck.ts'

/** The two sizes the views are checked at. */
export const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

export type Size = (typeof SIZES)[number][0]
export type Theme = 'Dark' | 'Light'

/** One way a visitor may see the modal: the host's theme, at a size. */
export interface Look {
  theme: Theme
  size: Size
}

/** Every look, in the order the files walk them: dark and light on a desktop, then on a phone. */
export const LOOKS: readonly Look[] = SIZES.flatMap(([size]) => (['Dark', 'Light'] as const).map((theme) => ({ theme, size })))

const viewportOf = (size: Size) => SIZES.find(([name]) => name === size)![1]

/**
 * Shows the page in a look without reloading it: the demo's own Theme control, pressed even while
 * the modal covers it (a click event on the radio, as a press would send; focus stays where it is),
 * and the viewport resized. Waits until the modal wears the theme.
 */
export async function showLook(page: Page, { theme, size }: Look): Promise<void> {
  await page.setViewportSize(viewportOf(size))
  const radio = page.getByRole('radio', { name: theme, includeHidden: true })
  if (!(await radio.isChecked())) await radio.dispatchEvent('click')
  const mode = theme.toLowerCase()
  await page.waitForFunction((wanted) => [...document.querySelectorAll('.foyer-root')].every((root) => root.getAttribute('data-theme') === wanted), mode)
}

/**
 * viewCheck (axe-clean, then a screenshot) in every look, for the view now open: each look keeps
 * its screenshots in its own set, `set(look)`. `ready` runs after each switch, for what a view
 * shows only once in sight or under the pointer (images loading, a tooltip). The page is left in
 * the first look, where the walk goes on.
 */
export function viewCheckInEveryLook(
  page: Page,
  set: (look: Look) => string,
): ((view: string, ready?: () => Promise<void>) => Promise<void>) & { shot: (view: string) => Promise<void>; inLook: (look: Look, view: string) => Promise<void> } {
  const checks = LOOKS.map((look) => ({ look, check: viewCheck(page, set(look)) }))
  const inEveryLook = async (step: (check: ReturnType<typeof viewCheck>) => Promise<void>, ready?: () => Promise<void>) => {
    for (const { look, check } of checks) {
      await showLook(page, look)
      await ready?.()
      await step(check)
    }
    await showLook(page, LOOKS[0]!)
    await ready?.()
  }
  const checkView = (view: string, ready?: () => Promise<void>) => inEveryLook((check) => check(view), ready)
  /** A screenshot alone in every look, for a moment axe does not judge (a wallet's own prompt over the page). */
  const shot = (view: string) => inEveryLook((check) => check.shot(view))
  /** The check in the look the page is in now (a walk taken in every look checks its views as it goes). */
  const inLook = (look: Look, view: string) => checks.find((each) => each.look === look)!.check(view)
  return Object.assign(checkView, { shot, inLook })
}

/**
 * Takes a walk in every look, one after the other in the same page: `walk(last, look)` must leave
 * the page where it found it, except in the last look, where it may go on (press Enter on what it
 * reached). The page is left in that last look's state, switched back to the first look.
 */
export async function walkInEveryLook(page: Page, walk: (last: boolean, look: Look) => Promise<void>): Promise<void> {
  for (const [index, look] of LOOKS.entries()) {
    await showLook(page, look)
    await walk(index === LOOKS.length - 1, look)
  }
  await showLook(page, LOOKS[0]!)
}
