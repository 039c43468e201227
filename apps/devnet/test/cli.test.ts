import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSolanaRpc } from '@solana/kit'
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { childProcessIds, isRunning } from './processes.ts'
import { FIXTURE_HOOK_MS, FIXTURE_START_MS } from '../../../scripts/testing/fixtureTime.ts'

const cliPath = fileURLToPath(new URL('../src/cli.ts', import.meta.url))

describe('devnet CLI', () => {
  it(
    'writes the devnet file with every chain, Bitcoin’s and Polkadot’s included, and on SIGTERM removes it, leaves no anvil running and closes the Solana RPC, the Esplora front and the Polkadot WebSocket',
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'foyer-devnet-')), 'devnet.json')
      // Free ports, so the test never collides with a developer's `npm start` on 8545/8546.
      const cli = spawn(process.execPath, ['--import', 'tsx', cliPath], {
        env: { ...process.env, FOYER_DEVNET_FILE: file, FOYER_DEVNET_PORTS: '0,0', FOYER_DEVNET_SOLANA_PORT: '0', FOYER_DEVNET_BITCOIN_PORT: '0', FOYER_DEVNET_POLKADOT_PORT: '0' },
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
      const { polkadot } = description
      expect(output).toContain(`${polkadot.caipNetworkId}  ${polkadot.name}  WebSocket ${polkadot.wsUrl}`)
      expect(await rpcOverWebSocket(polkadot.wsUrl, 'chainSpec_v1_genesisHash')).toBe(polkadot.genesisHash)
      expect(polkadot.accounts).toHaveLength(8)
      expect(polkadot.existentialDeposit).toMatch(/^[1-9]\d*$/)
      const anvils = childProcessIds(cli.pid!, 'anvil')
      expect(anvils).toHaveLength(2)

      cli.kill('SIGTERM')

      expect(await exited).toBe(0)
      expect(existsSync(file)).toBe(false)
      expect(anvils.filter(isRunning)).toEqual([])
      await expect(fetch(solana.rpcUrl, { method: 'POST' })).rejects.toThrow()
      await expect(fetch(`${bitcoin.esploraUrl}/blocks/tip/height`)).rejects.toThrow()
      await expect(rpcOverWebSocket(polkadot.wsUrl, 'chainSpec_v1_genesisHash')).rejects.toThrow()
      // A whole devnet's start and stop, each bounded as a fixture's.
    },
    FIXTURE_HOOK_MS,
  )
})

/** One JSON-RPC call over a fresh WebSocket, as a Polkadot client makes it; rejects if nothing listens. */
function rpcOverWebSocket(url: string, method: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('error', reject)
    socket.once('open', () => socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] })))
    socket.once('message', (data) => {
      socket.close()
      resolve((JSON.parse(String(data)) as { result: unknown }).result)
    })
  })
}

/** Waits for the CLI as for any fixture's start: its chains (chopsticks' runtime the slowest) start in seconds, longer on a loaded machine. */
async function waitFor(condition: () => boolean, describe: () => string, timeoutMs = FIXTURE_START_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out; output so far:\n${describe()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
