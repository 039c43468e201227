import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { axeViolations } from './axe.ts'
import { animationsSettled, viewShots } from './viewShots.ts'

/**
 * Checks each view a walk reaches: axe-clean once its animations end (colours are judged as they
 * stand, not halfway through a fade), then kept as a screenshot in e2e/artifacts/views/<set>/.
 */
export function viewCheck(page: Page, set: string): ((view: string) => Promise<void>) & { shot: (view: string) => Promise<void> } {
  const shot = viewShots(set)
  const check = async (view: string) => {
    await animationsSettled(page)
    expect(await axeViolations(page), view).toEqual([])
    await shot(page, view)
  }
  /** A screenshot alone, in the same numbered set: for a moment axe does not judge (a wallet's own prompt over the page). */
  return Object.assign(check, { shot: (view: string) => shot(page, view) })
}
