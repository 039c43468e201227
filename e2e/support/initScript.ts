import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

/**
 * `contents` (TypeScript importing from the repository by absolute path) bundled into one script for
 * Playwright's `addInitScript`: it runs in the page before the page's own, as a browser extension's does.
 */
export async function bundleInitScript(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  })
  return result.outputFiles[0]!.text
}
