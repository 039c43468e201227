/**
 * A host's app outside the repository, made as a host makes one: its own folder, its own
 * package.json and tsconfig, Foyer installed from the packed tarballs (what `npm pack` ships:
 * dist/, the published exports). No network: the tarballs are unpacked as npm unpacks them, and
 * everything else a host would fetch (react, vite, typescript, Foyer's own dependencies) is linked
 * from this repository's node_modules, at the lockfile's versions.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PackedPackage } from '../../scripts/packages/packPackages.ts'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface HostApp {
  dir: string
  /** Runs one of the app's tools (tsc, vite) from its node_modules/.bin, failing with its output. */
  run(tool: string, args: string[]): string
}

/**
 * Makes the app from its files and installs the packed packages plus `tools` (what its own
 * package.json lists), each from the repository's node_modules or, for a tool one workspace alone
 * installs, from the folder `nested` names (relative to the repository).
 */
export function createHostApp(files: Record<string, string>, packed: readonly PackedPackage[], tools: readonly string[], nested: Record<string, string> = {}): HostApp {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-host-'))
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
  for (const dependency of dependencies) {
    mkdirSync(dirname(join(modules, dependency)), { recursive: true })
    symlinkSync(join(REPO_ROOT, nested[dependency] ?? join('node_modules', dependency)), join(modules, dependency), 'dir')
  }
  return {
    dir,
    run(tool, args) {
      const bin = { tsc: 'typescript/bin/tsc', vite: 'vite/bin/vite.js' }[tool] ?? tool
      try {
        return execFileSync(process.execPath, [join(modules, bin), ...args], { cwd: dir, encoding: 'utf8', stdio: 'pipe' })
      } catch (error) {
        const failed = error as { stdout?: string; stderr?: string }
        throw new Error(`${tool} ${args.join(' ')} failed in the host app:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`)
      }
    },
  }
}

/** create-vite's React + TypeScript template: its strict tsconfig, as a new app gets it. */
export function viteReactApp(main: string, options: { allowImportingTsExtensions: boolean }): Record<string, string> {
  return {
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
    'index.html': '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>Host app</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
    'src/main.tsx': main,
    // The host's wagmi setup, as @foyer/wagmi's README has it.
    'src/wagmi.ts': WAGMI_CONFIG,
  }
}

const WAGMI_CONFIG = `import type { Foyer } from '@foyer/react'
import { foyerConnector } from '@foyer/wagmi'
import { createConfig, http, type Config } from '@wagmi/core'
import { defineChain } from 'viem'

const devnet = defineChain({
  id: 31337,
  name: 'Foyer Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

export function wagmiConfig(foyer: Foyer): Config {
  return createConfig({ chains: [devnet], connectors: [foyerConnector(foyer)], transports: { [devnet.id]: http() } })
}
`
