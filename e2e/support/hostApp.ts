/**
 * A host's app outside the repository, made as a host makes one: its own folder, its own
 * package.json and tsconfig, Foyer installed from the packed tarballs (what `npm pack` ships:
 * dist/, the published exports). No network: the tarballs are unpacked as npm unpacks them, and
 * everything else a host would fetch (react, vite, next, wagmi, typescript, Foyer's own
 * dependencies) is linked from this repository's node_modules, at the lockfile's versions. Tools
 * the repository itself cannot hold at the top (React 18 beside React 19) come from a workspace
 * under hosts/, where npm nests them.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PackedPackage } from '../../scripts/packages/packPackages.ts'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Where React 18 and its types are installed (hosts/react18). */
export const REACT_18_MODULES = 'hosts/react18/node_modules'
/** wagmi keeps the @wagmi/core it runs on beside it; the app must share that one copy. */
export const WAGMI_MODULES = 'node_modules/wagmi/node_modules'

export interface HostApp {
  dir: string
  /** Runs one of the app's tools (tsc, vite, next) from its node_modules, failing with its output. */
  run(tool: string, args: string[], env?: NodeJS.ProcessEnv): string
  /** Deletes the app's folder. */
  remove(): void
}

const TOOL_BINS: Record<string, string> = { tsc: 'typescript/bin/tsc', vite: 'vite/bin/vite.js', next: 'next/dist/bin/next' }

export interface HostAppOptions {
  /** Folders (relative to the repository) where tools are looked up, in order, before its node_modules. */
  from?: readonly string[]
  /**
   * Where the app's folder is made: the system's temporary folder, or inside the repository (in
   * .foyer/, ignored by git) for a bundler that compiles nothing outside its workspace root, as
   * Turbopack does — its root is then the repository, where the linked tools live.
   */
  inside?: 'tmp' | 'repository'
}

/**
 * Makes the app from its files and installs the packed packages plus `tools` (what its own
 * package.json lists), each looked up first in `options.from`, then in the repository's node_modules.
 */
export function createHostApp(files: Record<string, string>, packed: readonly PackedPackage[], tools: readonly string[], options: HostAppOptions = {}): HostApp {
  const parent = options.inside === 'repository' ? join(REPO_ROOT, '.foyer', 'host-apps') : tmpdir()
  mkdirSync(parent, { recursive: true })
  const dir = mkdtempSync(join(parent, 'foyer-host-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const modules = join(dir, 'node_modules')
  const dependencies = new Set<string>(tools)
  for (const { name, tarball } of packed) {
    const target = join(modules, name)
    mkdirSync(target, { recursive: true })
    execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1'])
    const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
    for (const dependency of Object.keys(manifest.dependencies ?? {})) if (!dependency.startsWith('@foyer/')) dependencies.add(dependency)
  }
  const folders = [...(options.from ?? []), 'node_modules']
  for (const dependency of dependencies) {
    const source = folders.map((folder) => join(REPO_ROOT, folder, dependency)).find((candidate) => existsSync(candidate))
    if (!source) throw new Error(`${dependency} is not installed in ${folders.join(' or ')}: add it to a workspace's devDependencies`)
    mkdirSync(dirname(join(modules, dependency)), { recursive: true })
    symlinkSync(source, join(modules, dependency), 'dir')
  }
  return {
    dir,
    run(tool, args, env) {
      try {
        return execFileSync(process.execPath, [join(modules, TOOL_BINS[tool] ?? tool), ...args], {
          cwd: dir,
          encoding: 'utf8',
          stdio: 'pipe',
          env: { ...process.env, ...env },
        })
      } catch (error) {
        const failed = error as { stdout?: string; stderr?: string }
        throw new Error(`${tool} ${args.join(' ')} failed in the host app:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`)
      }
    },
    remove() {
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** create-vite's React + TypeScript template: its strict tsconfig, as a new app gets it; `src` holds the app's own files. */
export function viteReactApp(src: Record<string, string>, options: { allowImportingTsExtensions: boolean }): Record<string, string> {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'host-vite', private: true, type: 'module' }),
    'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }] }),
    'tsconfig.app.json': JSON.stringify({
      compilerOptions: {
        tsBuildInfoFile: './node_modules/.tmp/tsconfig.app.tsbuildinfo',
        target: 'ES2022',
        useDefineForClassFields: true,
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        types: ['vite/client'],
        skipLibCheck: true,
        moduleResolution: 'bundler',
        allowImportingTsExtensions: options.allowImportingTsExtensions,
        verbatimModuleSyntax: true,
        moduleDetection: 'force',
        noEmit: true,
        jsx: 'react-jsx',
        strict: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
        erasableSyntaxOnly: true,
        noFallthroughCasesInSwitch: true,
        noUncheckedSideEffectImports: true,
      },
      include: ['src'],
    }),
    'vite.config.ts': "import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({ plugins: [react()] })\n",
    'index.html':
      '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>Host app</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  }
  for (const [path, text] of Object.entries(src)) files[`src/${path}`] = text
  return files
}

/**
 * create-next-app's App Router + TypeScript template (no Tailwind, no ESLint): its tsconfig and an
 * empty next.config — nothing in it for Foyer. `app` holds the app's own files under app/.
 */
export function nextApp(app: Record<string, string>): Record<string, string> {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'host-next', private: true, scripts: { dev: 'next dev', build: 'next build', start: 'next start' } }),
    'next.config.ts': "import type { NextConfig } from 'next'\n\nconst nextConfig: NextConfig = {}\n\nexport default nextConfig\n",
    'next-env.d.ts': '/// <reference types="next" />\n/// <reference types="next/image-types/global" />\n',
    'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8"/></svg>\n',
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2017',
        lib: ['dom', 'dom.iterable', 'esnext'],
        allowJs: true,
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        incremental: true,
        plugins: [{ name: 'next' }],
        paths: { '@/*': ['./*'] },
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
      exclude: ['node_modules'],
    }),
  }
  for (const [path, text] of Object.entries(app)) files[`app/${path}`] = text
  return files
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' }

/** Serves a built app's files, as any static host would. */
export async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname
    const file = join(root, path === '/' ? 'index.html' : path)
    if (!file.startsWith(root) || !existsSync(file)) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}
