// The test wallet's asset discovery against real anvil nodes: what it answers EIP-5792's
// wallet_getCapabilities and EIP-7811's wallet_getAssets is read from the chain, and reads as
// balances through eip155's wallet-assets questions (the client's path).
import { startDevnet, type Devnet } from '@foyer/devnet'
import type { Network } from '@foyer/core/internal'
import { createPublicClient, erc20Abi, formatEther, formatUnits, http, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eip1193Connector, eip155Namespace } from '../src/index.ts'
import { createTestWallet, type TestWalletOptions } from '../src/testing/testWallet.ts'

/** The namespace's parts (requests, inclusion, wallet assets), as the client loads them on first use. */
const eip155Parts = await eip155Namespace.load()

let devnet: Devnet
let network: Network
let owner: Address
beforeAll(async () => {
  devnet = await startDevnet()
  const chain = devnet.chains[0]!
  network = {
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
  owner = devnet.accounts[0]!.address
})
afterAll(() => devnet?.stop())

async function connectedWallet(options: TestWalletOptions = {}) {
  const chain = devnet.chains[0]!
  // Every seeded token, the zero-decimals one included: the balances must read as viem formats them.
  const tracked = chain.tokens
  const wallet = createTestWallet({
    accounts: [owner],
    chainId: chain.chainId,
    connected: true,
    assetDiscovery: { [chain.chainId]: { rpcUrl: chain.rpcUrl, tokens: tracked.map((token) => token.address) } },
    ...options,
  })
  const connector = eip1193Connector(wallet, { id: 'test', name: 'Test Wallet', type: 'ANNOUNCED' })
  return { wallet, connector, tracked }
}

describe("the test wallet's asset discovery on the anvil devnet", () => {
  it('wallet_getCapabilities says assetDiscovery is supported on the chains it discovers assets on', async () => {
    const { connector } = await connectedWallet()
    const questions = await eip155Parts.walletAssets!()
    const capabilities = await connector.rpc(questions.capabilities(owner))
    expect(capabilities).toEqual({ [`0x${network.id.toString(16)}`]: { assetDiscovery: { supported: true } } })
    expect(questions.discoversAssets(capabilities, network)).toBe(true)
    expect(questions.discoversAssets(capabilities, { ...network, id: 1 })).toBe(false)
  })

  it("wallet_getAssets answers the chain's native and token balances, which read as the account's balances", async () => {
    const { connector, tracked } = await connectedWallet()
    const questions = await eip155Parts.walletAssets!()
    const answer = await connector.rpc(questions.assets(owner, network))
    const balances = questions.readAssets(answer, network, (symbol) => `https://foyer.test/token/${symbol}`)

    const chain = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const native = formatEther(await chain.getBalance({ address: owner }))
    const held = await Promise.all(
      tracked.map(async (token) => formatUnits(await chain.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }), token.decimals)),
    )
    expect(balances).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: network.caipNetworkId, value: null, price: null, iconUrl: 'https://foyer.test/token/ETH', quantity: { decimals: '18', numeric: native } },
      ...tracked.map((token, index) => ({
        name: token.name,
        symbol: token.symbol,
        chainId: network.caipNetworkId,
        address: `${network.caipNetworkId}:${token.address}`,
        value: null,
        price: null,
        iconUrl: `https://foyer.test/token/${token.symbol}`,
        quantity: { decimals: String(token.decimals), numeric: held[index] },
      })),
    ])
  })

  it('with malformedAssets its answer (decimal balances) fails the shape check', async () => {
    const { connector } = await connectedWallet({ malformedAssets: true })
    const questions = await eip155Parts.walletAssets!()
    const answer = await connector.rpc(questions.assets(owner, network))
    expect(() => questions.readAssets(answer, network, () => '')).toThrow(/hex/)
  })

  it('with failAssets wallet_getAssets fails with the code given', async () => {
    const { connector, wallet } = await connectedWallet({ failAssets: true })
    const questions = await eip155Parts.walletAssets!()
    await expect(connector.rpc(questions.assets(owner, network))).rejects.toMatchObject({ code: -32603 })
    wallet.features.failAssets = 4900
    await expect(connector.rpc(questions.assets(owner, network))).rejects.toMatchObject({ code: 4900 })
  })

  it('an account the wallet has not authorised gets 4100, and without assetDiscovery neither method is known (4200)', async () => {
    const { connector } = await connectedWallet({ connected: false })
    const questions = await eip155Parts.walletAssets!()
    await expect(connector.rpc(questions.assets(owner, network))).rejects.toMatchObject({ code: 4100 })
    const plain = eip1193Connector(createTestWallet({ accounts: [owner], connected: true }), { id: 'plain', name: 'Plain', type: 'ANNOUNCED' })
    await expect(plain.rpc(questions.capabilities(owner))).rejects.toMatchObject({ code: 4200 })
    await expect(plain.rpc(questions.assets(owner, network))).rejects.toMatchObject({ code: 4200 })
  })
})
