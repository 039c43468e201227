/**
 * Builds the demo web app once and serves it with vite preview, next to a fresh stack
 * (devnet + server) on free ports.
 */
import { fileURLToPath } from 'node:url'
import { build, preview, type PreviewServer } from 'vite'
import { foyerConfigPlugin } from '../../apps/web/foyerConfigPlugin.ts'
import { startStack, type Stack, type StackOptions } from '../../scripts/stack.ts'
import { startedWithin } from '../../scripts/testing/fixtureTime.ts'

const webRoot = fileURLToPath(new URL('../../apps/web/', import.meta.url))

export interface RunningApp {
  stack: Stack
  url: string
  stop(): Promise<void>
}

export async function buildWebApp(outDir: string): Promise<void> {
  await build({ root: webRoot, configFile: `${webRoot}vite.config.ts`, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
}

export async function serveWebApp(outDir: string, stackOptions: StackOptions = {}): Promise<RunningApp> {
  const stack = await startedWithin('the stack (devnet, server, stand-ins)', startStack(stackOptions))
  let server: PreviewServer
  try {
    server = await preview({
      root: webRoot,
      configFile: `${webRoot}vite.config.ts`,
      logLevel: 'warn',
      plugins: [foyerConfigPlugin(() => stack.webConfig)],
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
    })
  } catch (error) {
    await stack.stop()
    throw error
  }
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not report its URL')
  return {
    stack,
    url,
    async stop() {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
      await stack.stop()
    },
  }
}
