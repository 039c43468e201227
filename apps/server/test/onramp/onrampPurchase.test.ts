/**
 * A purchase end to end on the devnet: the server makes the pay URL through its production clients,
 * a person presses Pay on the stand-in's page, the stand-in credits the wallet from its funder
 * account (a native transfer, an ERC-20 transfer, a Solana airdrop), and the history's `onramp`
 * parameter lists the purchase from the provider's transactions API.
 */
import { startDevnet, type Devnet } from '@foyer/devnet'
import { address, createSolanaRpc } from '@solana/kit'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startedWithin } from '../../../../scripts/testing/fixtureTime.ts'
import { chainConfigFromDevnet, solanaChainConfigFromDevnet, type OnrampStandIns } from '../../src/index.ts'
import { request, startServer, type RunningServer } from '../harness.ts'
import { pay, post, startStandInsOnDevnet } from './onrampFixtures.ts'

let devnet: Devnet
let standIns: OnrampStandIns
let server: RunningServer
let buyer: Address

beforeAll(async () => {
  devnet = await startedWithin('the devnet', startDevnet())
  standIns = await startedWithin('the onramp stand-ins', startStandInsOnDevnet(devnet))
  // No indexer: the history's purchases can only come from the providers' transactions APIs. And
  // no history cache (onrampHistoryCache.test.ts has its own): an account is asked for before and after a purchase.
  server = await startServer({
    chains: devnet.chains.map(chainConfigFromDevnet),
    solanaChains: [solanaChainConfigFromDevnet(devnet.solana)],
    onramp: { ...standIns.settings, historyCacheMs: 0 },
  })
  buyer = devnet.accounts[4]!.address
})
afterAll(async () => {
  await server?.close()
  await standIns?.close()
  await devnet?.stop()
})

const client = (index: number) => createPublicClient({ transport: http(devnet.chains[index]!.rpcUrl) })

describe('paying on the stand-ins credits the devnet', () => {
  it('Coinbase: 50 USD of USDC reaches the wallet as an ERC-20 transfer, and the history lists it', async () => {
    const usdc = devnet.chains[0]!.tokens.find((token) => token.symbol === 'USDC')!.address
    const before = await client(0).readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [buyer] })
    const made = await request(
      server.baseUrl,
      ...post('/v1/generators/onrampurl', { destinationWallets: [{ address: buyer, blockchains: ['foyer-devnet'], assets: ['USDC'] }], partnerUserId: buyer, presetFiatAmount: 50 }),
    )
    expect(made.status).toBe(200)
    const paid = await pay(made.body.url)
    expect(paid.status, paid.html).toBe(200)
    expect(paid.html).toContain(`49.150000 USDC sent to ${buyer} on Foyer Devnet.`)
    // 50 less the 1.5 % fee (0.75) and the network fee (0.10).
    const after = await client(0).readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [buyer] })
    expect(after - before).toBe(parseUnits('49.15', 6))

    const hash = /Transaction (0x[0-9a-f]{64})/.exec(paid.html)![1]!
    const history = await request(server.baseUrl, `/v1/account/${buyer}/history?onramp=coinbase`)
    expect(history.status).toBe(200)
    expect(history.body.data).toEqual([
      {
        id: `eip155:31337:${hash}`,
        metadata: expect.objectContaining({ chain: 'eip155:31337', operationType: 'receive', status: 'confirmed', sentFrom: 'Coinbase', sentTo: buyer, hash }),
        transfers: [
          expect.objectContaining({ direction: 'in', recipient: buyer, quantity: { decimals: '6', numeric: '49.150000' }, fungible_info: { name: 'USD Coin (dev)', symbol: 'USDC', icon: null } }),
        ],
      },
    ])
    // Without the parameter, and with the other provider, the indexed history alone (no indexer here: empty).
    expect((await request(server.baseUrl, `/v1/account/${buyer}/history`)).body.data).toEqual([])
    expect((await request(server.baseUrl, `/v1/account/${buyer}/history?onramp=meld`)).body.data).toEqual([])
    // The session token was spent.
    expect((await fetch(made.body.url)).status).toBe(400)
  })

  it('Meld: 30 USD of ETH on the L2 reaches the wallet as a native transfer', async () => {
    const before = await client(1).getBalance({ address: buyer })
    const made = await request(
      server.baseUrl,
      ...post('/v1/generators/onrampurl', {
        provider: 'meld',
        destinationWallets: [{ address: buyer, blockchains: ['foyer-devnet-l2'], assets: ['ETH'] }],
        partnerUserId: buyer,
        presetFiatAmount: '30',
      }),
    )
    expect(made.status).toBe(200)
    const paid = await pay(made.body.url)
    expect(paid.status, paid.html).toBe(200)
    // 30 less Meld's 1 % (0.30) and 0.10, at 3000 USD an ETH.
    expect(await client(1).getBalance({ address: buyer })).toBe(before + parseEther('0.00986667'))
    const history = await request(server.baseUrl, `/v1/account/${buyer}/history?onramp=meld&chainId=eip155:31338`)
    expect(history.body.data).toHaveLength(1)
    expect(history.body.data[0].metadata).toMatchObject({ chain: 'eip155:31338', sentFrom: 'Meld', status: 'confirmed' })
  })

  it('Coinbase on Solana: SOL reaches the wallet through the faucet', async () => {
    const wallet = devnet.solana.accounts[5]!.address
    const rpc = createSolanaRpc(devnet.solana.rpcUrl)
    const before = (await rpc.getBalance(address(wallet)).send()).value
    const made = await request(
      server.baseUrl,
      ...post('/v1/generators/onrampurl', { destinationWallets: [{ address: wallet, blockchains: ['foyer-solana-devnet'] }], partnerUserId: wallet, presetFiatAmount: 20 }),
    )
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const paid = await pay(made.body.url)
    expect(paid.status, paid.html).toBe(200)
    expect((await rpc.getBalance(address(wallet)).send()).value).toBeGreaterThan(before)
  })

  it('an amount outside the limits is refused on the page, and nothing is sent', async () => {
    const made = await request(server.baseUrl, ...post('/v1/generators/onrampurl', { destinationWallets: [{ address: buyer, blockchains: ['foyer-devnet'] }], partnerUserId: buyer }))
    const paid = await pay(made.body.url, { amount: '8000' })
    expect(paid.status).toBe(400)
    expect(paid.html).toContain('amount must be between 10 and 7500 USD')
  })
})
