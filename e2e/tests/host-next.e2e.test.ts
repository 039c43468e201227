import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { createNextApp, REPO_ROOT, type HostApp } from '../support/hostApp.ts'
import { FOYER_STATUS, foyerSource } from '../support/hostSources.ts'
import { devWalletExtensionScript } from '../support/injectedWallet.ts'
import { startNpmRegistry, type NpmRegistry } from '../../scripts/testing/npmRegistry.ts'
import { packedPackages } from '../support/packedPackages.ts'
import { answerDevWallet, modal } from '../support/session.ts'
import { freePort } from '../support/walletApp.ts'

/**
 * The root layout, a server component: it reads a returning visitor's state cookie, and the
 * providers come from the host's own client file.
 */
const LAYOUT = `import { cookieToInitialState } from '@foyer/react/server'
import { headers } from 'next/headers'
import { Suspense, type ReactNode } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'Host app' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Suspense>
          <FoyerProviders>{children}</FoyerProviders>
        </Suspense>
      </body>
    </html>
  )
}

/** Reads the visitor's request, so it renders for each request: streamed inside the layout's Suspense boundary. */
async function FoyerProviders({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return <Providers initialState={initialState}>{children}</Providers>
}
`

const PROVIDERS = `'use client'

import { FoyerProvider, type InitialState } from '@foyer/react'
import type { ReactNode } from 'react'
import { foyer } from './foyer'

export function Providers({ initialState, children }: { initialState?: InitialState; children: ReactNode }) {
  return (
    <FoyerProvider foyer={foyer} initialState={initialState}>
      {children}
    </FoyerProvider>
  )
}
`

/** The page, a server component that renders Foyer's button itself. */
const PAGE = `import { ConnectButton } from '@foyer/react'
import { FoyerStatus } from './FoyerStatus'

export default function Home() {
  return (
    <main>
      <h1>Host app</h1>
      <ConnectButton />
      <FoyerStatus />
    </main>
  )
}
`

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
    await app.npm(['install', '@foyer/react', '@foyer/adapter-evm'])
    app.write({
      'app/layout.tsx': LAYOUT,
      'app/providers.tsx': PROVIDERS,
      'app/page.tsx': PAGE,
      'app/foyer.ts': foyerSource(config, { stateCookie: true }),
      'app/FoyerStatus.tsx': `'use client'\n\n${FOYER_STATUS}`,
      'app/loading.tsx': 'export default function Loading() {\n  return <p>Loading…</p>\n}\n',
    })
    await app.npm(['exec', '--', 'tsc', '--noEmit'])
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

    const page = await browser.newPage()
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
    await page.getByTestId('foyer-status').getByText(`connected ${devAddress}`).waitFor()

    // The returning visitor's request carries the state cookie: the server's HTML (the first paint)
    // already has their account button, and no "Connect Wallet".
    const cookie = (await page.context().cookies(url)).map(({ name, value }) => `${name}=${value}`).join('; ')
    const returning = await (await fetch(url, { headers: { cookie } })).text()
    expect(returning).not.toContain('Connect Wallet')
    expect(returning).toContain(`title="${devAddress}"`)

    await page.reload()
    await page.getByTestId('foyer-status').getByText(`connected ${devAddress}`).waitFor()
    expect(await page.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0)
    expect(problems.join('\n')).toBe('')

    // On a slow device the wallet's reconnect may finish before the page's Suspense boundary
    // (app/loading.tsx) hydrates: that render must still draw what the server drew (React's #418 otherwise).
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
