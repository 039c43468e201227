/**
 * Builds the reference wallet (apps/wallet) once and serves it with vite preview beside the demo,
 * configured for the same stack: the server's relay and a devnet account of its own.
 */
import { fileURLToPath } from 'node:url'
import { build, preview, type PreviewServer } from 'vite'
import { walletConfigPlugin } from '../../apps/wallet/walletConfigPlugin.ts'
import type { Stack } from '../../scripts/stack.ts'

const walletRoot = fileURLToPath(new URL('../../apps/wallet/', import.meta.url))

export async function buildWalletApp(outDir: string): Promise<void> {
  await build({ root: walletRoot, configFile: `${walletRoot}vite.config.ts`, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } })
}

/** A port nothing listens on right now, so the registry can name the wallet's URL before it is served. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net')
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export async function serveWalletApp(outDir: string, stack: Stack, port = 0): Promise<{ url: string; stop(): Promise<void> }> {
  const server: PreviewServer = await preview({
    root: walletRoot,
    configFile: `${walletRoot}vite.config.ts`,
    logLevel: 'warn',
    plugins: [walletConfigPlugin(() => stack.walletConfig)],
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: port !== 0 },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not report the wallet URL')
  return { url, stop: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())) }
}
