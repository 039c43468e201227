import type { Plugin } from 'vite'
import type { WalletConfig } from './src/config.ts'

export type { WalletConfig, WalletChain } from './src/config.ts'

/**
 * Serves `/wallet-config.js`, which tells the reference wallet where the relay and the devnet are
 * and which key it holds. The built wallet stays the same whatever the ports; whoever serves it
 * (`npm start`'s dev server, the e2e tests' preview server) says where things run.
 */
export function walletConfigPlugin(getConfig: () => WalletConfig): Plugin {
  const serve = (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
    res.setHeader('content-type', 'text/javascript; charset=utf-8')
    res.setHeader('cache-control', 'no-store')
    res.end(`window.__FOYER_WALLET_CONFIG__ = ${JSON.stringify(getConfig())};\n`)
  }
  return {
    name: 'foyer-wallet-config',
    configureServer(server) {
      server.middlewares.use('/wallet-config.js', serve)
    },
    configurePreviewServer(server) {
      server.middlewares.use('/wallet-config.js', serve)
    },
  }
}
