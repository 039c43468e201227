/**
 * The polkadot namespace through Foyer's client, as a host has it: `polkadotAdapter()` brings the
 * module, a test extension connects, and the host's requests are checked, carried to the extension
 * and read back.
 */
import { createFoyerClient } from '@foyer/core/internal'
import { memoryStorage, type Network } from '@foyer/core/internal'
import { hex } from '@scure/base'
import * as sr25519 from '@scure/sr25519'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { polkadotAdapter } from '../src/polkadotAdapter.ts'
import { polkadotNetwork } from '../src/polkadotNetwork.ts'
import { createPolkadotTestExtension, wrapBytes } from '../src/testing/index.ts'
import { ALICE, ALICE_KUSAMA, ALICE_POLKADOT, kusama, polkadot } from './support.ts'

const stops: (() => void)[] = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

async function connectedClient(networks: [Network, ...Network[]] = [polkadot, kusama]) {
  const window = {}
  const extension = createPolkadotTestExtension({ key: 'talisman', accounts: [{ key: ALICE, name: 'Alice' }] })
  extension.install(window)
  // No Foyer server here: what the client asks of it fails, which these tests do not read.
  const client = createFoyerClient({
    projectId: 'test-project',
    apiUrl: 'http://127.0.0.1:9',
    networks,
    adapters: [polkadotAdapter({ appName: 'Shop', target: window })],
    storage: memoryStorage(),
  })
  stops.push(client.start())
  const connector = await vi.waitFor(() => client.ctx.connectors.byId('polkadot:talisman') ?? Promise.reject(new Error('not discovered yet')))
  await client.connect(connector)
  return { client, extension }
}

describe('polkadot through the client', () => {
  it('connects the account on the network, and answers the host’s signMessage and getAccounts', async () => {
    const { client } = await connectedClient()
    const chain = client.ctx.chains.chain('polkadot')!
    expect([chain.accountState.address, chain.accountState.caipAddress]).toEqual([ALICE_POLKADOT, `polkadot:${polkadot.id}:${ALICE_POLKADOT}`])
    const { signature } = await client.request('signMessage', { message: 'hello' })
    expect(sr25519.verify(wrapBytes(new TextEncoder().encode('hello')), hex.decode(signature.slice(2)), ALICE.publicKey)).toBe(true)
    await expect(client.request('getAccounts', undefined)).resolves.toEqual([{ address: ALICE_POLKADOT, name: 'Alice', type: 'sr25519' }])
  })

  it('switches to another configured chain: the account is written with its prefix', async () => {
    const { client } = await connectedClient()
    await client.switchNetwork(kusama)
    const chain = client.ctx.chains.chain('polkadot')!
    expect([chain.networkState.caipNetwork?.caipNetworkId, chain.accountState.address]).toEqual([kusama.caipNetworkId, ALICE_KUSAMA])
  })

  it('the account’s explorer link is its page on the network’s explorer, as Subscan names it (/account/)', async () => {
    const withSubscan = polkadotNetwork({ network: 'polkadot', name: 'Polkadot', rpcUrl: 'wss://rpc.polkadot.io', blockExplorer: { name: 'Subscan', url: 'https://polkadot.subscan.io/' } })
    const { client } = await connectedClient([withSubscan])
    expect(client.ctx.chains.chain('polkadot')!.accountState.addressExplorerUrl).toBe(`https://polkadot.subscan.io/account/${ALICE_POLKADOT}`)
  })

  it('a refusal reaches the host as a user rejection', async () => {
    const { client, extension } = await connectedClient()
    extension.flags.reject = true
    await expect(client.request('signMessage', { message: 'hello' })).rejects.toMatchObject({ code: 4001 })
  })
})
