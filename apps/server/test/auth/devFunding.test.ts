import { createSolanaRpc } from '@solana/kit'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '@foyer/devnet'
import { startServerOnDevnet, type RunningServer } from '../harness.ts'
import { call, logIn, newEmail, testClock } from './authHarness.ts'

const TEN_ETH = 10n ** 19n
const TWO_SOL = 2_000_000_000n
let server: RunningServer & { devnet: Devnet }
const clock = testClock()

beforeAll(async () => {
  server = await startServerOnDevnet({ auth: { mailSink: true, deviceWaitMs: 2_000, devFundingWei: TEN_ETH, devFundingLamports: TWO_SOL, now: clock.now } })
})
afterAll(() => server?.close())

describe('dev funding (the stack turns it on for npm start)', () => {
  it('a new embedded wallet holds the configured amount on every devnet chain, EVM and Solana, once: a second login does not top it up', async () => {
    const email = newEmail('funded')
    const first = await logIn(server, email)
    const address = first.user.address as `0x${string}`
    for (const chain of server.devnet.chains) {
      const node = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await node.getBalance({ address }), chain.rpcUrl).toBe(TEN_ETH)
    }
    const solanaAddress = (await call(server, 'GET', `/user?chainId=${server.devnet.solana.caipNetworkId}`, { device: first.device, token: first.token })).body.address
    const solanaNode = createSolanaRpc(server.devnet.solana.rpcUrl)
    await expect.poll(async () => (await solanaNode.getBalance(solanaAddress).send()).value, { timeout: 10_000 }).toBe(TWO_SOL)
    // Spend nothing, change the balance on chain, log in again: the server must not reset it.
    const node = createPublicClient({ transport: http(server.devnet.chains[0]!.rpcUrl) })
    await fetch(server.devnet.chains[0]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, '0x1'] }),
    })
    clock.advance(31_000) // past the 30 s email cooldown
    const again = await logIn(server, email)
    expect(again.user.address).toBe(address)
    expect(await node.getBalance({ address })).toBe(1n)
  })
})
