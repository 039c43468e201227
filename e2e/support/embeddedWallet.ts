import type { Locator, Page } from 'playwright-core'
import { approvalLinkOf, codeOf, waitForMail, type Mail } from './mailbox.ts'
import { modal } from './session.ts'

/** Opens the modal from the host's Connect Wallet button. */
export async function openConnect(page: Page) {
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
  return modal(page, 'Connect Wallet')
}

/**
 * Logs in with email as a visitor does on a new device: the email on the Connect view, the approval
 * link from the first mail (opened in another tab), then the code from the second mail.
 */
export async function loginWithEmail(page: Page, apiUrl: string, email: string): Promise<void> {
  const { confirm, code } = await startEmailLogin(page, apiUrl, email)
  await confirm.getByRole('textbox', { name: /6-digit code/ }).fill(code)
  await confirm.waitFor({ state: 'detached' })
}

/**
 * An email login up to its code: the address given, the device approved from its mail, and the
 * Confirm Email view waiting for the code the login mail carries (answered with both).
 */
export async function startEmailLogin(page: Page, apiUrl: string, email: string): Promise<{ confirm: Locator; code: string }> {
  const connect = await openConnect(page)
  await connect.getByRole('textbox', { name: 'Email address' }).fill(email)
  await connect.getByRole('button', { name: 'Continue with email' }).click()

  await modal(page, 'Register Device').waitFor()
  await approveDeviceFromMail(page, apiUrl, email)

  const confirm = modal(page, 'Confirm Email')
  await confirm.waitFor()
  const codeMail = await waitForMail(apiUrl, email, (mail) => /login code/i.test(mail.subject))
  return { confirm, code: codeOf(codeMail) }
}

/**
 * Approves the new device as its owner does: opens the link of the approval mail in another tab
 * (which approves nothing by itself) and presses the page's button.
 */
export async function approveDeviceFromMail(page: Page, apiUrl: string, email: string): Promise<void> {
  const approval = await waitForMail(apiUrl, email, (mail) => /approve this device/i.test(mail.subject))
  const tab = await page.context().newPage()
  await tab.goto(approvalLinkOf(approval))
  await tab.getByRole('button', { name: 'Approve this device' }).click()
  await tab.getByRole('heading', { name: /Device approved/ }).waitFor()
  await tab.close()
}

/**
 * Answers the embedded wallet's approval screen, which the frame draws inside the modal. It waits
 * for Approve to turn on (the screen has been seen for its delay) before either answer: Chromium
 * drops clicks into a frame that tracks its visibility while the frame has just moved, as it does
 * while the modal opens.
 */
export async function answerEmbeddedWallet(page: Page, answer: 'Approve' | 'Reject' = 'Approve'): Promise<void> {
  // ApproveTransaction is titled by what is asked: a message, typed data, a transaction.
  const approve = modal(page, /^(Sign Message|Sign Typed Data|Approve Transaction|Approve Request)$/)
  await approve.waitFor()
  const frame = page.frameLocator('iframe.foyer-auth-frame')
  await frame.getByRole('button', { name: 'Approve', disabled: false }).waitFor()
  await frame.getByRole('button', { name: answer }).click()
  await approve.waitFor({ state: 'detached' })
}

export type { Mail }

/**
 * Signs in at the dev OpenID provider (oidc-provider's own login and consent pages, standing in for
 * Google, GitHub…) as a person would: any login name, any password, then Continue.
 */
export async function signInAtDevProvider(providerPage: Page, login: string): Promise<void> {
  await providerPage.locator('input[name="login"]').fill(login)
  await providerPage.locator('input[name="password"]').fill('any password')
  await providerPage.locator('button[type="submit"]').click()
  await providerPage.getByRole('button', { name: 'Continue' }).click()
}
