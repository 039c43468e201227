import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { approvalParts, enabledApprove, illegibleParts, measureParts, type ExpectedRequest } from '../support/approvalScreen.ts'
import { axeViolations } from '../support/axe.ts'
import { loginWithEmail } from '../support/embeddedWallet.ts'
import { startHostileHost } from '../support/hostileHost.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { modal, truncated, useBrowserSession } from '../support/session.ts'

const apiUrl = inject('apiUrl')
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** Set to a folder (e.g. /tmp) to keep a PNG of each approval screen the tests open. */
const screenshotDir = process.env.APPROVAL_SCREENSHOTS_DIR

async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotDir) return
  mkdirSync(screenshotDir, { recursive: true })
  // The modal's snackbar about the previous answer sits under the frame until it fades: not part of the screen.
  await page.waitForFunction(() => [...document.querySelectorAll('.foyer-snackbar')].every((bar) => getComputedStyle(bar).opacity === '0'))
  await page.screenshot({ path: join(screenshotDir, `approval-${name}.png`) })
}

/** Logs in through the demo, which leaves the session in the frame's own storage, and answers the address. */
async function loggedInAddress(page: Page, label: string): Promise<string> {
  await loginWithEmail(page, apiUrl, uniqueEmail(label))
  return (await page
    .getByTestId('host-address')
    .getByText(/^0x[0-9a-fA-F]{40}$/)
    .textContent()) as string
}

describe('the host page cannot blank, restyle or rename the approval screen', () => {
  const session = useBrowserSession()

  for (const themeMode of ['dark', 'light'] as const) {
    it(`a transparent ${themeMode} theme and a made-up app name leave every part of a 5 ETH request legible beside the verified origin, with Approve held back until the screen is visible`, async () => {
      const { page } = session
      const address = await loggedInAddress(page, `hostile-${themeMode}`)
      const host = await startHostileHost({ apiUrl, themeMode, claimedName: 'MetaMask', recipient: RECIPIENT, value: '0x4563918244f40000' })
      try {
        await page.goto(host.url)
        const frame = page.frameLocator('#wallet')
        // includeHidden: the frame is still display:none, so its buttons are out of the accessibility tree.
        const approve = frame.getByRole('button', { name: 'Approve', includeHidden: true })
        await approve.waitFor({ state: 'attached' })
        // The host still keeps the frame hidden, so nothing has been seen yet and Approve cannot be pressed.
        expect(await approve.isDisabled()).toBe(true)

        await page.locator('#wallet').evaluate((iframe: HTMLElement) => void (iframe.style.display = 'block'))
        await enabledApprove(frame).waitFor()
        const expected: ExpectedRequest = { origin: host.origin, claimedName: 'MetaMask', account: truncated(address), recipient: RECIPIENT, amount: '5 ETH' }
        const measured = await measureParts(approvalParts(frame, expected))
        expect(illegibleParts(measured)).toEqual({})
        // Approve stands out from the screen, whatever accent the host sent.
        expect(measured.Approve!.edgeContrast).toBeGreaterThanOrEqual(3)
        // The app's own name is shown as its claim, next to the origin, never bare or in its place.
        expect(measured['app name']!.text).not.toBe('MetaMask')
        expect(measured['app name']!.text).not.toContain(expected.origin)
        await screenshot(page, `hostile-${themeMode}`)

        // Fading the frame (clickjacking) holds Approve back; once it is opaque again, the delay starts over.
        await page.locator('#wallet').evaluate((iframe: HTMLElement) => void (iframe.style.opacity = '0.2'))
        await frame.getByRole('button', { name: 'Approve', disabled: true }).waitFor()
        await page.locator('#wallet').evaluate((iframe: HTMLElement) => void (iframe.style.opacity = '1'))
        await enabledApprove(frame).waitFor()

        await frame.getByRole('button', { name: 'Reject' }).click()
        await page.getByTestId('outcome').getByText('"code":4001').waitFor()
      } finally {
        await host.stop()
      }
    })
  }
})

describe('the approval screen inside the modal', () => {
  const session = useBrowserSession()
  const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const

  it('is legible and axe-clean in dark and light, at desktop and phone width, with its own look and the verified origin', async () => {
    const { page } = session
    const address = await loggedInAddress(page, 'approval-look')
    const appOrigin = new URL(page.url()).origin
    await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('5')

    for (const theme of ['Dark', 'Light'] as const) {
      await page.getByRole('radio', { name: theme }).check()
      for (const [device, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport)
        await page.getByRole('button', { name: 'Send transaction' }).click()
        await modal(page, 'Approve Transaction').waitFor()
        const frame = page.frameLocator('iframe.foyer-auth-frame')
        await enabledApprove(frame).waitFor()

        const expected: ExpectedRequest = { origin: appOrigin, claimedName: 'Foyer demo', account: truncated(address), recipient: RECIPIENT, amount: '5 ETH' }
        const measured = await measureParts(approvalParts(frame, expected))
        expect(illegibleParts(measured), `${theme} ${device}`).toEqual({})
        expect(await axeViolations(page), `${theme} ${device}`).toEqual([])
        await screenshot(page, `${theme.toLowerCase()}-${device}`)

        // The keyboard still works: focus starts on the heading, Tab passes the details, then Reject.
        await page.keyboard.press('Tab')
        await page.keyboard.press('Tab')
        expect(await frame.getByRole('button', { name: 'Reject' }).evaluate((button) => button === document.activeElement)).toBe(true)
        await page.keyboard.press('Enter')
        await modal(page, 'Approve Transaction').waitFor({ state: 'detached' })
      }
    }
  })
})
