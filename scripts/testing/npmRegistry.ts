/**
 * A local npm registry for the tests that install as a user installs — the host apps (`npm
 * install`), the server's production install (`npm ci --omit=dev`) — npm resolving ranges, peers
 * and platforms as it does anywhere, with no network. It knows every package version the repository's lockfile holds (the tools a host has:
 * React 18 and 19, Vite, Next.js, wagmi, TypeScript, and Foyer's own dependencies), serving each
 * version's metadata from the lockfile and its tarball byte for byte from npm's cache, where `npm ci`
 * left it (found by its integrity); and the packed `@foyer/*` tarballs, as if they were published.
 */
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { PackedPackage } from '../packages/packPackages.ts'

/** The fields of a version's metadata npm reads to resolve and place it (npm's abbreviated packument). */
const VERSION_FIELDS = ['dependencies', 'optionalDependencies', 'peerDependencies', 'peerDependenciesMeta', 'bin', 'engines', 'os', 'cpu', 'libc', 'hasInstallScript', 'deprecated', 'license'] as const

interface Version {
  manifest: Record<string, unknown>
  integrity: string
  /** Where the tarball's bytes are. */
  file: string
}

export interface NpmRegistry {
  url: string
  stop(): Promise<void>
}

/** npm's content-addressed cache: `content-v2/<algorithm>/<hex digest split 2/2/rest>`. */
function cachedTarball(cache: string, integrity: string): string {
  const [algorithm, digest] = integrity.split(' ')[0]!.split('-') as [string, string]
  const hex = Buffer.from(digest, 'base64').toString('hex')
  return join(cache, '_cacache', 'content-v2', algorithm, hex.slice(0, 2), hex.slice(2, 4), hex.slice(4))
}

/** Every registry package version in the lockfile (workspace links and bundled copies are not fetched). */
function lockfileVersions(lockfile: string, cache: string): Map<string, Map<string, Version>> {
  const { packages } = JSON.parse(readFileSync(lockfile, 'utf8')) as { packages: Record<string, Record<string, unknown>> }
  const registry = new Map<string, Map<string, Version>>()
  for (const [path, entry] of Object.entries(packages)) {
    const at = path.lastIndexOf('node_modules/')
    if (at < 0 || entry.link || entry.inBundle || typeof entry.integrity !== 'string') continue
    // an alias (`"typescript-native": "npm:typescript@^7"`) installs under its own folder name; the entry's name is the package's
    const name = typeof entry.name === 'string' ? entry.name : path.slice(at + 'node_modules/'.length)
    const version = entry.version as string
    const manifest: Record<string, unknown> = { name, version }
    for (const field of VERSION_FIELDS) if (entry[field] !== undefined) manifest[field] = entry[field]
    const versions = registry.get(name) ?? new Map<string, Version>()
    versions.set(version, { manifest, integrity: entry.integrity, file: cachedTarball(cache, entry.integrity) })
    registry.set(name, versions)
  }
  return registry
}

/** The packed packages, read as the registry would store them on publish. */
function packedVersions(packed: readonly PackedPackage[], registry: Map<string, Map<string, Version>>): void {
  for (const { name, tarball } of packed) {
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })) as Record<string, unknown>
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`
    registry.set(name, new Map([[manifest.version as string, { manifest, integrity, file: tarball }]]))
  }
}

/** Orders release versions (a.b.c); a pre-release never becomes `latest`. */
function latest(versions: Iterable<string>): string | undefined {
  const releases = [...versions].filter((version) => /^\d+\.\d+\.\d+$/.test(version))
  const parts = (version: string) => version.split('.').map(Number)
  return releases
    .sort((a, b) => {
      const [x, y] = [parts(a), parts(b)]
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!
    })
    .at(-1)
}

/** Starts the registry on a free loopback port. */
export async function startNpmRegistry(options: { lockfile: string; packed: readonly PackedPackage[]; cache?: string }): Promise<NpmRegistry> {
  const registry = lockfileVersions(options.lockfile, options.cache ?? join(homedir(), '.npm'))
  packedVersions(options.packed, registry)
  let url = ''
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://registry').pathname)
    const tarball = /^\/(.+)\/-\/([^/]+)\.tgz$/.exec(path)
    if (tarball) {
      const version = registry.get(tarball[1]!)?.get(tarball[2]!)
      if (!version || !existsSync(version.file)) return void response.writeHead(404).end(`${tarball[1]}@${tarball[2]} is not in npm's cache: run npm ci`)
      return void response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(readFileSync(version.file))
    }
    const name = path.slice(1)
    const versions = registry.get(name)
    if (!versions) return void response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: `${name} is not in the lockfile` }))
    const packument = {
      name,
      'dist-tags': { latest: latest(versions.keys()) ?? [...versions.keys()].at(-1) },
      versions: Object.fromEntries([...versions].map(([number, version]) => [number, { ...version.manifest, dist: { integrity: version.integrity, tarball: `${url}/${name}/-/${number}.tgz` } }])),
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(packument))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The environment npm runs in as on a user's machine: this process's without what the repository's
 * own npm run set (npm_config_*, INIT_CWD) and without NODE_ENV (a build in this process, such as the
 * devnet's Vite build, sets it to production, and npm would then leave out devDependencies), npm pointed at `registry` with a cache and an empty
 * user config of its own under `home`.
 */
export function registryEnvironment(registry: NpmRegistry, home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key) && key !== 'INIT_CWD' && key !== 'NODE_ENV') env[key] = value
  const userconfig = join(home, '.npmrc')
  writeFileSync(userconfig, '')
  return {
    ...env,
    npm_config_registry: registry.url,
    npm_config_cache: join(home, 'npm-cache'),
    npm_config_userconfig: userconfig,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    ...extra,
  }
}
