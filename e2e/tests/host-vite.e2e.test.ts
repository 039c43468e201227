import { copyFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, formatEther, http, verifyMessage, type Address, type Hash } from 'viem'
import { foundry } from 'viem/chains'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startNpmRegistry, type NpmRegistry } from '../../scripts/testing/npmRegistry.ts'
import { launchChromium } from '../support/chromium.ts'
import { createViteApp, REPO_ROOT, serveStatic, type HostApp } from '../support/hostApp.ts'
import { WAGMI_PANEL, wagmiSource } from '../support/hostSources.ts'
import { devWalletExtensionScript } from '../support/injectedWallet.ts'
import { packedPackages } from '../support/packedPackages.ts'
import { readmeRecipe } from '../support/readmeRecipe.ts'
import { answerDevWallet, modal, REDUCED_MOTION } from '../support/session.ts'
import { viewShots } from '../support/viewShots.ts'

/** The README's Vite recipe: its install commands (from the registry, and from the tarballs) and its files. */
const VITE = readmeRecipe('In a Vite app')
const FROM_REGISTRY = VITE.installs.find((args) => !args.some((arg) => arg.endsWith('.tgz')))!
const FROM_TARBALLS = VITE.installs.find((args) => args.some((arg) => arg.endsWith('.tgz')))!
const WAGMI = readmeRecipe('With wagmi')
const SERVERLESS = readmeRecipe('Without a server')

/**
 * The entry the test renders instead of the template's: the README's App as it is, the React
 * version beside it, and for a wagmi app wagmi's providers around both and a panel of wagmi's hooks.
 */
function mainSource(options: { wagmi: boolean; recipient?: Address }): string {
  const page = `<p data-testid="react-version">React {version}</p>
        <App />`
  const tree = options.wagmi
    ? `<WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        ${page}
        <WagmiPanel to="${options.recipient}" />
      </QueryClientProvider>
    </WagmiProvider>`
    : page
  return `${options.wagmi ? "import { QueryClient, QueryClientProvider } from '@tanstack/react-query'\n" : ''}import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
${options.wagmi ? "import { WagmiProvider } from 'wagmi'\n" : ''}import './index.css'
import App from './App'
${options.wagmi ? "import { wagmiConfig } from './wagmi'\nimport { WagmiPanel } from './WagmiPanel'\n\nconst queryClient = new QueryClient()\n" : ''}
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    ${tree}
  </StrictMode>,
)
`
}

/**
 * The README's `src/foyer.ts` pointed at the test's Foyer server (the one value a reader puts in
 * for their own): the networks are the server's, the devnet's.
 */
function readmeFoyerOn(apiUrl: string, projectId: string): string {
  const file = VITE.files['src/foyer.ts']!
  const pointed = file.replace("'http://127.0.0.1:4400'", JSON.stringify(apiUrl).replaceAll('"', "'")).replace("'foyer-dev'", `'${projectId}'`)
  expect(pointed).not.toBe(file)
  return pointed
}

/**
 * The README's `src/foyer.ts` without a server, on the devnet's first chain (anvil's id, viem's
 * `foundry`) at its own node: the one thing a reader changes, their networks.
 */
function readmeServerlessOn(rpcUrl: string): string {
  const file = SERVERLESS.files['src/foyer.ts']!
  const pointed = file
    .replace("import { base, mainnet } from 'viem/chains'", "import { foundry } from 'viem/chains'")
    .replace('networks: [evmNetwork(mainnet), evmNetwork(base)]', `networks: [evmNetwork(foundry, { rpcUrl: '${rpcUrl}' })]`)
  expect(pointed).toContain('foundry, { rpcUrl')
  expect(pointed).toContain("import { foundry } from 'viem/chains'")
  expect(pointed).not.toContain('apiUrl')
  return pointed
}

/** Writes files under src/. */
const inSrc = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).map(([path, text]) => [`src/${path}`, text]))

/** The template's build script (`tsc -b && vite build`). */
async function build(app: HostApp): Promise<void> {
  await app.npm(['run', 'build', '--', '--logLevel', 'error'])
}

/** The README's App shows the connected account as `<address> · <balance> <symbol>` once its balance is read, or 'Not connected'. */
const accountLine = (page: Page, address: string) => page.locator('p', { hasText: new RegExp(`^${address} · \\d[\\d.]* ETH$`) })

/** A page of the built app in Chromium with the Dev Wallet installed as an extension; collects every page and console error. */
async function openApp(browser: Browser, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage(REDUCED_MOTION)
  await page.addInitScript(await devWalletExtensionScript(inject('webConfig')))
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`)
  })
  await page.goto(url)
  return { page, problems }
}

/** The visitor connects the Dev Wallet through Foyer's modal. */
async function connectThroughModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .click()
  await answerDevWallet(page)
}

describe('Foyer in a Vite + React app built from its packed packages', () => {
  const config = inject('webConfig')
  const devAddress = inject('devAddress') as Address
  const recipient = privateKeyToAddress(generatePrivateKey())
  const [home, other] = config.chains
  let browser: Browser
  /** The registry with Foyer's packages as if published, and one without them (for the tarballs). */
  let registry: NpmRegistry
  let unpublished: NpmRegistry
  beforeAll(async () => {
    const lockfile = join(REPO_ROOT, 'package-lock.json')
    registry = await startNpmRegistry({ lockfile, packed: packedPackages() })
    unpublished = await startNpmRegistry({ lockfile, packed: [] })
    browser = await launchChromium()
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    await registry?.stop()
    await unpublished?.stop()
  })

  describe('React 19 with wagmi (the setup most hosts have)', () => {
    let app: HostApp
    let site: Awaited<ReturnType<typeof serveStatic>>
    beforeAll(async () => {
      // A wagmi app (wagmi already installed), then the README's commands and files word for word,
      // built by the template's own script under its tsconfig
      app = await createViteApp(registry)
      await app.npm(['install'])
      await app.npm(['install', 'wagmi', '@tanstack/react-query'])
      for (const args of [FROM_REGISTRY, ...WAGMI.installs]) await app.npm(args)
      app.write({ ...VITE.files, ...WAGMI.files })
      await build(app)
      // The same app on the devnet's networks, with wagmi's hooks beside the README's App; its
      // sources type-check without allowImportingTsExtensions too (Foyer's shipped types once needed it)
      app.write(
        inSrc({ 'foyer.ts': readmeFoyerOn(config.apiUrl, config.projectId), 'wagmi.ts': wagmiSource(config), 'main.tsx': mainSource({ wagmi: true, recipient }), 'WagmiPanel.tsx': WAGMI_PANEL }),
      )
      const tsconfig = app.read('tsconfig.app.json')
      app.write({ 'tsconfig.app.json': tsconfig.replace('"allowImportingTsExtensions": true', '"allowImportingTsExtensions": false') })
      expect(app.read('tsconfig.app.json')).not.toBe(tsconfig)
      await app.npm(['exec', '--', 'tsc', '-b'])
      app.write({ 'tsconfig.app.json': tsconfig })
      await build(app)
    }, 300_000)
    beforeAll(async () => {
      site = await serveStatic(join(app.dir, 'dist'))
    })
    afterAll(() => {
      site?.server.close()
      app?.remove()
    })

    it("a visitor's connection through the modal is wagmi's: useAccount, signMessage, sendTransaction and switchChain go through it", async () => {
      const { page, problems } = await openApp(browser, site.url)
      await page.getByTestId('wagmi-status').getByText('disconnected').waitFor()
      expect(await page.getByTestId('react-version').textContent()).toMatch(/^React 19\./)
      await connectThroughModal(page)

      await page.getByTestId('wagmi-status').getByText('connected', { exact: true }).waitFor()
      expect(await page.getByTestId('wagmi-address').textContent()).toBe(devAddress)
      expect(await page.getByTestId('wagmi-chain').textContent()).toBe(String(home!.chainId))
      expect(await page.getByTestId('wagmi-connector').textContent()).toBe('foyer')
      await accountLine(page, devAddress).waitFor()

      const result = page.getByTestId('wagmi-result')
      await page.getByRole('button', { name: 'wagmi: sign message' }).click()
      await answerDevWallet(page)
      await result.getByText(/^0x[0-9a-f]{130}$/).waitFor()
      const signature = (await result.textContent()) as Hash
      expect(await verifyMessage({ address: devAddress, message: 'hello from wagmi', signature })).toBe(true)

      await page.getByRole('button', { name: 'wagmi: send 0.01' }).click()
      await answerDevWallet(page)
      await result.getByText(/^0x[0-9a-f]{64}$/).waitFor()
      const chain = createPublicClient({ transport: http(home!.rpcUrl) })
      const receipt = await chain.waitForTransactionReceipt({ hash: (await result.textContent()) as Hash })
      expect(receipt.status).toBe('success')
      expect(receipt.from).toBe(devAddress.toLowerCase())
      expect(await chain.getBalance({ address: recipient })).toBe(10_000_000_000_000_000n)

      await page.getByRole('button', { name: 'wagmi: switch chain' }).click()
      await answerDevWallet(page)
      await result.getByText(String(other!.chainId)).waitFor()
      await page.getByTestId('wagmi-chain').getByText(String(other!.chainId)).waitFor()
      expect(problems.join('\n')).toBe('')
      await page.close()
    })

    it('disconnecting on either side disconnects both, and a reload restores both', async () => {
      const { page, problems } = await openApp(browser, site.url)
      await connectThroughModal(page)
      await page.getByTestId('wagmi-status').getByText('connected', { exact: true }).waitFor()

      // wagmi's disconnect ends Foyer's connection
      await page.getByRole('button', { name: 'wagmi: disconnect' }).click()
      await page.getByText('Not connected').waitFor()
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      expect(await page.getByTestId('wagmi-status').textContent()).toBe('disconnected')

      // Foyer's disconnect (the Account view) ends wagmi's
      await connectThroughModal(page)
      await page.getByTestId('wagmi-status').getByText('connected', { exact: true }).waitFor()
      await page.getByRole('button', { name: /^Account/ }).click()
      await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      await page.getByTestId('wagmi-status').getByText('disconnected').waitFor()
      await page.getByText('Not connected').waitFor()

      // a returning visitor: both come back without asking the wallet again, wagmi through Foyer
      // (wagmi's own EIP-6963 discovery also finds the Dev Wallet: it must not take the connection)
      await connectThroughModal(page)
      await page.getByTestId('wagmi-status').getByText('connected', { exact: true }).waitFor()
      for (let reload = 0; reload < 3; reload++) {
        await page.reload()
        await page.getByTestId('wagmi-status').getByText('connected', { exact: true }).waitFor()
        await accountLine(page, devAddress).waitFor()
        expect(await page.getByTestId('wagmi-address').textContent()).toBe(devAddress)
        expect(await page.getByTestId('wagmi-connector').textContent()).toBe('foyer')
      }
      expect(await page.getByRole('dialog', { name: 'Dev Wallet request' }).count()).toBe(0)

      // after the reload, wagmi's disconnect still ends both, and wagmi does not fall back to the wallet itself
      await page.getByRole('button', { name: 'wagmi: disconnect' }).click()
      await page.getByText('Not connected').waitFor()
      await page.getByTestId('wagmi-status').getByText('disconnected').waitFor()
      await page.reload()
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      await page.getByTestId('wagmi-status').getByText('disconnected').waitFor()
      expect(problems.join('\n')).toBe('')
      await page.close()
    })

    it("without a Foyer server (the README's recipe) the browser wallet connects, its balance is read from the chain's node, and the page asks nothing of the server", async () => {
      expect(home!.chainId).toBe(foundry.id)
      app.write(inSrc({ 'foyer.ts': readmeServerlessOn(home!.rpcUrl), 'main.tsx': mainSource({ wagmi: false }) }))
      await build(app)
      const { page, problems } = await openApp(browser, site.url)
      const origins = new Set<string>()
      page.on('request', (request) => {
        if (!request.url().startsWith('data:')) origins.add(new URL(request.url()).origin)
      })
      await page.reload()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const connect = modal(page, 'Connect Wallet')
      // The built-in wallet list, its images drawn in the page; no login, no WalletConnect without a relay
      const listed = connect.getByRole('button', { name: /^MetaMask/ })
      await listed.waitFor()
      const shot = viewShots('host-without-server')
      await shot(page, 'Connect')
      expect(await listed.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
      expect(await connect.getByRole('textbox').count()).toBe(0)
      expect(await connect.getByRole('button', { name: /WalletConnect/ }).count()).toBe(0)
      await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
      await answerDevWallet(page)

      // The balance the page shows is the chain's, exactly (other suites may move the account: read until they agree)
      const chain = createPublicClient({ transport: http(home!.rpcUrl) })
      const shown = async () => (await page.locator('p', { hasText: devAddress }).textContent())?.split(' · ')[1]
      await expect.poll(async () => (await shown()) === `${formatEther(await chain.getBalance({ address: devAddress }))} ETH`, { timeout: 20_000 }).toBe(true)

      // The Account view offers what needs no server: Send and Receive, no Swap, no Buy, no Activity or NFTs tabs
      await page.getByRole('button', { name: /^Account/ }).click()
      const account = modal(page, 'Account')
      await account.getByRole('button', { name: 'Send' }).waitFor()
      await shot(page, 'Account')
      expect(await account.getByRole('button', { name: 'Receive' }).count()).toBe(1)
      expect(await account.getByRole('button', { name: 'Swap' }).count()).toBe(0)
      expect(await account.getByRole('button', { name: 'Buy' }).count()).toBe(0)
      expect(await account.getByRole('tab').count()).toBe(0)
      await account.getByRole('button', { name: 'Disconnect' }).click()
      await page.getByText('Not connected').waitFor()

      expect([...origins].sort()).toEqual([new URL(site.url).origin, new URL(home!.rpcUrl).origin].sort())
      expect(problems.join('\n')).toBe('')
      await page.close()
    })
  })

  it("a React 18 app installs Foyer from the tarballs with the README's command (every Foyer package named: none is in the registry), builds, and connects through the modal without a page error", async () => {
    const app = await createViteApp(unpublished)
    await app.npm(['install'])
    // a host still on React 18 moves the template back a major
    await app.npm(['install', 'react@18', 'react-dom@18', '@types/react@18', '@types/react-dom@18'])
    for (const { tarball } of packedPackages()) copyFileSync(tarball, join(app.dir, basename(tarball)))
    await app.npm(FROM_TARBALLS)
    app.write(VITE.files)
    await build(app)
    app.write(inSrc({ 'foyer.ts': readmeFoyerOn(config.apiUrl, config.projectId), 'main.tsx': mainSource({ wagmi: false }) }))
    await build(app)
    const site = await serveStatic(join(app.dir, 'dist'))
    try {
      const { page, problems } = await openApp(browser, site.url)
      expect(await page.getByTestId('react-version').textContent()).toMatch(/^React 18\./)
      await connectThroughModal(page)
      await accountLine(page, devAddress).waitFor()
      expect(problems.join('\n')).toBe('')
      await page.close()
    } finally {
      site.server.close()
      app.remove()
    }
  }, 300_000)
})
