import type { Plugin } from 'vite'
import type { WebConfig } from './src/config.ts'

/**
 * Serves `/foyer-config.js`, which tells the demo where the Foyer server and the devnet are.
 * The built app stays the same whatever the ports; whoever serves it says where things run.
 */
export function foyerConfigPlugin(getConfig: () => WebConfig): Plugin {
  const serve = (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
    res.setHeader('content-type', 'text/javascript; charset=utf-8')
    res.setHeader('cache-control', 'no-store')
    res.end(`window.__FOYER_CONFIG__ = ${JSON.stringify(getConfig())};\n`)
  }
  return {
    name: 'foyer-config',
    configureServer(server) {
      server.middlewares.use('/foyer-config.js', serve)
    },
    configurePreviewServer(server) {
      server.middlewares.use('/foyer-config.js', serve)
    },
  }
}
