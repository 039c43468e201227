/**
 * `npm run build -w @foyer/server` (or `npm run build` at the root): the server as runnable
 * JavaScript in apps/server/dist — main.js (the server), foyer.js (the CLI: serve, migrate,
 * project …) and their shared chunks — with the embedded wallet's frame built into
 * dist/auth-frame. Foyer's own workspace packages are bundled in; every npm dependency stays an
 * import of the package's `dependencies`, so the build runs where `npm ci --omit=dev` installed them:
 * dist/install/ holds the package.json and lockfile of that install (productionInstall.ts).
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildAuthFrame } from '@foyer/auth-frame/build'
import { build, type Plugin } from 'esbuild'
import { writeProductionInstall } from './productionInstall.ts'

const serverRoot = fileURLToPath(new URL('.', import.meta.url))
export const SERVER_DIST = join(serverRoot, 'dist')

/** Bare imports stay imports, except Foyer's workspace packages, which are sources to bundle. */
const dependenciesStayExternal: Plugin = {
  name: 'dependencies-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@foyer/') ? undefined : { path: args.path, external: true }))
  },
}

/**
 * `outDir`: another folder for a test that runs its own build beside serverBuild.test.ts; it must
 * sit directly in apps/server, as dist/ does (kernel/installPaths.ts finds the package one step up from a build).
 */
export async function buildServerDist(options: { quiet?: boolean; outDir?: string } = {}): Promise<void> {
  const outDir = options.outDir ?? SERVER_DIST
  rmSync(outDir, { recursive: true, force: true })
  await build({
    entryPoints: { main: join(serverRoot, 'src/main.ts'), foyer: join(serverRoot, 'src/cli/foyer.ts') },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Chunks sit directly in dist/, one folder below the package root, as kernel/installPaths.ts expects.
    chunkNames: 'chunk-[hash]',
    sourcemap: true,
    plugins: [dependenciesStayExternal],
    logLevel: options.quiet ? 'warning' : 'info',
  })
  await buildAuthFrame({ outDir: join(outDir, 'auth-frame'), quiet: options.quiet })
  writeProductionInstall(join(serverRoot, '..', '..'), join(outDir, 'install'))
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServerDist()
