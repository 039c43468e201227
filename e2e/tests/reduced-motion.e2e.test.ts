import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { modal, useBrowserSession } from '../support/session.ts'

/** The modal's animations that never end (a spinner, a loading ring), by their CSS animation's name. */
const endlessAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest('.foyer-root'))
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
      .map((animation) => (animation as CSSAnimation).animationName),
  )

/**
 * Switches the demo's theme (its own Theme control) to the other one and answers the colour
 * transitions the switch started in the modal, read in the same task as the new theme lands: a
 * transition of any length is still running then.
 */
const transitionsOfThemeSwitch = (page: Page) =>
  page.evaluate(async () => {
    const root = [...document.querySelectorAll<HTMLElement>('.foyer-root')].find((each) => each.querySelector('[role=dialog]'))!
    const wanted = root.dataset.theme === 'dark' ? 'Light' : 'Dark'
    const switched = new Promise<void>((resolve) => {
      new MutationObserver((_, observer) => {
        if (root.dataset.theme !== wanted.toLowerCase()) return
        observer.disconnect()
        resolve()
      }).observe(root, { attributes: true, attributeFilter: ['data-theme'] })
    })
    ;[...document.querySelectorAll<HTMLInputElement>('input[name=theme]')].find((radio) => radio.closest('label')?.textContent === wanted)!.click()
    await switched
    return document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition && (animation.effect as KeyframeEffect | null)?.target?.closest('.foyer-root'))
      .map((animation) => (animation as CSSTransition).transitionProperty)
  })

/** Opens the connecting view (its ring and spinner run while the Dev Wallet asks the visitor). */
async function openConnecting(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .click()
  await page.getByRole('dialog', { name: 'Dev Wallet request' }).waitFor()
}

describe('a visitor whose system asks for reduced motion', () => {
  const session = useBrowserSession()

  it('sees no endless animation while a wallet is asked: the loading ring and spinner run once, for a millisecond', async () => {
    await openConnecting(session.page)
    expect(await endlessAnimations(session.page)).toEqual([])
  })

  it('sees a theme switch change every colour at once: no transition runs', async () => {
    await openConnecting(session.page)
    expect(await transitionsOfThemeSwitch(session.page)).toEqual([])
  })
})

describe('a visitor whose system allows motion', () => {
  const session = useBrowserSession(undefined, undefined, 'no-preference')

  it('sees the loading ring travel while a wallet is asked (what the reduced-motion test finds none of)', async () => {
    await openConnecting(session.page)
    expect(await endlessAnimations(session.page)).toContain('foyer-ring-travel')
  })
})
