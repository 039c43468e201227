import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { packedPackages } from '../support/packedPackages.ts'
import { launchChromium } from '../support/chromium.ts'
import { createHostApp, nextApp, type HostApp } from '../support/hostApp.ts'
import { FOYER_STATUS, foyerSource } from '../support/hostSources.ts'
import { devWalletExtensionScript } from '../support/injectedWallet.ts'
import { answerDevWallet, modal } from '../support/session.ts'
import { freePort } from '../support/walletApp.ts'

/**
 * The root layout, a server component: it reads a returning visitor's state cookie, and the
 * providers come from the host's own client file.
 */
const LAYOUT = `import { cookieToInitialState } from '@foyer/react/server'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'Host app' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
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

const NEXT_TOOLS = ['next', 'react', 'react-dom', 'typescript', '@types/react', '@types/react-dom', '@types/node', 'viem']
const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' }

describe('Foyer in a Next.js App Router app built from its packed packages, with nothing for Foyer in next.config', () => {
  const config = inject('webConfig')
  const devAddress = inject('devAddress') as Address
  let app: HostApp
  let server: ChildProcess
  let url: string
  let browser: Browser

  beforeAll(async () => {
    const files = nextApp({
      'layout.tsx': LAYOUT,
      'providers.tsx': PROVIDERS,
      'page.tsx': PAGE,
      'foyer.ts': foyerSource(config, { stateCookie: true }),
      'FoyerStatus.tsx': `'use client'\n\n${FOYER_STATUS}`,
    })
    // Turbopack compiles nothing outside its root (the nearest lockfile's folder): the app lives in
    // the repository's scratch folder, so the tools it links from node_modules are inside that root.
    app = createHostApp(files, packedPackages(), NEXT_TOOLS, { inside: 'repository' })
    app.run('tsc', ['--noEmit'])
    app.run('next', ['build'], NEXT_ENV)
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, [join(app.dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: app.dir,
      env: { ...process.env, ...NEXT_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    await waitForServer(url, server)
    browser = await launchChromium()
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    server?.kill()
    app?.remove()
  })

  it("renders the button on the server, hydrates without a warning, connects through the modal, and draws a returning visitor's account on the server (no 'Connect Wallet' flash)", async () => {
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
