/**
 * The server's production install, as the build writes it beside dist/ (dist/install/): a
 * package.json naming only the npm packages the build imports (the server's `dependencies`; Foyer's
 * own workspace packages are bundled into dist/) and a package-lock.json holding exactly their
 * closure at the repository lockfile's versions. `npm ci --omit=dev` there installs the server and
 * nothing else of the repository — not the devnet's chains, compilers and bundler, not the test
 * tools, not TypeScript — which `npm ci --omit=dev -w @foyer/server` in the repository cannot do:
 * npm installs every workspace's production dependencies with it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

interface LockEntry {
  version?: string
  link?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  dev?: boolean
  devOptional?: boolean
  optional?: boolean
  peer?: boolean
  [field: string]: unknown
}

interface Lockfile {
  name: string
  lockfileVersion: number
  requires?: boolean
  packages: Record<string, LockEntry>
}

/** Where the server's workspace sits in the repository's lockfile. */
const SERVER_PATH = 'apps/server'

/** The lockfile path a package named `name` resolves to from the package at `from`, as Node resolves it (nearest node_modules up). */
function resolveFrom(packages: Lockfile['packages'], from: string, name: string): string | undefined {
  let base = from
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!base) return undefined
    const parent = base.lastIndexOf('/node_modules/')
    base = parent >= 0 ? base.slice(0, parent) : ''
  }
}

export interface ProductionInstall {
  manifest: Record<string, unknown>
  lockfile: Lockfile
}

/** The install's package.json and package-lock.json, from the server's manifest and the repository's lockfile. */
export function productionInstall(repositoryRoot: string): ProductionInstall {
  const repository = JSON.parse(readFileSync(join(repositoryRoot, 'package-lock.json'), 'utf8')) as Lockfile
  const server = JSON.parse(readFileSync(join(repositoryRoot, SERVER_PATH, 'package.json'), 'utf8')) as {
    name: string
    version: string
    license: string
    engines?: Record<string, string>
    dependencies: Record<string, string>
    [field: string]: unknown
  }
  const { packages } = repository
  const roots = Object.keys(server.dependencies).filter((name) => !name.startsWith('@foyer/'))

  // The closure: every package the server's dependencies need, with each need (an edge) kept.
  const closure = new Set<string>()
  const edges: { from: string; name: string; to: string }[] = []
  const queue: [from: string, name: string, optional: boolean][] = roots.map((name) => [SERVER_PATH, name, false])
  while (queue.length > 0) {
    const [from, name, optional] = queue.shift()!
    const path = resolveFrom(packages, from, name)
    if (!path) {
      if (optional) continue
      throw new Error(`${name}, needed by ${from}, is not in package-lock.json: run npm install`)
    }
    edges.push({ from, name, to: path })
    if (closure.has(path)) continue
    const entry = packages[path]!
    if (entry.link) throw new Error(`${name} (${path}) is a workspace package: the build must bundle it, not import it`)
    closure.add(path)
    for (const dependency of Object.keys(entry.dependencies ?? {})) queue.push([path, dependency, false])
    for (const dependency of Object.keys(entry.optionalDependencies ?? {})) queue.push([path, dependency, true])
    for (const dependency of Object.keys(entry.peerDependencies ?? {})) {
      if (!entry.peerDependenciesMeta?.[dependency]?.optional) queue.push([path, dependency, false])
    }
  }

  // The install's root is the server package: its own node_modules/ becomes the top, and a
  // repository-level package it shadows there (another version of the same name) goes inside each
  // package that needs that version, as npm nests a conflicting version.
  const shadowed = new Set([...closure].filter((path) => path.startsWith(`${SERVER_PATH}/node_modules/`)).map((path) => path.slice(SERVER_PATH.length + 1)))
  const topOf = (path: string) => {
    const rest = path.slice('node_modules/'.length)
    const name = rest.startsWith('@') ? rest.split('/').slice(0, 2).join('/') : rest.split('/')[0]!
    return `node_modules/${name}`
  }
  const targetsOf = (path: string, depth = 0): string[] => {
    if (path === SERVER_PATH) return ['']
    if (path.startsWith(`${SERVER_PATH}/`)) return [path.slice(SERVER_PATH.length + 1)]
    const top = topOf(path)
    if (!shadowed.has(top)) return [path]
    if (depth > 8) throw new Error(`${path} is shadowed too deep to place in the production install`)
    const suffix = path.slice(top.length)
    const dependents = new Set(edges.filter((edge) => edge.to === top && !edge.from.startsWith(`${top}/`)).map((edge) => edge.from))
    return [...dependents].flatMap((dependent) => targetsOf(dependent, depth + 1).map((target) => `${target ? `${target}/` : ''}${top}${suffix}`))
  }
  const installed = new Map<string, string>()
  for (const path of closure) {
    for (const target of targetsOf(path)) {
      const other = installed.get(target)
      if (other && other !== path) throw new Error(`${path} and ${other} would both install at ${target}`)
      installed.set(target, path)
    }
  }
  // Every need, resolved in the install as Node will resolve it, reaches the version it reached in the repository.
  const installedTree = Object.fromEntries([...installed].map(([target]) => [target, {}]))
  for (const edge of edges) {
    for (const from of targetsOf(edge.from)) {
      const target = resolveFrom(installedTree, from, edge.name)
      const reached = target && packages[installed.get(target)!]?.version
      if (reached !== packages[edge.to]!.version)
        throw new Error(`${edge.name} from ${from || 'the server'} would reach ${reached ?? 'nothing'} in the production install, not ${packages[edge.to]!.version}`)
    }
  }

  const dependencies = Object.fromEntries(roots.map((name) => [name, packages[resolveFrom(packages, SERVER_PATH, name)!]!.version!]))
  const { devDependencies: _devDependencies, scripts: _scripts, ...kept } = server
  const manifest = { ...kept, private: true, dependencies }
  const lockfile: Lockfile = {
    name: server.name,
    lockfileVersion: repository.lockfileVersion,
    requires: true,
    packages: {
      '': { name: server.name, version: server.version, license: server.license, dependencies, ...(server.engines ? { engines: server.engines } : {}) },
      ...Object.fromEntries(
        [...installed]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([target, path]) => {
            // In the install everything is a production dependency; `optional` (platform binaries) stays.
            const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = packages[path]!
            return [target, entry]
          }),
      ),
    },
  }
  return { manifest, lockfile }
}

/** Writes the install's package.json and package-lock.json into `dir`. */
export function writeProductionInstall(repositoryRoot: string, dir: string): void {
  const { manifest, lockfile } = productionInstall(repositoryRoot)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify(lockfile, null, 2)}\n`)
}
