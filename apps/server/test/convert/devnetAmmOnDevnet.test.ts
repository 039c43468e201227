/**
 * Swaps on a real devnet: its AMM (DevWeth, DevSwapPair pools, DevSwapRouter) wired into the server
 * as `npm start` wires it, and a dev account following the modal's steps: tokens, quote, allowance,
 * approval, swap, each transaction signed and mined, the balances moved as quoted.
 */
import { startDevnet, type Devnet } from '@foyer/devnet'
import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routerAbi } from '../../src/convert/devnetAmmProvider.ts'
import { chainConfigFromDevnet, swapAmmFromDevnet } from '../../src/index.ts'
import { request, startServer, type RunningServer } from '../harness.ts'

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
let devnet: Devnet
let server: RunningServer
beforeAll(async () => {
  devnet = await startDevnet()
  server = await startServer({ chains: devnet.chains.map(chainConfigFromDevnet), swap: { amms: devnet.chains.map(swapAmmFromDevnet) } })
})
afterAll(async () => {
  await server?.close()
  await devnet?.stop()
})

const chain = () => devnet.chains[0]!
const usdc = () => chain().tokens.find((token) => token.symbol === 'USDC')!.address
const on = (address: string) => `eip155:${chain().chainId}:${address}`
const get = (path: string, query: Record<string, string>) => request(server.baseUrl, `${path}?${new URLSearchParams(query)}`)

describe('the devnet AMM through /v1/convert', () => {
  const account = () => privateKeyToAccount(devnet.accounts[3]!.privateKey)
  const client = () => createPublicClient({ transport: http(chain().rpcUrl) })
  const send = async (tx: { to: string; data: string; value: string; eip155: { gas?: string; gasPrice: string } }) => {
    const wallet = createWalletClient({ account: account(), transport: http(chain().rpcUrl) })
    const hash = await wallet.sendTransaction({
      chain: null,
      to: tx.to.split(':').at(-1) as Hex,
      data: tx.data as Hex,
      value: BigInt(tx.value),
      ...(tx.eip155.gas && { gas: BigInt(tx.eip155.gas) }),
      gasPrice: BigInt(tx.eip155.gasPrice),
    })
    const receipt = await client().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
  }
  const usdcBalance = () => client().readContract({ address: usdc(), abi: erc20Abi, functionName: 'balanceOf', args: [account().address] })

  it('lists the tokens with a pool and quotes as the router does', async () => {
    const tokens = await get('/v1/convert/tokens', { chainId: `eip155:${chain().chainId}` })
    expect(tokens.body.tokens.map((token: { symbol: string }) => token.symbol).sort()).toEqual(['ETH', 'USDC', 'USDT'])
    const quote = await get('/v1/convert/quotes', { amount: String(10n ** 18n), userAddress: on(account().address), from: on(NATIVE), to: on(usdc()), gasPrice: '0' })
    expect(quote.status).toBe(200)
    const [, out] = await client().readContract({ address: chain().swap.router, abi: routerAbi, functionName: 'getAmountsOut', args: [10n ** 18n, [chain().swap.weth.address, usdc()]] })
    expect(quote.body.quotes[0].toAmount).toBe(out!.toString())
    // 1 ETH at the pool's 3000 USDC, less the fee and the price impact of 1 % of the pool.
    expect(Number(out) / 1e6).toBeGreaterThan(2900)
    expect(Number(out) / 1e6).toBeLessThan(3000)
  })

  it('swaps ETH for USDC: the built transaction, signed and mined, pays at least the quote less slippage', async () => {
    const before = await usdcBalance()
    const built = await request(server.baseUrl, '/v1/convert/build-transaction', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: String(10n ** 17n), from: on(NATIVE), to: on(usdc()), userAddress: on(account().address), eip155: { slippage: 1 } }),
    })
    expect(built.status).toBe(200)
    await send(built.body.tx)
    const received = (await usdcBalance()) - before
    expect(received).toBe(BigInt(built.body.tx.amount))
  })

  it('approves the router for USDC, then swaps USDC for ETH', async () => {
    const allowance = await get('/v1/convert/allowance', { tokenAddress: on(usdc()), userAddress: on(account().address) })
    expect(allowance.body).toEqual({ allowance: '0' })
    const refused = await request(server.baseUrl, '/v1/convert/build-transaction', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '10000000', from: on(usdc()), to: on(NATIVE), userAddress: on(account().address) }),
    })
    // Not approved yet: the node's estimate says the swap would revert.
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/the swap would fail/)

    const approval = await get('/v1/convert/build-approve', { userAddress: on(account().address), from: on(usdc()), to: on(NATIVE) })
    expect(approval.status).toBe(200)
    await send({ ...approval.body.tx, to: approval.body.tx.from })
    expect((await get('/v1/convert/allowance', { tokenAddress: on(usdc()), userAddress: account().address })).body).toEqual({ allowance: maxUint256.toString() })

    const before = await usdcBalance()
    const built = await request(server.baseUrl, '/v1/convert/build-transaction', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '10000000', from: on(usdc()), to: on(NATIVE), userAddress: on(account().address) }),
    })
    expect(built.status).toBe(200)
    await send(built.body.tx)
    expect(before - (await usdcBalance())).toBe(10_000_000n)
  })
})
