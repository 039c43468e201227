// Balances from the wallet itself (spec §5, §7: EIP-5792 capabilities with assetDiscovery, then
// EIP-7811 wallet_getAssets), the balance API whenever the wallet cannot tell, and the prices the
// balances came without asked of POST /v1/fungible/price. The wallet is the contract's mock; the
// rules, eip155's reading of the answers and the HTTP client are the real ones.
import { describe, expect, it } from 'vitest'
import type { WalletRpcRequest } from '../../src/namespaceRequests.ts'
import { tokenBalance } from '../fixtures/apiServer.ts'
import { account, balancesSettled, createTestFoyer, useFakeApi } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet, optimism } from '../fixtures/networks.ts'
import { createTestWallet, type TestWalletOptions } from '../fixtures/testWallet.ts'

const fake = useFakeApi(() => [mainnet.caipNetworkId, optimism.caipNetworkId])

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const NATIVE_ID = `${mainnet.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const DISCOVERS_ON_MAINNET = { '0x1': { assetDiscovery: { supported: true } } }
/** What a wallet with asset discovery answers on mainnet: 1.5 ETH (no metadata, as EIP-7811 writes it) and 12.5 USDC. */
const WALLET_ASSETS = {
  '0x1': [
    { address: 'native', balance: '0x14d1120d7b160000', type: 'native' },
    { address: USDC, balance: '0xbebc20', type: 'erc20', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } },
  ],
}
const unknownMethod = (method: string) => Object.assign(new Error(`The method "${method}" is not supported.`), { code: 4200 })

/** A wallet answering the two questions as told (an answer that is a function is called, and may throw). */
function assetWallet(answers: { capabilities?: unknown; assets?: unknown }, options: TestWalletOptions = {}) {
  const answer = (request: WalletRpcRequest) => {
    const scripted = request.method === 'wallet_getCapabilities' ? answers.capabilities : request.method === 'wallet_getAssets' ? answers.assets : undefined
    if (scripted === undefined) throw unknownMethod(request.method)
    return typeof scripted === 'function' ? scripted() : scripted
  }
  return createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1, answer, ...options })
}

async function connect(wallet: ReturnType<typeof createTestWallet>) {
  const { client } = createTestFoyer(fake.api, { wallets: [wallet] })
  await client.connect(wallet)
  await balancesSettled(client)
  return client
}

const asked = (wallet: ReturnType<typeof createTestWallet>, method: string) =>
  wallet.calls.filter((call) => call.method === 'rpc' && (call.args[0] as WalletRpcRequest).method === method).map((call) => call.args[0] as WalletRpcRequest)
const balanceApiAsks = () => fake.api.requestsTo('/v1/account/')
const serverBalances = [tokenBalance({ quantity: { decimals: '18', numeric: '9.0' }, value: 27000 })]

describe('balances from the wallet (wallet_getAssets) or the balance API', () => {
  it('capabilities say assetDiscovery → assets read from the wallet, not the balance API', async () => {
    fake.api.balances.set(EVM_ADDRESS, serverBalances)
    const wallet = assetWallet({ capabilities: DISCOVERS_ON_MAINNET, assets: WALLET_ASSETS })
    const client = await connect(wallet)

    expect(asked(wallet, 'wallet_getCapabilities')).toEqual([{ method: 'wallet_getCapabilities', params: [EVM_ADDRESS] }])
    expect(asked(wallet, 'wallet_getAssets')).toEqual([{ method: 'wallet_getAssets', params: [{ account: EVM_ADDRESS, chainFilter: ['0x1'], assetTypeFilter: ['native', 'erc20'] }] }])
    expect(balanceApiAsks()).toEqual([])
    expect(account(client)).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH', balanceUnavailable: undefined })
    expect(account(client).tokenBalance).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: null, price: null, iconUrl: `${fake.api.url}/public/getTokenImage/ETH`, quantity: { decimals: '18', numeric: '1.5' } },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: `eip155:1:${USDC}`,
        value: null,
        price: null,
        iconUrl: `${fake.api.url}/public/getTokenImage/USDC`,
        quantity: { decimals: '6', numeric: '12.5' },
      },
    ])
  })

  it('capabilities are asked once per connector and account: they hold for the session', async () => {
    const wallet = assetWallet({ capabilities: DISCOVERS_ON_MAINNET, assets: WALLET_ASSETS }, { addresses: [EVM_ADDRESS, '0x2222222222222222222222222222222222222222'] })
    const client = await connect(wallet)
    await client.refreshBalances()
    await client.refreshBalances()
    expect(asked(wallet, 'wallet_getCapabilities')).toHaveLength(1)
    expect(asked(wallet, 'wallet_getAssets')).toHaveLength(3)

    wallet.emit('accountsChanged', ['0x2222222222222222222222222222222222222222'])
    await balancesSettled(client)
    expect(asked(wallet, 'wallet_getCapabilities').map((request) => request.params)).toEqual([[EVM_ADDRESS], ['0x2222222222222222222222222222222222222222']])
  })

  it('no assetDiscovery capability for the network → balance API', async () => {
    fake.api.balances.set(EVM_ADDRESS, serverBalances)
    // Asset discovery on OP Mainnet only; the account is on mainnet.
    const wallet = assetWallet({ capabilities: { '0xa': { assetDiscovery: { supported: true } } }, assets: WALLET_ASSETS })
    const client = await connect(wallet)
    expect(asked(wallet, 'wallet_getAssets')).toEqual([])
    expect(balanceApiAsks()).toHaveLength(1)
    expect(account(client).tokenBalance).toEqual(serverBalances)
  })

  it('a wallet without wallet_getCapabilities (4200) → balance API', async () => {
    fake.api.balances.set(EVM_ADDRESS, serverBalances)
    const wallet = assetWallet({})
    const client = await connect(wallet)
    expect(asked(wallet, 'wallet_getCapabilities')).toHaveLength(1)
    expect(asked(wallet, 'wallet_getAssets')).toEqual([])
    expect(account(client)).toMatchObject({ tokenBalance: serverBalances, balance: '9.0', balanceUnavailable: undefined })
  })

  it('wallet_getAssets throws → balance API', async () => {
    fake.api.balances.set(EVM_ADDRESS, serverBalances)
    const wallet = assetWallet({
      capabilities: DISCOVERS_ON_MAINNET,
      assets: () => {
        throw Object.assign(new Error('Internal error'), { code: -32603 })
      },
    })
    const client = await connect(wallet)
    expect(asked(wallet, 'wallet_getAssets')).toHaveLength(1)
    expect(balanceApiAsks()).toHaveLength(1)
    expect(account(client)).toMatchObject({ tokenBalance: serverBalances, balanceUnavailable: undefined })
    expect(client.ctx.snackbar.get().open).toBe(false)
  })

  it('malformed hex in wallet_getAssets → balance API', async () => {
    fake.api.balances.set(EVM_ADDRESS, serverBalances)
    const decimal = { '0x1': [{ address: 'native', balance: '1500000000000000000', type: 'native' }] }
    const wallet = assetWallet({ capabilities: DISCOVERS_ON_MAINNET, assets: decimal })
    const client = await connect(wallet)
    expect(asked(wallet, 'wallet_getAssets')).toHaveLength(1)
    expect(balanceApiAsks()).toHaveLength(1)
    expect(account(client).tokenBalance).toEqual(serverBalances)
  })

  it('a token without its decimals, or not at an address, makes the whole answer malformed → balance API', async () => {
    fake.api.balances.set(EVM_ADDRESS, serverBalances)
    for (const asset of [
      { address: USDC, balance: '0x1', type: 'erc20', metadata: { name: 'USD Coin', symbol: 'USDC' } },
      { address: 'usdc', balance: '0x1', type: 'ERC20', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } },
    ]) {
      fake.api.requests.length = 0
      const client = await connect(assetWallet({ capabilities: DISCOVERS_ON_MAINNET, assets: { '0x1': [asset] } }))
      expect(balanceApiAsks()).toHaveLength(1)
      expect(account(client).tokenBalance).toEqual(serverBalances)
    }
  })

  it("the spec's NATIVE and ERC20 are read as the EIP's native and erc20; NFTs and zero balances are left out", async () => {
    const assets = {
      '0x1': [
        { address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', balance: '0xde0b6b3a7640000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 } },
        { address: USDC, balance: '0x0', type: 'ERC20', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } },
        { address: '0x3333333333333333333333333333333333333333', balance: '0x1', type: 'erc721', metadata: { name: 'Art' } },
      ],
    }
    const client = await connect(assetWallet({ capabilities: DISCOVERS_ON_MAINNET, assets }))
    expect(balanceApiAsks()).toEqual([])
    expect(account(client).tokenBalance).toEqual([expect.objectContaining({ symbol: 'ETH', price: 3000, value: 3000, quantity: { decimals: '18', numeric: '1' } })])
  })

  it('an embedded-wallet connection is not asked: its assets are the balance API’s', async () => {
    fake.api.balances.set(EVM_ADDRESS, serverBalances)
    const wallet = assetWallet({ capabilities: DISCOVERS_ON_MAINNET, assets: WALLET_ASSETS }, { type: 'AUTH' })
    const client = await connect(wallet)
    expect(asked(wallet, 'wallet_getCapabilities')).toEqual([])
    expect(account(client).tokenBalance).toEqual(serverBalances)
  })
})

describe('prices the balances came without (POST /v1/fungible/price)', () => {
  it("unpriced tokens priced through /v1/fungible/price: the wallet's tokens get price and value", async () => {
    fake.api.fungiblePrices.set(NATIVE_ID, { name: 'Ether', symbol: 'ETH', iconUrl: 'https://icons.example/eth.png', price: 3000 })
    fake.api.fungiblePrices.set(`eip155:1:${USDC}`, { name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://icons.example/usdc.png', price: 1 })
    const client = await connect(assetWallet({ capabilities: DISCOVERS_ON_MAINNET, assets: WALLET_ASSETS }))

    expect(fake.api.requestsTo('/v1/fungible/price')).toEqual([
      expect.objectContaining({ method: 'POST', query: expect.objectContaining({ projectId: 'test-project' }), body: { currency: 'usd', addresses: [NATIVE_ID, `eip155:1:${USDC}`] } }),
    ])
    expect(account(client).tokenBalance.map(({ symbol, price, value }) => ({ symbol, price, value }))).toEqual([
      { symbol: 'ETH', price: 3000, value: 4500 },
      { symbol: 'USDC', price: 1, value: 12.5 },
    ])
  })

  it('unpriced tokens of the balance route are priced through /v1/fungible/price; priced ones are not asked about', async () => {
    const dai = tokenBalance({ name: 'Dai', symbol: 'DAI', address: 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f', price: null, value: null, quantity: { decimals: '18', numeric: '2.5' } })
    fake.api.balances.set(EVM_ADDRESS, [tokenBalance(), dai])
    fake.api.fungiblePrices.set(dai.address!, { name: 'Dai', symbol: 'DAI', iconUrl: 'https://icons.example/dai.png', price: 0.99 })
    const client = await connect(assetWallet({}))
    expect(fake.api.requestsTo('/v1/fungible/price').map((request) => request.body)).toEqual([{ currency: 'usd', addresses: [dai.address] }])
    expect(account(client).tokenBalance).toEqual([tokenBalance(), { ...dai, price: 0.99, value: 2.475 }])
  })

  it('tokens of one symbol are asked about in separate requests, as the answer names no address', async () => {
    const first = tokenBalance({ symbol: 'USDC', address: `eip155:1:${USDC}`, price: null, value: null })
    const second = tokenBalance({ symbol: 'USDC', address: 'eip155:1:0x4444444444444444444444444444444444444444', price: null, value: null })
    fake.api.balances.set(EVM_ADDRESS, [first, second])
    fake.api.fungiblePrices.set(first.address!, { name: 'USD Coin', symbol: 'USDC', iconUrl: '', price: 1 })
    const client = await connect(assetWallet({}))
    expect(fake.api.requestsTo('/v1/fungible/price').map((request) => (request.body as { addresses: string[] }).addresses)).toEqual([[first.address], [second.address]])
    expect(account(client).tokenBalance.map((token) => token.price)).toEqual([1, null])
  })

  it('unknown price stays null: a token the price route leaves out, or every token when it fails, shows no value (never 0)', async () => {
    const client = await connect(assetWallet({ capabilities: DISCOVERS_ON_MAINNET, assets: WALLET_ASSETS }))
    expect(fake.api.requestsTo('/v1/fungible/price')).toHaveLength(1)
    expect(account(client).tokenBalance.map(({ price, value }) => ({ price, value }))).toEqual([
      { price: null, value: null },
      { price: null, value: null },
    ])

    fake.api.failures.fungiblePrice = 503
    await client.refreshBalances()
    expect(fake.api.requestsTo('/v1/fungible/price')).toHaveLength(2)
    expect(account(client)).toMatchObject({ balance: '1.5', balanceUnavailable: undefined })
    expect(account(client).tokenBalance.every((token) => token.price === null && token.value === null)).toBe(true)
  })

  it('a balance list with every token priced asks no price', async () => {
    fake.api.balances.set(EVM_ADDRESS, serverBalances)
    await connect(assetWallet({}))
    expect(fake.api.requestsTo('/v1/fungible/price')).toEqual([])
  })
})
