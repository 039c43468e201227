import { execFileSync } from 'node:child_process'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PackedPackage } from '../../scripts/packages/packPackages.ts'
import { join } from 'node:path'
import { createNodeApp, REPO_ROOT } from '../support/hostApp.ts'
import { startNpmRegistry } from '../../scripts/testing/npmRegistry.ts'
import { packedPackages } from '../support/packedPackages.ts'

describe('Foyer packed as npm packs it', () => {
  let packed: PackedPackage[]
  beforeAll(() => {
    packed = packedPackages()
  }, 180_000)

  it('every public package ships what its exports name (JavaScript and types), a README and the licence, and no sources or tests', () => {
    expect(packed.map((pkg) => pkg.name).sort()).toEqual([
      '@foyer/adapter-bitcoin',
      '@foyer/adapter-evm',
      '@foyer/adapter-polkadot',
      '@foyer/adapter-solana',
      '@foyer/auth-frame',
      '@foyer/core',
      '@foyer/react',
      '@foyer/siwx-verify',
      '@foyer/wagmi',
      '@foyer/walletconnect',
    ])
    for (const { name, tarball } of packed) {
      const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean)
      const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })) as { exports: Record<string, { types: string; default: string }> }
      const exported = Object.values(manifest.exports).flatMap((entry) => [entry.types, entry.default].map((file) => file.replace(/^\.\//, 'package/')))
      expect(exported.length, name).toBeGreaterThan(0)
      expect(files, name).toEqual(expect.arrayContaining(['package/package.json', 'package/LICENSE', 'package/README.md', ...exported]))
      expect(
        files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts')),
        name,
      ).toEqual([])
      expect(
        files.some((file) => file.includes('/test/') || file.endsWith('vitest.config.ts') || file.endsWith('tsconfig.json')),
        name,
      ).toBe(false)
    }
  })

  it('plain Node imports @foyer/core, the protocol and the Solana adapter, whose network and test wallet work there', async () => {
    const registry = await startNpmRegistry({ lockfile: join(REPO_ROOT, 'package-lock.json'), packed })
    const app = await createNodeApp(registry)
    await app.npm(['install', '@foyer/core', '@foyer/auth-frame', '@foyer/adapter-solana'])
    await registry.stop()
    const script = [
      "const core = await import('@foyer/core')",
      "const protocol = await import('@foyer/auth-frame/protocol')",
      "const solana = await import('@foyer/adapter-solana')",
      "const { createSolanaTestWallet } = await import('@foyer/adapter-solana/testing')",
      "const network = solana.solanaNetwork({ genesisHash: 'mainnet', name: 'Solana', rpcUrl: 'https://rpc.example' })",
      'console.log(typeof core.createFoyerClient, typeof protocol.AUTH_API_PREFIX, network.caipNetworkId, typeof solana.solanaAdapter().watchConnectors, typeof createSolanaTestWallet)',
    ].join('; ')
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app.dir, encoding: 'utf8' })
    app.remove()
    expect(output.trim()).toBe('function string solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp function function')
  }, 120_000)
})
