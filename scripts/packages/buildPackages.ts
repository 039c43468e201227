/**
 * Builds the public packages to what a host installs: ESM JavaScript and `.d.ts` beside it in each
 * package's dist/, from its src/ with `tsc` (one file per module, so a host's bundler keeps only
 * what it uses). The workspace itself runs from the sources; only `npm run pack` uses dist/.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { builtPath, PUBLIC_PACKAGES, type PublicPackage } from './publicPackages.ts'

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')

/** Every public package, in order; each one's imports of the others resolve to their built types. */
export function buildPackages(root: string): void {
  for (const pkg of PUBLIC_PACKAGES) buildPackage(root, pkg)
}

function buildPackage(root: string, pkg: PublicPackage): void {
  const dir = join(root, 'packages', pkg.folder)
  const outDir = join(dir, 'dist')
  rmSync(outDir, { recursive: true, force: true })
  const config = {
    extends: join(root, 'tsconfig.base.json'),
    compilerOptions: {
      noEmit: false,
      allowImportingTsExtensions: false,
      rewriteRelativeImportExtensions: true,
      declaration: true,
      outDir,
      rootDir: join(dir, 'src'),
      // The other packages as a host sees them: their built declarations, not their sources.
      paths: builtDeclarations(root),
    },
    include: [join(dir, 'src')],
  }
  const configFile = join(mkdtempSync(join(tmpdir(), 'foyer-build-')), 'tsconfig.json')
  writeFileSync(configFile, JSON.stringify(config, null, 2))
  try {
    execFileSync(process.execPath, [tsc, '-p', configFile], { stdio: 'inherit' })
  } finally {
    rmSync(configFile, { force: true })
  }
  for (const file of filesUnder(outDir)) {
    if (file.endsWith('.d.ts')) writeFileSync(file, withJsSpecifiers(readFileSync(file, 'utf8')))
  }
  for (const source of pkg.clientEntries ?? []) {
    const file = join(outDir, `${builtPath(source)}.js`)
    writeFileSync(file, `'use client'\n${readFileSync(file, 'utf8')}`)
  }
}

/** `@foyer/core/internal` → packages/core/dist/internal.d.ts, for every public entry. */
function builtDeclarations(root: string): Record<string, string[]> {
  const paths: Record<string, string[]> = {}
  for (const pkg of PUBLIC_PACKAGES) {
    for (const entry of pkg.entries) {
      const specifier = entry.subpath === '.' ? pkg.name : `${pkg.name}/${entry.subpath.slice(2)}`
      paths[specifier] = [join(root, 'packages', pkg.folder, 'dist', `${builtPath(entry.source)}.d.ts`)]
    }
  }
  return paths
}

/**
 * tsc rewrites `./x.ts` to `./x.js` in the JavaScript it emits but keeps `.ts` in declarations,
 * which a host's TypeScript refuses without `allowImportingTsExtensions`: written as `.js` there too.
 */
export function withJsSpecifiers(declarations: string): string {
  return declarations.replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*?)\.tsx?\2/g, '$1$2$3.js$2')
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

if (import.meta.url === `file://${process.argv[1]}`) buildPackages(process.cwd())
