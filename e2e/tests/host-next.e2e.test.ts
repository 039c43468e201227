import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { createNextApp, REPO_ROOT, type HostApp } from '../support/hostApp.ts'
import { readmeRecipe } from '../support/readmeRecipe.ts'
import { FOYER_STATUS, foyerSource } from '../support/hostSources.ts'
import { devWalletExtensionScript } from '../support/injectedWallet.ts'
import { startNpmRegistry, type NpmRegistry } from '../../scripts/testing/npmRegistry.ts'
import { packedPackages } from '../support/packedPackages.ts'
import { answerDevWallet, modal, REDUCED_MOTION } from '../support/session.ts'
import { freePort } from '../support/walletApp.ts'

/** The README's Next.js recipe: its install command and its four files (app/foyer.ts, providers.tsx, layout.tsx, page.tsx). */
const NEXT = readmeRecipe('Next.js (App Router)')

/**
 * A page of the test's own beside the README's: Foyer's account hook in a client component, under
 * a route-level Suspense boundary (loading.tsx) that hydrates after the shell — the case where a
 * slow device's reconnect used to beat hydration.
 */
const STATUS_PAGE = {
  'app/FoyerStatus.tsx': `'use client'\n\n${FOYER_STATUS}`,
  'app/status/page.tsx': "import { FoyerStatus } from '../FoyerStatus'\n\nexport default function Status() {\n  return <FoyerStatus />\n}\n",
  'app/status/loading.tsx': 'export default function Loading() {\n  return <p>Loading…</p>\n}\n',
}

describe('Foyer in a Next.js App Router app built from its packed packages, with nothing for Foyer in next.config', () => {
  const config = inject('webConfig')
  const devAddress = inject('devAddress') as Address
  let registry: NpmRegistry
  let app: HostApp
  let server: ChildProcess
  let url: string
  let browser: Browser

  beforeAll(async () => {
    registry = await startNpmRegistry({ lockfile: join(REPO_ROOT, 'package-lock.json'), packed: packedPackages() })
    app = await createNextApp(registry)
    await app.npm(['install'])
    for (const args of NEXT.installs) await app.npm(args)
    // the README's files word for word type-check in the app; it builds with the devnet's networks
    app.write(NEXT.files)
    await app.npm(['exec', '--', 'tsc', '--noEmit'])
    expect(app.read('app/foyer.ts')).toContain('stateCookie: true')
    app.write({ 'app/foyer.ts': foyerSource(config, { stateCookie: true }), ...STATUS_PAGE })
    await app.npm(['run', 'build'])
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, [join(app.dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: app.dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    await waitForServer(url, server)
    browser = await launchChromium()
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    server?.kill()
    app?.remove()
    await registry?.stop()
  })

  it("renders the button on the server, hydrates without a warning, connects through the modal, and draws a returning visitor's account on the server (no 'Connect Wallet' flash), hydrating without a mismatch on a 6× slower CPU", async () => {
    const html = await (await fetch(url)).text()
    expect(html).toContain('Connect Wallet')

    const page = await browser.newPage(REDUCED_MOTION)
    await page.addInitScript(await devWalletExtensionScript(config))
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`)
    })
    await page.goto(url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .click()
    await answerDevWallet(page)
    await page.locator(`[title="${devAddress}"]`).waitFor()

    // The returning visitor's request carries the state cookie: the server's HTML (the first paint)
    // already has their account button, and no "Connect Wallet".
    const cookie = (await page.context().cookies(url)).map(({ name, value }) => `${name}=${value}`).join('; ')
    const returning = await (await fetch(url, { headers: { cookie } })).text()
    expect(returning).not.toContain('Connect Wallet')
    expect(returning).toContain(`title="${devAddress}"`)

    await page.reload()
    await page.locator(`[title="${devAddress}"]`).waitFor()
    expect(await page.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0)
    expect(problems.join('\n')).toBe('')

    // On a slow device the wallet's reconnect may finish before a Suspense boundary (the status
    // page's loading.tsx) hydrates: that render must still draw what the server drew (React's #418 otherwise).
    await page.goto(`${url}/status`)
    await page.getByTestId('foyer-status').getByText(`connected ${devAddress}`).waitFor()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    for (let reload = 0; reload < 4; reload++) {
      await page.reload()
      await page.getByTestId('foyer-status').getByText(`connected ${devAddress}`).waitFor()
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    expect(problems.join('\n')).toBe('')
    await page.close()
  })
})

/** Resolves once `next start` answers; fails with its output if it exits first. */
async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  let output = ''
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}:\n${output}`)
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
