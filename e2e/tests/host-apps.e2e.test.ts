import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { packPackages, type PackedPackage } from '../../scripts/packages/packPackages.ts'
import { launchChromium } from '../support/chromium.ts'
import { createHostApp, REPO_ROOT, viteReactApp } from '../support/hostApp.ts'

/** The app a host writes from the README: the provider, the button, a hook. */
const HOST_MAIN = (apiUrl: string) => `import { evmAdapter, evmNetwork } from '@foyer/adapter-evm'
import { ConnectButton, createFoyer, FoyerProvider, useFoyerAccount } from '@foyer/react'
import { getAccount } from '@wagmi/core'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { wagmiConfig } from './wagmi'

const foyer = createFoyer({
  projectId: 'foyer-dev',
  apiUrl: '${apiUrl}',
  networks: [evmNetwork({ id: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:8545' })],
  adapters: [evmAdapter()],
})

const wagmi = wagmiConfig(foyer)

function Status() {
  const { status } = useFoyerAccount()
  return <p data-testid="status">{status} / wagmi {getAccount(wagmi).status} via {wagmi.connectors[0]!.name}</p>
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <ConnectButton />
      <Status />
    </FoyerProvider>
  </StrictMode>,
)
`

const VITE_TOOLS = ['react', 'react-dom', 'typescript', 'vite', '@vitejs/plugin-react', '@types/react', '@types/react-dom', 'viem', '@wagmi/core']
/** @wagmi/core is installed for @foyer/wagmi's own tests only. */
const NESTED_TOOLS = { '@wagmi/core': 'packages/wagmi/node_modules/@wagmi/core' }
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' }

/** Serves a built app's files, as any static host would. */
async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname
    const file = join(root, path === '/' ? 'index.html' : path)
    if (!file.startsWith(root) || !existsSync(file)) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

describe('Foyer installed from its packed packages, as a host installs it', () => {
  let packed: PackedPackage[]
  beforeAll(() => {
    packed = packPackages(REPO_ROOT, mkdtempSync(join(tmpdir(), 'foyer-packed-')))
  }, 180_000)

  it("ships dist/ with types, a README and the licence, and no sources or tests", () => {
    const react = packed.find((pkg) => pkg.name === '@foyer/react')!
    const files = execFileSync('tar', ['-tzf', react.tarball], { encoding: 'utf8' }).split('\n').filter(Boolean)
    expect(files).toEqual(expect.arrayContaining(['package/package.json', 'package/LICENSE', 'package/README.md', 'package/dist/index.js', 'package/dist/index.d.ts']))
    expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([])
    expect(files.some((file) => file.includes('/test/') || file.endsWith('vitest.config.ts') || file.endsWith('tsconfig.json'))).toBe(false)
  })

  it("a Vite + React 19 app with create-vite's strict tsconfig and a wagmi config on Foyer type-checks, builds, and opens the modal in Chromium without a page error", async () => {
    const apiUrl = inject('apiUrl')
    for (const allowImportingTsExtensions of [true, false]) {
      const app = createHostApp(viteReactApp(HOST_MAIN(apiUrl), { allowImportingTsExtensions }), packed, VITE_TOOLS, NESTED_TOOLS)
      app.run('tsc', ['-b'])
      if (!allowImportingTsExtensions) continue
      app.run('vite', ['build', '--logLevel', 'error'])
      const site = await serveStatic(join(app.dir, 'dist'))
      const browser = await launchChromium()
      try {
        const page = await browser.newPage()
        const problems: string[] = []
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`)
        })
        await page.goto(site.url)
        await page.getByTestId('status').getByText('disconnected / wagmi disconnected via Foyer').waitFor()
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        const modal = page.getByRole('dialog', { name: 'Connect Wallet' })
        await modal.getByRole('list', { name: 'Wallets' }).getByRole('button').first().waitFor()
        expect(problems.join('\n')).toBe('')
      } finally {
        await browser.close()
        site.server.close()
      }
    }
  })

  it('plain Node imports @foyer/core and the protocol', () => {
    const app = createHostApp({ 'package.json': JSON.stringify({ name: 'host-node', private: true, type: 'module' }) }, packed, [])
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "const core = await import('@foyer/core'); const protocol = await import('@foyer/auth-frame/protocol'); console.log(typeof core.createFoyerClient, typeof protocol.AUTH_API_PREFIX)"],
      { cwd: app.dir, encoding: 'utf8' },
    )
    expect(output.trim()).toBe('function string')
  })
})
