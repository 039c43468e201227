import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame, Page } from 'playwright-core'
import { animationsSettled } from './viewShots.ts'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules and best practices) on the open Foyer dialog and, when
 * the dialog shows the embedded wallet's frame (Approve Transaction), on the approval screen in it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  return [...(await dialogViolations(page)), ...(await approvalFrameViolations(page))]
}

async function dialogViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(
      { include: [['.foyer-root[data-theme] .foyer-dialog']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
    )
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }))
  })
}

/**
 * The frame is cross-origin, so the dialog's run does not reach into it. It is audited once settled:
 * Approve on, after the delay that follows the screen becoming visible.
 */
async function approvalFrameViolations(page: Page): Promise<AxeViolation[]> {
  const iframe = page.locator('iframe.foyer-auth-frame')
  if (!(await iframe.isVisible())) return []
  // Approve is the second of the screen's two buttons, whatever the locale calls it.
  await page.frameLocator('iframe.foyer-auth-frame').locator('.approval-actions button:nth-child(2):not([disabled])').waitFor()
  const frame = await (await iframe.elementHandle())?.contentFrame()
  if (!frame) throw new Error('the embedded wallet frame has no document to audit')
  // The screen fades in inside the frame, whose animations the page's own wait does not see:
  // judged halfway, the accent button reads as a paler colour than it is.
  await animationsSettled(frame)
  return axeViolationsInFrame(frame)
}

/** Runs axe-core with the same rules on a whole frame's document (the embedded wallet's approval screen). */
export async function axeViolationsInFrame(frame: Frame): Promise<AxeViolation[]> {
  // The frame's CSP allows no inline script (script-src 'self'): axe is evaluated through the
  // browser's DevTools protocol, which the page's policy does not govern, not added as a <script>.
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource)
  return frame.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    })
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }))
  })
}
