/**
 * The bip122 namespace through Foyer's client, as a host has it: `bitcoinAdapter()` brings the
 * module (no framework package lists bip122), a test wallet connects, and the host's requests are
 * checked, carried to the wallet and read back.
 */
import { createFoyerClient } from '@foyer/core/internal'
import { memoryStorage } from '@foyer/core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinAdapter } from '../src/bitcoinAdapter.ts'
import { BITCOIN_NETWORKS } from '../src/bitcoinNetwork.ts'
import { createTestWalletRegistry, createWbip004TestWallet } from '../src/testing/index.ts'
import { REGTEST_ORDINALS, REGTEST_PAYMENT, SEED, recognisableSigner, recognised, regtest } from './support.ts'

const stops: (() => void)[] = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

async function connectedClient() {
  const window = {}
  const wallet = createWbip004TestWallet({ seed: SEED, signMessage: recognisableSigner, name: 'Xverse Wallet' })
  wallet.install(window)
  // No Foyer server here: balances are asked of a closed port and are unavailable, which these tests do not read.
  const client = createFoyerClient({
    projectId: 'test-project',
    apiUrl: 'http://127.0.0.1:9',
    networks: [regtest],
    adapters: [bitcoinAdapter({ registry: createTestWalletRegistry(), target: window })],
    storage: memoryStorage(),
  })
  stops.push(client.start())
  // Discovery loads the connectors' code first.
  const connector = await vi.waitFor(() => client.ctx.connectors.byId('bip122:xverse') ?? Promise.reject(new Error('not discovered yet')))
  await client.connect(connector)
  return { client, wallet }
}

describe('bip122 through the client', () => {
  it('connects the payment address on the network, and answers the host’s signMessage and getAddresses', async () => {
    const { client } = await connectedClient()
    const chain = client.ctx.chains.chain('bip122')!
    expect([chain.accountState.address, chain.accountState.caipAddress, chain.networkState.caipNetwork?.id]).toEqual([
      REGTEST_PAYMENT,
      `bip122:${BITCOIN_NETWORKS.regtest}:${REGTEST_PAYMENT}`,
      BITCOIN_NETWORKS.regtest,
    ])
    await expect(client.request('signMessage', { message: 'hello' })).resolves.toEqual({ signature: recognised('bip322', REGTEST_PAYMENT, 'hello'), protocol: 'bip322' })
    await expect(client.request('getAddresses', undefined)).resolves.toEqual([
      { address: REGTEST_PAYMENT, publicKey: expect.any(String), purpose: 'payment' },
      { address: REGTEST_ORDINALS, publicKey: expect.any(String), purpose: 'ordinals' },
    ])
  })

  it("lists the wallet's payment and ordinals addresses as the account's, each with its kind and public key (spec §3 allAccounts)", async () => {
    const { client } = await connectedClient()
    const addresses = (await client.request('getAddresses', undefined)) as { address: string; publicKey: string }[]
    expect(client.ctx.chains.chain('bip122')!.accountState.allAccounts).toEqual([
      { namespace: 'bip122', address: REGTEST_PAYMENT, type: 'payment', publicKey: addresses[0]!.publicKey },
      { namespace: 'bip122', address: REGTEST_ORDINALS, type: 'ordinal', publicKey: addresses[1]!.publicKey },
    ])
    expect(addresses[0]!.publicKey).toMatch(/^[0-9a-f]{64,66}$/)
  })

  it('sends a transfer as a transaction (its txid, pending in Activity) and refuses a receiver of another network before the wallet is asked', async () => {
    const { client, wallet } = await connectedClient()
    const txid = await client.request('sendTransfer', { recipients: [{ address: REGTEST_ORDINALS, amount: '10000000' }] })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(wallet.sent).toEqual([{ from: REGTEST_PAYMENT, recipients: [{ address: REGTEST_ORDINALS, amount: '10000000' }] }])
    // Activity serves bip122: the send waits there as pending until the history lists it.
    expect(client.ctx.activity.get().pending.map((pending) => pending.hash)).toEqual([txid])
    const asked = wallet.calls.length
    await expect(client.request('sendTransfer', { recipients: [{ address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', amount: '1' }] })).rejects.toThrow(
      'recipients[0].address is an address of Bitcoin mainnet',
    )
    expect(wallet.calls.length).toBe(asked)
  })

  it('Activity keeps as pending a txid, never an EVM hash, on a Bitcoin network', async () => {
    const { client } = await connectedClient()
    const chain = `bip122:${BITCOIN_NETWORKS.regtest}` as const
    expect(() => client.trackTransaction({ hash: `0x${'ab'.repeat(32)}`, chain, sentFrom: REGTEST_PAYMENT })).toThrow('Not a transaction hash')
    client.trackTransaction({ hash: 'ab'.repeat(32), chain, sentFrom: REGTEST_PAYMENT })
    expect(client.ctx.activity.get().pending.map((pending) => pending.hash)).toEqual(['ab'.repeat(32)])
  })
})
