/**
 * A host's app outside the repository, made as a host makes one: by the project generator itself
 * (create-vite, create-next-app, at the versions hosts/ pins), then installed with a plain
 * `npm install` — the template's own dependencies and the README's install commands, word for
 * word — from the local registry (scripts/testing/npmRegistry.ts), where the packed `@foyer/*` tarballs stand in
 * for the published packages. npm resolves every range and peer itself, as on a host's machine;
 * nothing is linked from this repository.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type NpmRegistry, registryEnvironment } from '../../scripts/testing/npmRegistry.ts'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface HostApp {
  dir: string
  /** Runs `npm <args>` in the app, npm pointed at the local registry and a cache of the app's own. */
  npm(args: readonly string[], env?: NodeJS.ProcessEnv): Promise<string>
  /** Writes files into the app (paths relative to its folder), replacing what is there. */
  write(files: Record<string, string>): void
  read(path: string): string
  /** Deletes the app's folder. */
  remove(): void
}

/** Runs a program, failing with everything it printed. */
function run(file: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { ...options, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${[file, ...args].join(' ')} failed in ${options.cwd}:\n${stdout}${stderr}`))
      else resolve(stdout)
    })
  })
}

/** The folder a package of the repository's lockfile was installed into. */
function installed(name: string): string {
  return dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)))
}

/**
 * Makes an app with a generator (its folder named `app` in a fresh temporary folder) and returns
 * it before anything is installed.
 */
async function generate(registry: NpmRegistry, generator: (home: string, env: NodeJS.ProcessEnv) => Promise<unknown>): Promise<HostApp> {
  const home = mkdtempSync(join(tmpdir(), 'foyer-host-'))
  const dir = join(home, 'app')
  const env = registryEnvironment(registry, home, { NEXT_TELEMETRY_DISABLED: '1' })
  await generator(home, env)
  return {
    dir,
    npm: (args, extra) => run('npm', args, { cwd: dir, env: { ...env, ...extra } }),
    write(files) {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true })
        writeFileSync(join(dir, path), text)
      }
    },
    read: (path) => readFileSync(join(dir, path), 'utf8'),
    remove: () => rmSync(home, { recursive: true, force: true }),
  }
}

/** `npm create vite@latest app -- --template react-ts`: create-vite's React + TypeScript template, as it writes it. */
export function createViteApp(registry: NpmRegistry): Promise<HostApp> {
  return generate(registry, (home, env) =>
    run(process.execPath, [join(installed('create-vite'), 'index.js'), 'app', '--template', 'react-ts', '--no-interactive', '--no-immediate'], { cwd: home, env }),
  )
}

/**
 * `npx create-next-app@latest app --yes`: its defaults (App Router, TypeScript, Turbopack, Cache
 * Components) without Tailwind and ESLint, whose packages the offline registry does not hold.
 */
export function createNextApp(registry: NpmRegistry): Promise<HostApp> {
  return generate(registry, (home, env) =>
    run(process.execPath, [join(installed('create-next-app'), 'dist', 'index.js'), 'app', '--yes', '--no-tailwind', '--no-eslint', '--skip-install', '--disable-git', '--use-npm', '--no-agents-md'], {
      cwd: home,
      env,
    }),
  )
}

/** `npm init`: an empty ES module package, for plain Node. */
export function createNodeApp(registry: NpmRegistry): Promise<HostApp> {
  return generate(registry, async (home) => {
    mkdirSync(join(home, 'app'))
    writeFileSync(join(home, 'app', 'package.json'), JSON.stringify({ name: 'host-node', private: true, type: 'module' }))
  })
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' }

/** Serves a built app's files, as any static host would. */
export async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname
    const file = join(root, path === '/' ? 'index.html' : path)
    let body: Buffer
    try {
      if (!file.startsWith(root)) throw new Error('outside')
      body = readFileSync(file)
    } catch {
      return void response.writeHead(404).end()
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}
