/**
 * Polkadot on the server, pointed at a node by configuration alone: the devnet's chopsticks chain
 * (asset-hub-rococo) stands where a public node would, its WebSocket URL read over HTTP, a dead
 * primary before it as a fallback list has. /v1/account/:address/balance reads `System.Account`
 * exactly; an address for another prefix or a malformed one is a 400 that names the rule; the
 * proxy forwards a dapp's reads and refuses the node's dev and admin methods; /readyz asks the node;
 * a token and SS58 prefix left out of the configuration are the node's own.
 */
import { startPolkadotDevnet, type PolkadotDevnet } from '@foyer/devnet'
import { encodeSs58Address } from '@foyer/siwx-verify/ss58'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, polkadotChainConfigFromDevnet } from '../../../src/index.ts'
import { request, startServer, type RunningServer } from '../../harness.ts'
import { UNREAD_CHAIN } from '../../unreadChain.ts'

/** A loopback port nothing listens on: a node that is down. */
const DEAD_NODE = 'ws://127.0.0.1:2'
const ROC = 10n ** 12n

let devnet: PolkadotDevnet
let server: RunningServer
let downServer: RunningServer

beforeAll(async () => {
  devnet = await startPolkadotDevnet()
  const chain = polkadotChainConfigFromDevnet(devnet)
  server = await startServer({ chains: [UNREAD_CHAIN], polkadotChains: [{ ...chain, rpcUrl: DEAD_NODE, rpcUrls: [devnet.wsUrl] }] })
  downServer = await startServer({ chains: [UNREAD_CHAIN], polkadotChains: [{ ...chain, rpcUrl: DEAD_NODE }] })
})
afterAll(async () => {
  await server?.close()
  await downServer?.close()
  await devnet?.stop()
})

const balance = async (owner: string, on = server) => request(on.baseUrl, `/v1/account/${owner}/balance?chainId=${devnet.caipNetworkId}`)
const proxy = async (method: string, params: unknown[] = []) =>
  request(server.baseUrl, `/v1/?chainId=${devnet.caipNetworkId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  })

describe('Polkadot balances from System.Account', () => {
  it('reads a dev account’s 1000 ROC exactly as the chain holds it, priced from the dev table (the primary node is down: its fallback answers)', async () => {
    const response = await balance(devnet.accounts[0]!.address)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.balances).toEqual([
      {
        name: 'Rococo',
        symbol: 'ROC',
        chainId: devnet.caipNetworkId,
        value: 5000,
        price: 5,
        iconUrl: `${server.baseUrl}/public/getTokenImage/ROC`,
        quantity: { decimals: '12', numeric: '1000' },
      },
    ])
  })

  it('a transfer to a fresh account reads exactly the amount sent, to the planck', async () => {
    const receiver = encodeSs58Address(randomBytes(32), devnet.ss58Prefix)
    expect((await balance(receiver)).body).toEqual({ balances: [] })
    const amount = 3n * ROC + 123_456_789n
    await devnet.transfer(devnet.accounts[1]!, receiver, amount)
    const response = await request(server.baseUrl, `/v1/account/${receiver}/balance?chainId=${devnet.caipNetworkId}&forceUpdate=true`)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.balances[0].quantity).toEqual({ decimals: '12', numeric: '3.000123456789' })
  })

  it('an address written for another SS58 prefix is a 400 that names the chain’s prefix and the same account’s address on it', async () => {
    const account = devnet.accounts[0]!
    const generic = encodeSs58Address(Buffer.from(account.publicKey.slice(2), 'hex'), 42)
    const response = await balance(generic)
    expect(response.status).toBe(400)
    expect(response.body.message).toContain('params.address must be written for SS58 prefix 2')
    expect(response.body.message).toContain(`is written for SS58 prefix 42, not ${devnet.name} (${devnet.caipNetworkId})'s prefix 2: the same account on`)
    expect(response.body.message).toContain(account.address)
  })

  it.each([
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'is not an SS58 address (base58 text)'],
    ['an SS58 address with a character changed', (address: string) => `${address.slice(0, -2)}${address.at(-2) === 'a' ? 'b' : 'a'}${address.at(-1)}`, 'has a bad SS58 checksum'],
  ])('a malformed address (%s) is a 400 that names the rule', async (_case, owner, problem) => {
    const address = typeof owner === 'string' ? owner : owner(devnet.accounts[0]!.address)
    const response = await balance(address)
    expect(response.status).toBe(400)
    expect(response.body.message).toContain("params.address must be a Polkadot account's SS58 address")
    expect(response.body.message).toContain(problem)
  })

  it('no node answering is a 503 that names the chain', async () => {
    const response = await balance(devnet.accounts[2]!.address, downServer)
    expect(response.status).toBe(503)
    expect(response.body.message).toContain(`The RPC node of ${devnet.caipNetworkId} (${devnet.name}) cannot be reached`)
  })

  it('/v1/supported-chains lists the chain', async () => {
    const response = await request(server.baseUrl, '/v1/supported-chains')
    expect(response.body.http).toContain(devnet.caipNetworkId)
  })
})

describe('the RPC proxy on a Polkadot chain', () => {
  it('forwards chain_getBlockHash (the genesis hash, from the fallback node)', async () => {
    expect(await proxy('chain_getBlockHash', [0])).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: 7, result: devnet.genesisHash } })
  })

  it('forwards each call the modal’s Polkadot sends make (adapter-polkadot/src/send): the node answers, never the proxy’s refusal', async () => {
    const head = (await proxy('chain_getFinalizedHead')).body.result as string
    const calls: [string, unknown[]][] = [
      ['state_getRuntimeVersion', []],
      ['state_getMetadata', []],
      ['chain_getFinalizedHead', []],
      ['chain_getHeader', [head]],
      ['system_accountNextIndex', [devnet.accounts[0]!.address]],
      ['state_getStorage', ['0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9']],
      ['state_call', ['Core_version', '0x']],
    ]
    for (const [method, params] of calls) {
      const response = await proxy(method, params)
      expect(response.status, method).toBe(200)
      expect(response.body.error, method).toBeUndefined()
    }
    // Not an extrinsic: forwarded, and refused by the node (chopsticks words its refusal without a JSON-RPC code, which the proxy takes for a broken node: 503).
    expect(JSON.stringify((await proxy('author_submitExtrinsic', ['0x00'])).body)).not.toContain('Method not allowed on this proxy')
  })

  it.each(['dev_newBlock', 'dev_setStorage', 'author_insertKey', 'author_rotateKeys', 'system_addReservedPeer'])('refuses %s in words', async (method) => {
    expect(await proxy(method, [])).toEqual(expect.objectContaining({ status: 200, body: { jsonrpc: '2.0', id: 7, error: { code: -32601, message: `Method not allowed on this proxy: ${method}` } } }))
  })
})

describe('readiness', () => {
  it('/readyz asks the primary node: the one that is down is reported', async () => {
    const up = await startServer({ chains: [UNREAD_CHAIN], polkadotChains: [polkadotChainConfigFromDevnet(devnet)] })
    try {
      const ready = await request(up.baseUrl, '/readyz')
      const dependency = (ready.body.dependencies as { name: string; ok: boolean }[]).find((each) => each.name.startsWith(devnet.caipNetworkId))
      expect(dependency).toMatchObject({ ok: true })
    } finally {
      await up.close()
    }
    const down = await request(downServer.baseUrl, '/readyz')
    const dependency = (down.body.dependencies as { name: string; ok: boolean; problem?: string }[]).find((each) => each.name.startsWith(devnet.caipNetworkId))
    expect(dependency).toMatchObject({ ok: false })
  })

  // asset-hub-rococo's properties name its token but not its ss58Format: the prefix is checked only where a chain states it.
  it('a node whose own properties disagree with the configuration: its balances are a 503 and /readyz reports it, in words', async () => {
    const misconfigured = await startServer({
      chains: [UNREAD_CHAIN],
      polkadotChains: [{ ...polkadotChainConfigFromDevnet(devnet), ss58Prefix: 0, nativeCurrency: { name: 'Rococo', symbol: 'ROC', decimals: 10 } }],
    })
    try {
      // The balance is not read against the wrong decimals: a 503 that says why, not an amount off by 100.
      const account = devnet.accounts[0]!
      const read = await balance(encodeSs58Address(Buffer.from(account.publicKey.slice(2), 'hex'), 0), misconfigured)
      expect(read.status).toBe(503)
      expect(read.body.message).toContain('its tokenDecimals is 12, configured nativeCurrency.decimals 10')
      const ready = await request(misconfigured.baseUrl, '/readyz')
      const dependency = (ready.body.dependencies as { name: string; ok: boolean; problem?: string }[]).find((each) => each.name.startsWith(devnet.caipNetworkId))
      expect(dependency).toMatchObject({
        ok: false,
        problem: `the node of ${devnet.caipNetworkId} disagrees with its configuration: its tokenDecimals is 12, configured nativeCurrency.decimals 10`,
      })
    } finally {
      await misconfigured.close()
    }
  })
})

describe('a token and SS58 prefix left to the chain', () => {
  it("are read from the node's system_properties at start (ROC, 12 decimals; asset-hub-rococo names no ss58Format: its runtime's System.SS58Prefix, 2), from a chains file or a config in code, and the balance is exact", async () => {
    const { nativeCurrency: _currency, ss58Prefix: _prefix, ...chain } = polkadotChainConfigFromDevnet(devnet)
    const file = join(mkdtempSync(join(tmpdir(), 'foyer-polkadot-properties-')), 'chains.json')
    const { rpcUrl, caipNetworkId, name } = chain
    const unreadEvmChain = {
      chainId: 31337,
      name: 'Unread chain',
      rpcUrls: ['http://127.0.0.1:9'],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      tokens: [],
      prices: { source: 'none' },
    }
    writeFileSync(file, JSON.stringify({ chains: [unreadEvmChain], polkadot: [{ caipNetworkId, name, rpcUrls: [DEAD_NODE, rpcUrl], nativePriceUsd: 5, prices: { source: 'fixed' } }] }))
    const loaded = await loadConfig({ FOYER_CHAINS_FILE: file })
    expect(loaded.chains.polkadot[0]).toMatchObject({ nativeCurrency: { name: 'ROC', symbol: 'ROC', decimals: 12 }, ss58Prefix: 2 })
    const settled = await startServer({ chains: [UNREAD_CHAIN], polkadotChains: [chain] })
    try {
      const read = await balance(devnet.accounts[0]!.address, settled)
      expect(read.status, JSON.stringify(read.body)).toBe(200)
      expect(read.body.balances).toEqual([expect.objectContaining({ symbol: 'ROC', quantity: { decimals: '12', numeric: '1000' } })])
    } finally {
      await settled.close()
    }
  })
})
