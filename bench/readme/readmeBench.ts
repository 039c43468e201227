/**
 * `npm run bench -- --readme`: how long a host takes from nothing to a connected wallet following
 * only the README's Vite recipe, step by step, beside the same steps for create-vite's template
 * alone (the baseline, measured in the same run). Machine time: the generator, `npm install` from
 * a registry on 127.0.0.1 holding the lockfile's packages and the packed `@foyer/*` as if published,
 * the template's own build, and a visitor in Chromium clicking Connect Wallet, picking the
 * injected Dev Wallet and approving, until the README's App shows the account with its balance.
 * Reading and typing are the reader's own; the packing of Foyer's packages (their publishing) is not counted.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { privateKeyToAddress } from 'viem/accounts'
import { launchChromium } from '@foyer/e2e/support/chromium.ts'
import { createViteApp, REPO_ROOT, serveStatic, type HostApp } from '@foyer/e2e/support/hostApp.ts'
import { devWalletExtensionScript } from '@foyer/e2e/support/injectedWallet.ts'
import { readmeRecipe } from '@foyer/e2e/support/readmeRecipe.ts'
import { packPackages } from '../../scripts/packages/packPackages.ts'
import { startStack, type Stack } from '../../scripts/stack.ts'
import { startNpmRegistry, type NpmRegistry } from '../../scripts/testing/npmRegistry.ts'

interface Step {
  name: string
  ms: number
}

async function timed<T>(steps: Step[], name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await work()
  steps.push({ name, ms: performance.now() - started })
  return result
}

/** Opens the built app with the Dev Wallet injected and answers when `shown` is on screen. */
async function openAndWait(browser: Browser, url: string, stack: Stack, act: (page: Page) => Promise<void>): Promise<void> {
  const page = await browser.newPage()
  await page.addInitScript(await devWalletExtensionScript(stack.webConfig))
  await page.goto(url)
  await act(page)
  await page.close()
}

/** The visitor's part: Connect Wallet, the Dev Wallet, Approve, then the account line with its balance. */
async function connect(page: Page, address: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .click()
  await page.getByRole('dialog', { name: 'Dev Wallet request' }).getByRole('button', { name: 'Approve' }).click()
  await page.locator('p', { hasText: new RegExp(`^${address} · \\d[\\d.]* ETH$`) }).waitFor({ timeout: 60_000 })
}

async function buildAndVisit(steps: Step[], browser: Browser, app: HostApp, stack: Stack, visit: (page: Page) => Promise<void>): Promise<void> {
  await timed(steps, 'npm run build (tsc -b && vite build)', () => app.npm(['run', 'build', '--', '--logLevel', 'error']))
  const site = await serveStatic(join(app.dir, 'dist'))
  try {
    await timed(steps, 'the page in Chromium until it is ready', () => openAndWait(browser, site.url, stack, visit))
  } finally {
    site.server.close()
  }
}

export async function runReadmeBench(): Promise<void> {
  const vite = readmeRecipe('In a Vite app')
  const serverless = readmeRecipe('Without a server')
  const fromRegistry = vite.installs.find((args) => !args.some((arg) => arg.endsWith('.tgz')))!
  const packedDir = mkdtempSync(join(tmpdir(), 'foyer-readme-packed-'))
  const packed = packPackages(REPO_ROOT, packedDir)
  const registry: NpmRegistry = await startNpmRegistry({ lockfile: join(REPO_ROOT, 'package-lock.json'), packed })
  const browser = await launchChromium('browser')
  const apps: HostApp[] = []
  const server: Step[] = []
  const stack = await timed(server, 'npm start: the Foyer server and the local chains', () => startStack())
  const address = privateKeyToAddress(stack.webConfig.devWallet!.privateKey)
  const [home] = stack.webConfig.chains
  try {
    const baseline: Step[] = []
    const bare = await timed(baseline, 'npm create vite@latest -- --template react-ts', () => createViteApp(registry))
    apps.push(bare)
    await timed(baseline, 'npm install', () => bare.npm(['install']))
    await buildAndVisit(baseline, browser, bare, stack, (page) => page.getByRole('heading', { name: 'Get started' }).waitFor())

    const withServer: Step[] = []
    const app = await timed(withServer, 'npm create vite@latest -- --template react-ts', () => createViteApp(registry))
    apps.push(app)
    await timed(withServer, 'npm install', () => app.npm(['install']))
    await timed(withServer, `npm ${fromRegistry.join(' ')}`, () => app.npm(fromRegistry))
    // The README's two files, with the reader's own server in apiUrl (the only value to put in)
    app.write({ ...vite.files, 'src/foyer.ts': vite.files['src/foyer.ts']!.replace("'http://127.0.0.1:4400'", `'${stack.apiUrl}'`) })
    await buildAndVisit(withServer, browser, app, stack, (page) => connect(page, address))

    // The same app without a server: the README's other foyer.ts, on the devnet's chain at its node
    const withoutServer: Step[] = []
    app.write({
      'src/foyer.ts': serverless.files['src/foyer.ts']!.replace("import { base, mainnet } from 'viem/chains'", "import { foundry } from 'viem/chains'").replace(
        'networks: [evmNetwork(mainnet), evmNetwork(base)]',
        `networks: [evmNetwork(foundry, { rpcUrl: '${home!.rpcUrl}' })]`,
      ),
    })
    await buildAndVisit(withoutServer, browser, app, stack, (page) => connect(page, address))

    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    const total = (steps: Step[]) => steps.reduce((sum, step) => sum + step.ms, 0)
    const print = (title: string, steps: Step[]) => {
      console.log(`\n${title}`)
      for (const step of steps) console.log(`  ${step.name.padEnd(72)}${seconds(step.ms)}`)
      console.log(`  ${'total'.padEnd(72)}${seconds(total(steps))}`)
    }
    console.log('\nFrom nothing to a connected wallet, following the README (machine time; reading and typing not counted)')
    print('create-vite template alone (baseline): made, installed, built, shown', baseline)
    print('README "In a Vite app", with a Foyer server: … until the account and its balance show', withServer)
    print('README "Without a server" (the same app, its foyer.ts replaced): rebuilt, connected', withoutServer)
    print('the Foyer server, once', server)
    const firstConnect = total(withServer) + total(server)
    console.log(
      `\nFoyer adds ${seconds(total(withServer) - total(baseline))} to the template's ${seconds(total(baseline))}: nothing → connected wallet in ${seconds(total(withServer))} with a running server (${seconds(firstConnect)} counting \`npm start\`)\n`,
    )
  } finally {
    await browser.close()
    for (const app of apps) app.remove()
    await registry.stop()
    await stack.stop()
    rmSync(packedDir, { recursive: true, force: true })
  }
}
