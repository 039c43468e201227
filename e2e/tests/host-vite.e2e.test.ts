import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage, type Address, type Hash } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { packedPackages } from '../support/packedPackages.ts'
import { launchChromium } from '../support/chromium.ts'
import { createHostApp, REACT_18_MODULES, serveStatic, viteReactApp, WAGMI_MODULES, type HostApp } from '../support/hostApp.ts'
import { FOYER_STATUS, foyerSource, WAGMI_PANEL, wagmiSource } from '../support/hostSources.ts'
import { devWalletExtensionScript } from '../support/injectedWallet.ts'
import { answerDevWallet, modal } from '../support/session.ts'

/** The app's entry as a host writes it; `wagmi` wraps it in wagmi's providers, as a wagmi app already is. */
function mainSource(options: { wagmi: boolean; recipient?: Address }): string {
  const foyer = `<FoyerProvider foyer={foyer}>
          <p data-testid="react-version">React {version}</p>
          <ConnectButton />
          <FoyerStatus />${options.wagmi ? `\n          <WagmiPanel to="${options.recipient}" />` : ''}
        </FoyerProvider>`
  const tree = options.wagmi
    ? `<WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        ${foyer}
      </QueryClientProvider>
    </WagmiProvider>`
    : foyer
  return `import { ConnectButton, FoyerProvider } from '@foyer/react'
${options.wagmi ? "import { QueryClient, QueryClientProvider } from '@tanstack/react-query'\n" : ''}import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
${options.wagmi ? "import { WagmiProvider } from 'wagmi'\n" : ''}import { foyer } from './foyer'
import { FoyerStatus } from './FoyerStatus'
${options.wagmi ? "import { wagmiConfig } from './wagmi'\nimport { WagmiPanel } from './WagmiPanel'\n\nconst queryClient = new QueryClient()\n" : ''}
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    ${tree}
  </StrictMode>,
)
`
}

const VITE_TOOLS = ['react', 'react-dom', 'typescript', 'vite', '@vitejs/plugin-react', '@types/react', '@types/react-dom', 'viem']
const WAGMI_TOOLS = [...VITE_TOOLS, 'wagmi', '@wagmi/core', '@tanstack/react-query']

/** A page of the built app in Chromium with the Dev Wallet installed as an extension; collects every page and console error. */
async function openApp(browser: Browser, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage()
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
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })

  describe('React 19 with wagmi (the setup most hosts have)', () => {
    let app: HostApp
    let site: Awaited<ReturnType<typeof serveStatic>>
    beforeAll(() => {
      const src = {
        'main.tsx': mainSource({ wagmi: true, recipient }),
        'foyer.ts': foyerSource(config),
        'wagmi.ts': wagmiSource(config),
        'WagmiPanel.tsx': WAGMI_PANEL,
        'FoyerStatus.tsx': FOYER_STATUS,
      }
      // create-vite's strict tsconfig, with and without allowImportingTsExtensions (401 errors once, from .ts specifiers in shipped types)
      const strictest = createHostApp(viteReactApp(src, { allowImportingTsExtensions: false }), packedPackages(), WAGMI_TOOLS, { from: [WAGMI_MODULES] })
      strictest.run('tsc', ['-b'])
      strictest.remove()
      app = createHostApp(viteReactApp(src, { allowImportingTsExtensions: true }), packedPackages(), WAGMI_TOOLS, { from: [WAGMI_MODULES] })
      app.run('tsc', ['-b'])
      app.run('vite', ['build', '--logLevel', 'error'])
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
      expect(await page.getByTestId('foyer-status').textContent()).toBe(`connected ${devAddress}`)

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
      await page.getByTestId('foyer-status').getByText('disconnected').waitFor()
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      expect(await page.getByTestId('wagmi-status').textContent()).toBe('disconnected')

      // Foyer's disconnect (the Account view) ends wagmi's
      await connectThroughModal(page)
      await page.getByTestId('wagmi-status').getByText('connected', { exact: true }).waitFor()
      await page.getByRole('button', { name: /^Account/ }).click()
      await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      await page.getByTestId('wagmi-status').getByText('disconnected').waitFor()
      expect(await page.getByTestId('foyer-status').textContent()).toBe('disconnected ')

      // a returning visitor: both come back without asking the wallet again
      await connectThroughModal(page)
      await page.getByTestId('wagmi-status').getByText('connected', { exact: true }).waitFor()
      await page.reload()
      await page.getByTestId('wagmi-status').getByText('connected', { exact: true }).waitFor()
      expect(await page.getByTestId('wagmi-address').textContent()).toBe(devAddress)
      expect(await page.getByTestId('foyer-status').textContent()).toBe(`connected ${devAddress}`)
      expect(await page.getByRole('dialog', { name: 'Dev Wallet request' }).count()).toBe(0)
      expect(problems.join('\n')).toBe('')
      await page.close()
    })
  })

  it('a React 18 app type-checks, builds, and connects through the modal without a page error', async () => {
    const src = { 'main.tsx': mainSource({ wagmi: false }), 'foyer.ts': foyerSource(config), 'FoyerStatus.tsx': FOYER_STATUS }
    const app = createHostApp(viteReactApp(src, { allowImportingTsExtensions: false }), packedPackages(), VITE_TOOLS, { from: [REACT_18_MODULES] })
    app.run('tsc', ['-b'])
    app.run('vite', ['build', '--logLevel', 'error'])
    const site = await serveStatic(join(app.dir, 'dist'))
    try {
      const { page, problems } = await openApp(browser, site.url)
      expect(await page.getByTestId('react-version').textContent()).toMatch(/^React 18\./)
      await connectThroughModal(page)
      await page.getByTestId('foyer-status').getByText(`connected ${devAddress}`).waitFor()
      expect(problems.join('\n')).toBe('')
      await page.close()
    } finally {
      site.server.close()
      app.remove()
    }
  }, 300_000)
})
