import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSolanaRpc } from '@solana/kit'
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { childProcessIds, isRunning } from './processes.ts'

const cliPath = fileURLToPath(new URL('../src/cli.ts', import.meta.url))

describe('devnet CLI', () => {
  it('writes the devnet file with every chain, Bitcoin’s included, and on SIGTERM removes it, leaves no anvil running and closes the Solana RPC and the Esplora front', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'foyer-devnet-')), 'devnet.json')
    // Free ports, so the test never collides with a developer's `npm start` on 8545/8546.
    const cli = spawn(process.execPath, ['--import', 'tsx', cliPath], {
      env: { ...process.env, FOYER_DEVNET_FILE: file, FOYER_DEVNET_PORTS: '0,0', FOYER_DEVNET_SOLANA_PORT: '0', FOYER_DEVNET_BITCOIN_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    cli.stdout.on('data', (chunk) => (output += chunk))
    cli.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)))

    await waitFor(
      () => existsSync(file) && output.includes('Press Ctrl+C'),
      () => output,
    )
    const description = JSON.parse(readFileSync(file, 'utf8'))
    expect(description.chains.map((c: { chainId: number }) => c.chainId)).toEqual([31337, 31338])
    expect(description.accounts).toHaveLength(10)
    for (const { rpcUrl, chainId } of description.chains) {
      expect(output).toContain(rpcUrl)
      expect(await createPublicClient({ transport: http(rpcUrl) }).getChainId()).toBe(chainId)
    }
    const { solana } = description
    expect(output).toContain(solana.rpcUrl)
    expect(await createSolanaRpc(solana.rpcUrl).getGenesisHash().send()).toBe(solana.genesisHash)
    expect(solana.tokens.map((token: { symbol: string }) => token.symbol)).toEqual(['USDC', 'FOY'])
    const { bitcoin } = description
    expect(output).toContain(`${bitcoin.caipNetworkId}  ${bitcoin.name}  Esplora ${bitcoin.esploraUrl}`)
    expect(await (await fetch(`${bitcoin.esploraUrl}/block-height/0`)).text()).toBe(bitcoin.genesisHash)
    expect(bitcoin.accounts).toHaveLength(10)
    const anvils = childProcessIds(cli.pid!, 'anvil')
    expect(anvils).toHaveLength(2)

    cli.kill('SIGTERM')

    expect(await exited).toBe(0)
    expect(existsSync(file)).toBe(false)
    expect(anvils.filter(isRunning)).toEqual([])
    await expect(fetch(solana.rpcUrl, { method: 'POST' })).rejects.toThrow()
    await expect(fetch(`${bitcoin.esploraUrl}/blocks/tip/height`)).rejects.toThrow()
  })
})

async function waitFor(condition: () => boolean, describe: () => string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out; output so far:\n${describe()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
