import { startDevnet, type Devnet } from '@foyer/devnet'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startActivityIndexer } from '../../src/activity/activityIndexer.ts'
import { postgresActivityLedger } from '../../src/activity/postgresActivityLedger.ts'
import { openDatabase, type Database } from '../../src/kernel/db/database.ts'
import { chainConfigFromDevnet, type ChainConfig, type ServerConfig } from '../../src/index.ts'
import { recordingLog } from '../activityHarness.ts'
import { request, startServer, type RunningServer } from '../harness.ts'
import { closedPortUrl, startUpstreamDouble, type UpstreamDouble } from '../rpcProxyUpstreamDouble.ts'

/**
 * Balance reads and the activity indexer use a chain's RPC URLs in order, as the proxy does: the
 * primary while it answers, the next URL when it does not. eip155:31337 is read through two
 * scriptable doubles of the devnet's node (primary, then fallback); eip155:31338's primary is a
 * closed port before its devnet node.
 */
type ChainInput = ServerConfig['chains'][number]

let devnet: Devnet
let primary: UpstreamDouble
let fallback: UpstreamDouble
let server: RunningServer
let account0: `0x${string}`
beforeAll(async () => {
  devnet = await startDevnet()
  account0 = devnet.accounts[0]!.address
  const doubles = { watched: ['eth_getBalance'], node: devnet.chains[0]!.rpcUrl }
  ;[primary, fallback] = await Promise.all([startUpstreamDouble(doubles), startUpstreamDouble(doubles)])
  const [l1, l2] = devnet.chains.map(chainConfigFromDevnet) as [ChainInput, ChainInput]
  server = await startServer({
    chains: [
      { ...l1, rpcUrl: primary.url, rpcUrls: [fallback.url] },
      { ...l2, rpcUrl: await closedPortUrl(), rpcUrls: [l2.rpcUrl] },
    ],
    // Each test forces a fresh read of the same account: no interval between forced updates here.
    balances: { forceUpdateSeconds: 0 },
  })
})
afterAll(async () => {
  await server?.close()
  await Promise.all([primary?.close(), fallback?.close(), devnet?.stop()])
})

const forward = () => ({ forwardTo: devnet.chains[0]!.rpcUrl })

async function usdcHeld(chainId: string): Promise<string | undefined> {
  const response = await request(server.baseUrl, `/v1/account/${account0}/balance?chainId=${chainId}&forceUpdate=true`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return (response.body.balances as { symbol: string; quantity: { numeric: string } }[]).find((balance) => balance.symbol === 'USDC')?.quantity.numeric
}

describe('balance reads over a chain’s RPC URLs in order', () => {
  it('read from the primary while it answers; the fallback is not asked', async () => {
    primary.script(forward)
    fallback.script(forward)
    expect(await usdcHeld('eip155:31337')).toBe('1250.5')
    expect([primary.arrivals.length, fallback.arrivals.length]).toEqual([1, 0])
  })

  it('send the native balance and every token as one JSON-RPC batch', async () => {
    primary.script(forward)
    fallback.script(forward)
    await usdcHeld('eip155:31337')
    // USDC, DAI and USDT; the zero-decimals token is not read (spec §5).
    const methods = (primary.bodies[0] as { method: string }[]).map((call) => call.method)
    expect(methods).toEqual(['eth_getBalance', 'eth_call', 'eth_call', 'eth_call'])
  })

  it('move to the fallback when the primary fails (5xx, after its retry), and answer from it', async () => {
    primary.script(() => ({ status: 503, body: 'down for maintenance' }))
    fallback.script(forward)
    expect(await usdcHeld('eip155:31337')).toBe('1250.5')
    expect([primary.arrivals.length, fallback.arrivals.length]).toEqual([2, 1])
  })

  it('move to the second URL when the first refuses connections', async () => {
    expect(await usdcHeld('eip155:31338')).toBe('75')
  })

  it('answer 503 naming the chain when no URL answers', async () => {
    primary.script(() => ({ status: 502, body: 'bad gateway' }))
    fallback.script(() => ({ status: 502, body: 'bad gateway' }))
    const response = await request(server.baseUrl, `/v1/account/${account0}/balance?chainId=eip155:31337&forceUpdate=true`)
    expect(response).toMatchObject({ status: 503, body: { message: 'The RPC node of eip155:31337 (Foyer Devnet) cannot be reached; try again shortly.' } })
    expect([primary.arrivals.length, fallback.arrivals.length]).toEqual([2, 2])
  })
})

describe('the activity indexer over a chain’s RPC URLs in order', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' })
  })
  afterAll(() => database?.close())

  it('follows the chain through its second URL when the first refuses connections', async () => {
    const chain = { ...chainConfigFromDevnet(devnet.chains[0]!), rpcUrl: await closedPortUrl(), rpcUrls: [devnet.chains[0]!.rpcUrl] } as ChainConfig
    const ledger = postgresActivityLedger(database.db)
    const { log, lines } = recordingLog()
    const indexer = startActivityIndexer({ chains: [chain], ledger, pollIntervalMs: 20, log })
    try {
      const head = await createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) }).getBlockNumber()
      await indexer.whenIndexed('eip155:31337', head)
      expect(indexer.indexedBlock('eip155:31337')).toBeGreaterThanOrEqual(head)
      expect(lines.filter((line) => line.level === 'warn')).toEqual([])
    } finally {
      await indexer.stop()
    }
  })
})
