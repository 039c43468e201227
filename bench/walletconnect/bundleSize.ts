import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'

export interface BundleSize {
  /** gzip bytes of the chunks a page loads with the entry, before any dynamic import. */
  initialGzipBytes: number
  /** gzip bytes of the chunks only reached through dynamic imports (loaded on connect). */
  lazyGzipBytes: number
  /** Each package's share of the code before minification, largest first: where the bytes come from, roughly. */
  packageShares: { name: string; share: number }[]
}

/** The dapp-side entries, built as a Vite app builds them (production mode, minified, gzip level 9 as in firstLoad.ts). */
export const BUNDLE_ENTRIES = {
  dappClient: fileURLToPath(new URL('./bundle/dappClient.ts', import.meta.url)),
  connector: fileURLToPath(new URL('./bundle/connector.ts', import.meta.url)),
}

/** Builds one entry in memory with Vite's defaults and sums the gzip size of its chunks, initial and lazy apart. */
export async function measureBundle(entry: string): Promise<BundleSize> {
  const result = await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      // An app build drops an entry's exports unless told to keep them; these entries are nothing but exports.
      rolldownOptions: { input: entry, preserveEntrySignatures: 'exports-only' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
  const initial = new Set<string>()
  const visit = (fileName: string) => {
    if (initial.has(fileName)) return
    initial.add(fileName)
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  let initialGzipBytes = 0
  let lazyGzipBytes = 0
  for (const chunk of chunks) {
    const size = gzipSync(chunk.code, { level: 9 }).length
    if (initial.has(chunk.fileName)) initialGzipBytes += size
    else lazyGzipBytes += size
  }
  return { initialGzipBytes, lazyGzipBytes, packageShares: packageShares(chunks) }
}

function packageShares(chunks: readonly Rolldown.OutputChunk[]): { name: string; share: number }[] {
  const lengths = new Map<string, number>()
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      const name = packageOf(id)
      lengths.set(name, (lengths.get(name) ?? 0) + module.renderedLength)
    }
  }
  const total = [...lengths.values()].reduce((sum, length) => sum + length, 0)
  return [...lengths]
    .filter(([, length]) => length > 0)
    .map(([name, length]) => ({ name, share: length / total }))
    .sort((a, b) => b.share - a.share)
}

/** `zod`, `@noble/curves`, or a workspace package by its folder (`@foyer/walletconnect`). */
function packageOf(moduleId: string): string {
  if (moduleId.startsWith('\0')) return 'Vite helpers'
  const workspace = /\/packages\/([^/]+)\//.exec(moduleId)
  if (workspace && !moduleId.includes('/node_modules/')) return `@foyer/${workspace[1]}`
  const installed = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId)
  return installed?.[1] ?? moduleId
}
