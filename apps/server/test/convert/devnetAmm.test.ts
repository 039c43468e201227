/**
 * The devnet AMM provider against a stand-in node speaking its router's ABI: the paths it weighs,
 * the router calldata it builds (ETH in, ETH out, token to token) with the slippage floor and a
 * deadline, and its gas: estimated on the node, a fixed bound with disableEstimate, a 422 when the
 * swap would revert.
 */
import { decodeFunctionData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { candidatePaths, routerAbi } from '../../src/convert/devnetAmmProvider.ts'
import { request } from '../harness.ts'
import { amountsOut } from './chainNodeStandin.ts'
import { NATIVE, on, POOLS, ROUTER, startConvertStack, USDC, USDT, USER, WETH, type ConvertStack } from './convertHarness.ts'

let stack: ConvertStack
beforeAll(async () => {
  stack = await startConvertStack()
})
afterAll(() => stack?.close())

const pools = POOLS.map((pool) => ({ tokens: [...pool.tokens] as [`0x${string}`, `0x${string}`], reserves: [...pool.reserves] as [bigint, bigint] }))
/** Decoded calldata checksums its addresses; the test's are lowercase. */
const lower = (addresses: readonly string[]) => addresses.map((address) => address.toLowerCase())
const build = (body: Record<string, unknown>) =>
  request(stack.server.baseUrl, '/v1/convert/build-transaction', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userAddress: on(31337, USER), eip155: { slippage: 1 }, ...body }),
  })

describe('candidatePaths', () => {
  it('weighs the direct pair and the pair through WETH, the native currency standing for WETH', () => {
    expect(candidatePaths(USDC, USDT, WETH)).toEqual([
      [USDC, USDT],
      [USDC, WETH, USDT],
    ])
    expect(candidatePaths(NATIVE, USDC, WETH)).toEqual([[WETH, USDC]])
    expect(candidatePaths(USDC, NATIVE, WETH)).toEqual([[USDC, WETH]])
    expect(candidatePaths(NATIVE, WETH, WETH)).toEqual([])
  })
})

describe('swap transactions through the router', () => {
  it('sells ETH with swapExactETHForTokens: the value is the amount, the floor 1 % under the quote, the deadline 20 minutes out', async () => {
    stack.node.estimate = 151_000n
    stack.node.gasPrice = 1_000_000_000n
    const amount = 10n ** 18n
    const answer = await build({ amount: amount.toString(), from: on(31337, NATIVE), to: on(31337, USDC) })
    expect(answer.status).toBe(200)
    const quoted = amountsOut(pools, amount, [WETH, USDC])!.at(-1)!
    expect(answer.body.tx).toMatchObject({ from: on(31337, USER), to: on(31337, ROUTER), value: amount.toString(), amount: quoted.toString(), eip155: { gas: '151000', gasPrice: '1000000000' } })
    const call = decodeFunctionData({ abi: routerAbi, data: answer.body.tx.data })
    expect(call.functionName).toBe('swapExactETHForTokens')
    const [amountOutMin, path, to, deadline] = call.args as readonly [bigint, readonly string[], string, bigint]
    expect(amountOutMin).toBe((quoted * 9_900n) / 10_000n)
    expect(lower(path)).toEqual([WETH, USDC])
    expect(to).toBe(USER)
    expect(Number(deadline) - Date.now() / 1000).toBeGreaterThan(20 * 60 - 30)
    expect(Number(deadline) - Date.now() / 1000).toBeLessThanOrEqual(20 * 60)
    const estimated = stack.node.estimates.at(-1)!
    expect([estimated.from?.toLowerCase(), estimated.to?.toLowerCase(), estimated.value]).toEqual([USER.toLowerCase(), ROUTER, '0xde0b6b3a7640000'])
  })

  it('sells a token for ETH with swapExactTokensForETH, sending no value', async () => {
    const answer = await build({ amount: '3000000000', from: on(31337, USDC), to: on(31337, NATIVE), eip155: { slippage: 0.5 } })
    expect(answer.body.tx.value).toBe('0')
    const call = decodeFunctionData({ abi: routerAbi, data: answer.body.tx.data })
    expect(call.functionName).toBe('swapExactTokensForETH')
    const [amountIn, amountOutMin, path] = call.args as readonly [bigint, bigint, readonly string[], string, bigint]
    const quoted = amountsOut(pools, 3_000_000_000n, [USDC, WETH])!.at(-1)!
    expect([amountIn, amountOutMin, lower(path)]).toEqual([3_000_000_000n, (quoted * 9_950n) / 10_000n, [USDC, WETH]])
  })

  it('swaps token for token with swapExactTokensForTokens along the better path', async () => {
    const answer = await build({ amount: '1000000000', from: on(31337, USDC), to: on(31337, USDT) })
    const call = decodeFunctionData({ abi: routerAbi, data: answer.body.tx.data })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    const path = (call.args as readonly [bigint, bigint, readonly string[], string, bigint])[2]
    const outs = [
      [USDC, USDT],
      [USDC, WETH, USDT],
    ].map((candidate) => amountsOut(pools, 1_000_000_000n, candidate as `0x${string}`[])!.at(-1)!)
    expect(lower(path)).toEqual(outs[0]! >= outs[1]! ? [USDC, USDT] : [USDC, WETH, USDT])
    expect(answer.body.tx.amount).toBe((outs[0]! >= outs[1]! ? outs[0] : outs[1])!.toString())
  })

  it('with disableEstimate builds without simulating, with a fixed gas bound', async () => {
    const estimates = stack.node.estimates.length
    const answer = await build({ amount: '1000000', from: on(31337, USDC), to: on(31337, NATIVE), disableEstimate: true })
    expect(answer.body.tx.eip155.gas).toBe('300000')
    expect(stack.node.estimates.length).toBe(estimates)
  })

  it('refuses a swap the node says would revert with a 422 giving the reason', async () => {
    stack.node.estimate = { revert: 'TransferHelper: TRANSFER_FROM_FAILED' }
    const answer = await build({ amount: '1000000', from: on(31337, USDC), to: on(31337, NATIVE) })
    expect(answer.status).toBe(422)
    expect(answer.body.message).toMatch(/^the AMM of eip155:31337 cannot do this swap: the swap would fail \(.*TRANSFER_FROM_FAILED.*\): check the balance and the allowance$/)
    stack.node.estimate = 140_000n
  })
})
