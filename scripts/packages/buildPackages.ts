/**
 * Builds the public packages to what a host installs: ESM JavaScript and `.d.ts` beside it in each
 * package's dist/, from its src/ with `tsc` (one file per module, so a host's bundler keeps only
 * what it uses). The workspace itself runs from the sources; only `npm run pack` uses dist/.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { NATIVE_TSC } from '../nativeTsc.ts'
import { builtPath, PUBLIC_PACKAGES, type PublicPackage } from './publicPackages.ts'

/**
 * Host type tests: files whose `@foyer/*` imports are checked against the built declarations too
 * (they are checked against the sources by their package's typecheck).
 */
const HOST_TYPE_TESTS = ['packages/react/test/types/hostTypes.test-d.ts']

/**
 * Every public package, in order; each one's imports of the others resolve to their built types.
 * Then the declarations are checked as a host reads them (`checkDeclarations`).
 */
export function buildPackages(root: string): void {
  for (const pkg of PUBLIC_PACKAGES) buildPackage(root, pkg)
  checkDeclarations(root)
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
      // The frame's stylesheet is a side-effect import its bundler reads (TypeScript 7 checks them by default).
      noUncheckedSideEffectImports: false,
      declaration: true,
      outDir,
      rootDir: join(dir, 'src'),
      // The other packages as a host sees them: their built declarations, not their sources.
      paths: builtDeclarations(root),
    },
    include: [join(dir, 'src')],
  }
  compileWith(config, 'foyer-build-')
  for (const file of filesUnder(outDir)) {
    if (file.endsWith('.d.ts')) writeFileSync(file, withJsSpecifiers(readFileSync(file, 'utf8')))
  }
  for (const source of pkg.clientEntries ?? []) {
    const file = join(outDir, `${builtPath(source)}.js`)
    writeFileSync(file, `'use client'\n${readFileSync(file, 'utf8')}`)
  }
}

/**
 * A host reaches each package through its name and `exports`: a declaration that names a file of
 * another package by a relative path (`../../core/dist/stores/router`, written by tsc for a type it
 * inferred and could not name through an entry) skips both and depends on how the host's
 * node_modules are laid out, so it fails the build, as does a host type test that does not compile
 * against the built declarations.
 */
function checkDeclarations(root: string): void {
  const outside = PUBLIC_PACKAGES.flatMap((pkg) => declarationsOutside(join(root, 'packages', pkg.folder, 'dist')))
  if (outside.length > 0) {
    throw new Error(`Declarations reach outside their package (name the type through an entry, e.g. an explicit return type):\n${outside.join('\n')}`)
  }
  const config = {
    extends: join(root, 'tsconfig.base.json'),
    compilerOptions: { skipLibCheck: true, paths: builtDeclarations(root) },
    files: HOST_TYPE_TESTS.map((file) => join(root, file)),
  }
  compileWith(config, 'foyer-host-types-')
}

/** Runs tsc on a tsconfig written to a temporary folder (`prefix` names it), then deletes it. */
function compileWith(config: object, prefix: string): void {
  const configFile = join(mkdtempSync(join(tmpdir(), prefix)), 'tsconfig.json')
  writeFileSync(configFile, JSON.stringify(config, null, 2))
  try {
    // TypeScript 7's compiler: the same JavaScript and declarations as TypeScript 5's, save quotes and
    // the order of a union's members, at under half its CPU.
    execFileSync(process.execPath, [NATIVE_TSC, '-p', configFile], { stdio: 'inherit' })
  } finally {
    rmSync(configFile, { force: true })
  }
}

/** Each relative import in a package's built declarations that leaves its dist/, as `file -> specifier`. */
function declarationsOutside(dist: string): string[] {
  return filesUnder(dist)
    .filter((file) => file.endsWith('.d.ts'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from\s*|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]*)\1/g)]
        .map((match) => match[2]!)
        .filter((specifier) => relative(dist, resolve(dirname(file), specifier)).startsWith('..'))
        .map((specifier) => `${relative(dirname(dirname(dist)), file)} -> ${specifier}`),
    )
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
