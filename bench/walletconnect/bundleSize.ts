import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'

export interface BundleSize {
  /** gzip bytes of the chunks a page loads with the entry, before any dynamic import. */
  initialGzipBytes: number
  /**
   * gzip bytes loaded on connect: with `loadedOnConnect`, the chunks its dynamic import fetches
   * beyond those already loaded; without, every chunk reached only through dynamic imports.
   */
  lazyGzipBytes: number
  /**
   * With `loadedOnConnect`: the gzip bytes its code adds to the first load (what it shares with the
   * entry lands in a chunk the entry loads), found by building again with the module emptied.
   */
  addedToInitialGzipBytes?: number
  /** Each package's share of the counted code before minification (the lazy chunks if any), largest first. */
  packageShares: { name: string; share: number }[]
}

/** The dapp-side entries, built as a Vite app builds them (production mode, minified, gzip level 9 as in firstLoad.ts). */
export const BUNDLE_ENTRIES = {
  dappClient: fileURLToPath(new URL('./bundle/dappClient.ts', import.meta.url)),
  connector: fileURLToPath(new URL('./bundle/connector.ts', import.meta.url)),
  modal: fileURLToPath(new URL('./bundle/modal.ts', import.meta.url)),
}

/** The module the connector imports when a visitor picks WalletConnect: the session, with the protocol's dapp client. */
export const WALLET_CONNECT_SESSION_MODULE = fileURLToPath(new URL('../../packages/walletconnect/src/connector/walletConnectSession.ts', import.meta.url))

/**
 * Builds one entry in memory with Vite's defaults and sums the gzip size of its chunks, initial
 * and lazy apart. Given `loadedOnConnect`, only the chunks a dynamic import of that module adds to
 * the initial ones count as lazy: what a page that already runs the entry downloads on connect.
 */
export async function measureBundle(entry: string, loadedOnConnect?: string): Promise<BundleSize> {
  const chunks = await buildChunks(entry)
  const initial = initialChunks(chunks)
  const lazy = new Set<string>()
  if (loadedOnConnect === undefined) {
    for (const chunk of chunks) if (!initial.has(chunk.fileName)) lazy.add(chunk.fileName)
  } else {
    const target = chunks.find((chunk) => chunk.facadeModuleId === loadedOnConnect)
    if (target === undefined) throw new Error(`${entry} has no chunk for ${loadedOnConnect}`)
    const reach = (fileName: string) => {
      if (initial.has(fileName) || lazy.has(fileName)) return
      lazy.add(fileName)
      for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) reach(imported)
    }
    reach(target.fileName)
  }
  const counted = lazy.size > 0 ? chunks.filter((chunk) => lazy.has(chunk.fileName)) : chunks
  const size: BundleSize = {
    initialGzipBytes: gzipBytes(chunks, initial),
    lazyGzipBytes: gzipBytes(chunks, lazy),
    packageShares: packageShares(counted),
  }
  if (loadedOnConnect === undefined) return size
  // Code both sides use sits in a chunk the first load fetches: what the module's needs added there.
  const without = await buildChunks(entry, loadedOnConnect)
  return { ...size, addedToInitialGzipBytes: size.initialGzipBytes - gzipBytes(without, initialChunks(without)) }
}

/** The entry's chunks, built in memory as a Vite app builds them; `emptied`, if given, built as an empty module. */
async function buildChunks(entry: string, emptied?: string): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    configFile: false,
    logLevel: 'error',
    plugins: emptied === undefined ? [] : [{ name: 'empty-module', enforce: 'pre', load: (id) => (id === emptied ? 'export {}' : null) }],
    build: {
      write: false,
      // An app build drops an entry's exports unless told to keep them; these entries are nothing but exports.
      rolldownOptions: { input: entry, preserveEntrySignatures: 'exports-only' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  return outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
}

/** The entry chunks and every chunk they import statically: what a page loads before any dynamic import. */
function initialChunks(chunks: readonly Rolldown.OutputChunk[]): Set<string> {
  const initial = new Set<string>()
  const visit = (fileName: string) => {
    if (initial.has(fileName)) return
    initial.add(fileName)
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  return initial
}

function gzipBytes(chunks: readonly Rolldown.OutputChunk[], fileNames: Set<string>): number {
  return chunks.filter((chunk) => fileNames.has(chunk.fileName)).reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0)
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
