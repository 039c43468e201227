import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, afterEach, inject } from 'vitest'
import { launchChromium } from './chromium.ts'
import { keepFailureEvidence } from './failureEvidence.ts'
import './providedContext.ts'

export interface Session {
  page: Page
  context: BrowserContext
  appUrl: string
  devAddress: string
  /**
   * Another context in the file's browser (a phone, a second visitor), closed after the test: a
   * failed test keeps what its pages showed too, as it does for `page` (close it yourself and that is lost).
   */
  extraContext(options?: BrowserContextOptions): Promise<BrowserContext>
}

/**
 * One Chromium for the whole test file, shared by its sessions: launched by the first session's
 * beforeAll, closed by the afterAll of the last one to end. Every session of the file registers as
 * the file is collected, before any hook runs, so the count is known when they start.
 */
const fileBrowser = {
  launched: undefined as Promise<Browser> | undefined,
  sessions: 0,
  ended: 0,
}

/**
 * Every page asks for reduced motion (the operating system's setting, Playwright's `reducedMotion`),
 * so the modal's spinners and fades stop at once: a page's endless spinner costs the browser a fifth
 * of a core while a test waits. Give it to every `browser.newContext` a test opens itself; the tests
 * of the modal's animations themselves ask for 'no-preference' (`useBrowserSession`'s last argument).
 */
export const REDUCED_MOTION = { reducedMotion: 'reduce' } as const

/**
 * A fresh browser context per test in the file's one Chromium, so every test starts with an empty
 * localStorage: no remembered connection, no recent wallets. `app`: the file's own app (and stack),
 * where it does not use the shared one.
 */
export function useBrowserSession(viewport = { width: 1280, height: 800 }, app?: () => { url: string; devAddress: string }, reducedMotion: 'reduce' | 'no-preference' = 'reduce'): Session {
  let browser: Browser
  const extras: BrowserContext[] = []
  const session = {
    appUrl: inject('appUrl'),
    devAddress: inject('devAddress'),
    async extraContext(options) {
      const extra = await browser.newContext({ reducedMotion, ...options })
      extras.push(extra)
      return extra
    },
  } as Session
  fileBrowser.sessions += 1
  beforeAll(async () => {
    fileBrowser.launched ??= launchChromium()
    browser = await fileBrowser.launched
  })
  afterAll(async () => {
    fileBrowser.ended += 1
    if (fileBrowser.ended === fileBrowser.sessions) await (await fileBrowser.launched)?.close()
  })
  beforeEach(async () => {
    // A file with a stack of its own says where its app is, once it has started it.
    if (app) Object.assign(session, { appUrl: app().url, devAddress: app().devAddress })
    session.context = await browser.newContext({ viewport, reducedMotion })
    session.page = await session.context.newPage()
    await session.page.goto(session.appUrl)
  })
  afterEach(async (context) => {
    await keepFailureEvidence(session.page, context)
    for (const [index, extra] of extras.entries()) {
      for (const [tab, page] of extra.pages().entries()) await keepFailureEvidence(page, context, `context-${index + 1}-page-${tab + 1}`)
    }
    await Promise.all([...extras.splice(0).map((extra) => extra.close()), session.context?.close()])
  })
  return session
}

/** The Foyer modal, by its accessible name (the title of the view it shows). */
export function modal(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title })
}

/** Answers the Dev Wallet's consent popup: the demo wallet asks before each request. */
export async function answerDevWallet(page: Page, answer: 'Approve' | 'Reject' = 'Approve'): Promise<void> {
  const request = page.getByRole('dialog', { name: 'Dev Wallet request' })
  await request.getByRole('button', { name: answer }).click()
  await request.waitFor({ state: 'detached' }).catch(() => undefined)
}

/** Connects the Dev Wallet through the modal as a visitor does, and waits until the host shows its account. */
export async function connectDevWallet(page: Page, devAddress: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .click()
  await answerDevWallet(page)
  await page.getByTestId('host-address').getByText(devAddress).waitFor()
}

/** With the Dev Wallet connected: the header's network button, Foyer Solana Devnet, and the Solana account active. */
export async function switchToSolana(page: Page, solanaAddress: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: /Foyer Devnet/ })
    .click()
  const networks = modal(page, 'Choose Network')
  await networks.getByRole('button', { name: /Foyer Solana Devnet/ }).click()
  await networks.waitFor({ state: 'detached' })
  await page.getByTestId('host-address').getByText(solanaAddress).waitFor()
}

/**
 * Gives the demo's Dev Wallet another key than the stack's dev account (an account set up by the
 * test), by rewriting the page's /foyer-config.js, and reloads the page with it.
 */
export async function useDevWalletKey(page: Page, privateKey: `0x${string}`): Promise<void> {
  await page.route('**/foyer-config.js', async (route) => {
    const response = await route.fetch()
    const script = (await response.text()).replace(/"privateKey":"0x[0-9a-fA-F]{64}"/, `"privateKey":"${privateKey}"`)
    if (!script.includes(privateKey)) throw new Error('/foyer-config.js names no Dev Wallet key to replace')
    await route.fulfill({ response, body: script })
  })
  await page.reload()
}

export function truncated(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
