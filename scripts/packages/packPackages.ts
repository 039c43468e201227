/**
 * `npm run pack`: builds the public packages and packs each as a host installs it, into
 * `.foyer/packages/<name>-<version>.tgz`. The package.json that ships points its exports at dist/
 * (types first), lists only dist/, the README and the LICENSE, and drops what only the workspace
 * uses (scripts, devDependencies); the workspace's own package.json keeps pointing at src/.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildPackages } from './buildPackages.ts'
import { builtPath, PUBLIC_PACKAGES, type PublicPackage } from './publicPackages.ts'

export interface PackedPackage {
  name: string
  tarball: string
}

export function packPackages(root: string, destination = join(root, '.foyer', 'packages')): PackedPackage[] {
  buildPackages(root)
  rmSync(destination, { recursive: true, force: true })
  mkdirSync(destination, { recursive: true })
  return PUBLIC_PACKAGES.map((pkg) => packPackage(root, pkg, destination))
}

function packPackage(root: string, pkg: PublicPackage, destination: string): PackedPackage {
  const dir = join(root, 'packages', pkg.folder)
  const stage = join(destination, 'stage', pkg.folder)
  rmSync(stage, { recursive: true, force: true })
  mkdirSync(stage, { recursive: true })
  cpSync(join(dir, 'dist'), join(stage, 'dist'), { recursive: true })
  copyFileSync(join(root, 'LICENSE'), join(stage, 'LICENSE'))
  const readme = join(dir, 'README.md')
  if (!existsSync(readme)) throw new Error(`${pkg.name} has no README.md (packages/${pkg.folder}/README.md)`)
  copyFileSync(readme, join(stage, 'README.md'))
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify(publishedManifest(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')), pkg), null, 2)}\n`)
  const output = execFileSync('npm', ['pack', '--silent', '--pack-destination', destination], { cwd: stage, encoding: 'utf8' })
  const tarball = join(destination, output.trim().split('\n').at(-1)!)
  rmSync(stage, { recursive: true, force: true })
  return { name: pkg.name, tarball }
}

/** The workspace's manifest as it ships: exports at dist/ with their types, and nothing the workspace alone needs. */
export function publishedManifest(manifest: Record<string, unknown>, pkg: PublicPackage): Record<string, unknown> {
  const { scripts: _scripts, devDependencies: _devDependencies, exports: _exports, private: _private, ...kept } = manifest
  const exports: Record<string, { types: string; default: string }> = {}
  for (const entry of pkg.entries) {
    const built = builtPath(entry.source)
    exports[entry.subpath] = { types: `./dist/${built}.d.ts`, default: `./dist/${built}.js` }
  }
  return {
    ...kept,
    type: 'module',
    sideEffects: false,
    exports,
    files: ['dist', 'README.md', 'LICENSE'],
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { tarball } of packPackages(process.cwd())) console.log(tarball)
}
