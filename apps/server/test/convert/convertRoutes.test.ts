/**
 * Every /v1/convert route through each kind of provider: 0x and 1inch (their stand-ins over loopback
 * HTTP) and the AMM (a stand-in node's router), and every route's refusals of bad input and of chains
 * outside the swap networks.
 */
import { decodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZERO_EX_ALLOWANCE_HOLDER } from '../../src/convert/zeroExProvider.ts'
import { request } from '../harness.ts'
import { amountsOut } from './chainNodeStandin.ts'
import { DAI, NATIVE, on, POOLS, ROUTER, startConvertStack, USDC, USDT, USER, WETH, ZERO, type ConvertStack } from './convertHarness.ts'
import { ONE_INCH_ALLOWANCE, ONE_INCH_GAS, ONE_INCH_GAS_PRICE, ONE_INCH_ROUTER, oneInchDstAmount } from './oneInchStandin.ts'
import { ZERO_EX_GAS, ZERO_EX_GAS_PRICE, ZERO_EX_SETTLER, zeroExBuyAmount } from './zeroExStandin.ts'

let stack: ConvertStack
let baseUrl: string
beforeAll(async () => {
  stack = await startConvertStack()
  baseUrl = stack.server.baseUrl
})
afterAll(() => stack?.close())

const get = (path: string, query: Record<string, string>) => request(baseUrl, `${path}?${new URLSearchParams(query)}`)
const post = (path: string, body: unknown) => request(baseUrl, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const pools = POOLS.map((pool) => ({ tokens: [...pool.tokens] as [`0x${string}`, `0x${string}`], reserves: [...pool.reserves] as [bigint, bigint] }))

describe('GET /v1/convert/tokens', () => {
  it("answers the chain's native currency and known tokens as CAIP-10 ids, leaving out 0-decimals tokens", async () => {
    const answer = await get('/v1/convert/tokens', { chainId: 'eip155:1' })
    expect(answer.status).toBe(200)
    expect(answer.body.tokens.map((token: { symbol: string }) => token.symbol)).toEqual(['ETH', 'USDC', 'DAI', 'USDT'])
    expect(answer.body.tokens[0]).toEqual({ name: 'Ether', symbol: 'ETH', address: `eip155:1:${NATIVE}`, decimals: 18, logoUri: `${baseUrl}/public/getTokenImage/ETH`, eip2612: false })
    expect(answer.body.tokens[1]).toMatchObject({ address: `eip155:1:${USDC}`, decimals: 6 })
    expect(JSON.stringify(answer.body)).not.toContain(ZERO)
  })

  it("lists on the AMM's chain only the tokens that have a pool", async () => {
    const answer = await get('/v1/convert/tokens', { chainId: 'eip155:31337' })
    expect(answer.body.tokens.map((token: { symbol: string }) => token.symbol)).toEqual(['ETH', 'USDC', 'USDT'])
  })

  it.each([
    ['a served chain with no swap provider', 'eip155:10'],
    ['a served chain outside the swap networks', 'eip155:31338'],
    ['a swap network this server does not serve', 'eip155:137'],
    ['another namespace', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ])("refuses %s with spec §8's 'Network not supported for Swaps', naming chainId", async (_, chainId) => {
    const answer = await get('/v1/convert/tokens', { chainId })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/^Network not supported for Swaps: chainId names /)
    expect(answer.body.message).toContain('eip155:1, eip155:8453, eip155:31337')
  })

  it('refuses a chainId that is not a CAIP-2 id, or none', async () => {
    expect((await get('/v1/convert/tokens', { chainId: '1' })).body.message).toMatch(/querystring\.chainId must be a CAIP-2 network id/)
    expect((await get('/v1/convert/tokens', {})).body.message).toMatch(/querystring\.chainId is required/)
  })
})

describe('GET /v1/convert/quotes', () => {
  const quote = (chainId: number, from: string, to: string, amount: string, extra: Record<string, string> = {}) =>
    get('/v1/convert/quotes', { amount, userAddress: on(chainId, USER), from: on(chainId, from), to: on(chainId, to), gasPrice: '0', ...extra })

  it("asks 0x's AllowanceHolder price with its key and v2 header, and answers AppKit's quote", async () => {
    const answer = await quote(1, NATIVE, USDC, '1000000000000000000')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      quotes: [{ id: null, fromAmount: '1000000000000000000', fromAccount: on(1, NATIVE), toAmount: zeroExBuyAmount(10n ** 18n).toString(), toAccount: on(1, USDC) }],
    })
    const sent = stack.zeroEx.requests.at(-1)!
    expect(sent.path).toBe('/swap/allowance-holder/price')
    expect(Object.fromEntries(sent.query)).toEqual({ chainId: '1', sellToken: NATIVE, buyToken: USDC, sellAmount: '1000000000000000000', taker: USER })
  })

  it('asks 1inch v6 with its bearer key, passing a known gas price on', async () => {
    const answer = await quote(8453, USDC, DAI, '5000000', { gasPrice: '7000000000', userAddress: USER })
    expect(answer.status).toBe(200)
    expect(answer.body.quotes[0].toAmount).toBe(oneInchDstAmount(5_000_000n).toString())
    const sent = stack.oneInch.requests.at(-1)!
    expect(sent.path).toBe('/swap/v6.0/8453/quote')
    expect(Object.fromEntries(sent.query)).toEqual({ src: USDC, dst: DAI, amount: '5000000', gasPrice: '7000000000' })
  })

  it("quotes the AMM's best route: the direct pool, or the one through WETH", async () => {
    const direct = await quote(31337, USDC, USDT, '1000000000')
    expect(direct.body.quotes[0].toAmount).toBe(
      best(
        [
          [USDC, USDT],
          [USDC, WETH, USDT],
        ],
        1_000_000_000n,
      ).toString(),
    )
    const native = await quote(31337, NATIVE, USDC, '1000000000000000000')
    expect(native.body.quotes[0].toAmount).toBe(
      amountsOut(pools, 10n ** 18n, [WETH, USDC])!
        .at(-1)!
        .toString(),
    )
  })

  it('refuses a pair no pool connects, or a pair 0x has no liquidity for, as a 422 that says so', async () => {
    const noPool = await quote(31337, USDC, DAI, '1000000')
    expect(noPool.status).toBe(422)
    expect(noPool.body.message).toMatch(/^the AMM of eip155:31337 cannot do this swap: no pool route/)
    const noLiquidity = await quote(1, USDC, DAI, '999')
    expect(noLiquidity.status).toBe(422)
    expect(noLiquidity.body.message).toMatch(/^0x at http:\/\/127\.0\.0\.1:\d+ cannot do this swap: no liquidity/)
    const refused = await quote(8453, USDC, DAI, '999')
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/cannot do this swap: insufficient liquidity$/)
  })

  it.each([
    ['amount 0', { amount: '0' }, /querystring\.amount must be a whole number above 0/],
    ['a negative amount', { amount: '-1' }, /querystring\.amount must be a whole number above 0/],
    ['a fractional amount', { amount: '1.5' }, /querystring\.amount must be a whole number above 0/],
    ['an amount past uint256', { amount: (maxUint256 + 1n).toString() }, /querystring\.amount must be at most 2\^256 - 1/],
    ['a plain address as from', { from: USDC }, /querystring\.from must be a CAIP-10 token id/],
    ['a wrong checksum', { from: on(1, '0x5fbDB2315678afecb367f032d93F642f64180aa3') }, /querystring\.from has capitals that are not its EIP-55 checksum/],
    ['to on another chain', { to: on(8453, USDC) }, /^to is on eip155:8453 and from on eip155:1: a swap stays on one chain/],
    ['userAddress on another chain', { userAddress: on(8453, USER) }, /^userAddress is on eip155:8453 and from on eip155:1/],
    ['the same token twice', { to: on(1, NATIVE.toLowerCase()) }, /^to is the same token as from/],
    ['a gas price that is not wei', { gasPrice: '1.5' }, /querystring\.gasPrice must be a gas price in wei/],
    ['a chain outside the swap networks', { from: on(31338, NATIVE), to: on(31338, USDC), userAddress: USER }, /^Network not supported for Swaps: from names eip155:31338/],
  ])('refuses %s with a 400 naming it', async (_, change, message) => {
    const query = { amount: '1000', userAddress: on(1, USER), from: on(1, NATIVE), to: on(1, USDC), ...change }
    const answer = await get('/v1/convert/quotes', query)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(message)
  })

  it('refuses a request without its required parameters', async () => {
    const answer = await get('/v1/convert/quotes', { from: on(1, NATIVE) })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/querystring\.amount is required.*querystring\.userAddress is required.*querystring\.to is required/)
  })
})

describe('GET /v1/convert/allowance', () => {
  it('answers the native currency as unlimited without asking anyone', async () => {
    const asked = stack.node.methods.length
    const answer = await get('/v1/convert/allowance', { tokenAddress: on(1, NATIVE), userAddress: on(1, USER) })
    expect(answer.body).toEqual({ allowance: maxUint256.toString() })
    expect(stack.node.methods.length).toBe(asked)
  })

  it("reads 0x's allowance for AllowanceHolder, and the AMM's for its router, on the chain's node", async () => {
    stack.node.setAllowance(USDC, USER, ZERO_EX_ALLOWANCE_HOLDER, 42n)
    stack.node.setAllowance(USDC, USER, ROUTER, 77n)
    expect((await get('/v1/convert/allowance', { tokenAddress: on(1, USDC), userAddress: on(1, USER) })).body).toEqual({ allowance: '42' })
    expect((await get('/v1/convert/allowance', { tokenAddress: on(31337, USDC), userAddress: USER })).body).toEqual({ allowance: '77' })
  })

  it("asks 1inch's approve/allowance", async () => {
    const answer = await get('/v1/convert/allowance', { tokenAddress: on(8453, USDT), userAddress: on(8453, USER) })
    expect(answer.body).toEqual({ allowance: ONE_INCH_ALLOWANCE.toString() })
    expect(Object.fromEntries(stack.oneInch.requests.at(-1)!.query)).toEqual({ tokenAddress: USDT, walletAddress: USER })
  })

  it('refuses an address with no token contract, a user on another chain, and a chain without swaps', async () => {
    const noToken = await get('/v1/convert/allowance', { tokenAddress: on(1, '0x000000000000000000000000000000000000dead'), userAddress: USER })
    expect(noToken.status).toBe(400)
    expect(noToken.body.message).toMatch(/^tokenAddress 0x0+dead is not an ERC-20 token on eip155:1/)
    const otherChain = await get('/v1/convert/allowance', { tokenAddress: on(1, USDC), userAddress: on(10, USER) })
    expect(otherChain.body.message).toMatch(/^userAddress is on eip155:10 and tokenAddress on eip155:1/)
    const unsupported = await get('/v1/convert/allowance', { tokenAddress: on(10, USDC), userAddress: USER })
    expect(unsupported.status).toBe(400)
    expect(unsupported.body.message).toMatch(/^Network not supported for Swaps: tokenAddress names eip155:10/)
  })
})

describe('GET /v1/convert/gas-price', () => {
  it("answers the node's gas price as standard, with fast and instant above it, on every served swap network", async () => {
    stack.node.gasPrice = 2_000_000_000n
    expect((await get('/v1/convert/gas-price', { chainId: 'eip155:1' })).body).toEqual({ standard: '2000000000', fast: '2500000000', instant: '3000000000' })
    // A swap network without a provider still has a gas price, as the AMM's chain has.
    expect((await get('/v1/convert/gas-price', { chainId: 'eip155:10' })).status).toBe(200)
    expect((await get('/v1/convert/gas-price', { chainId: 'eip155:31337' })).status).toBe(200)
  })

  it.each(['eip155:31338', 'eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])("refuses %s with spec §8's 'Network not supported for Gas Price', naming chainId", async (chainId) => {
    const answer = await get('/v1/convert/gas-price', { chainId })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/^Network not supported for Gas Price: chainId names /)
  })
})

describe('GET /v1/convert/build-approve', () => {
  const approve = (chainId: number, extra: Record<string, string> = {}) =>
    get('/v1/convert/build-approve', { userAddress: on(chainId, USER), from: on(chainId, USDC), to: on(chainId, NATIVE), ...extra })

  it("approves 0x's AllowanceHolder without limit, to the token, at the node's gas price", async () => {
    stack.node.gasPrice = 4_000_000_000n
    const answer = await approve(1)
    expect(answer.status).toBe(200)
    expect(answer.body.tx).toMatchObject({ from: on(1, USDC), to: on(1, USDC), value: '0', eip155: { gasPrice: '4000000000' } })
    const call = decodeFunctionData({ abi: erc20Abi, data: answer.body.tx.data })
    expect(call).toEqual({ functionName: 'approve', args: [ZERO_EX_ALLOWANCE_HOLDER, maxUint256] })
  })

  it("approves the AMM's router for the amount asked", async () => {
    const answer = await approve(31337, { amount: '5000000' })
    expect(decodeFunctionData({ abi: erc20Abi, data: answer.body.tx.data })).toEqual({ functionName: 'approve', args: [ROUTER, 5_000_000n] })
  })

  it("answers 1inch's approve transaction", async () => {
    const answer = await approve(8453)
    expect(answer.body.tx).toMatchObject({ from: on(8453, USDC), to: on(8453, USDC), value: '0', eip155: { gasPrice: ONE_INCH_GAS_PRICE.toString() } })
    expect(decodeFunctionData({ abi: erc20Abi, data: answer.body.tx.data }).args).toEqual([ONE_INCH_ROUTER, maxUint256])
  })

  it('refuses to approve the native currency', async () => {
    const answer = await approve(1, { from: on(1, NATIVE), to: on(1, USDC) })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/^from is the native currency of eip155:1, which needs no approval/)
  })
})

describe('POST /v1/convert/build-transaction', () => {
  const build = (chainId: number, body: Record<string, unknown> = {}) =>
    post('/v1/convert/build-transaction', {
      amount: '1000000',
      from: on(chainId, USDC),
      to: on(chainId, NATIVE),
      userAddress: on(chainId, USER),
      eip155: { slippage: 1 },
      projectId: 'foyer-dev',
      ...body,
    })

  it("answers 0x's AllowanceHolder quote transaction, asked with the slippage in basis points, as AppKit reads it", async () => {
    const answer = await build(1, { amount: '2000000000000000000', from: on(1, NATIVE), to: on(1, USDC), eip155: { slippage: 0.5 } })
    expect(answer.status).toBe(200)
    expect(answer.body.tx).toMatchObject({
      from: on(1, USER),
      to: on(1, ZERO_EX_SETTLER),
      value: '2000000000000000000',
      amount: zeroExBuyAmount(2n * 10n ** 18n).toString(),
      eip155: { gas: ZERO_EX_GAS.toString(), gasPrice: ZERO_EX_GAS_PRICE.toString() },
    })
    expect(answer.body.tx.data).toMatch(/^0x[0-9a-f]+$/)
    const sent = stack.zeroEx.requests.at(-1)!
    expect(sent.path).toBe('/swap/allowance-holder/quote')
    expect(sent.query.get('slippageBps')).toBe('50')
  })

  it("answers 1inch's swap, passing slippage (spec §7's top-level field) and disableEstimate on", async () => {
    const answer = await build(8453, { slippage: 2, eip155: undefined, disableEstimate: true })
    expect(answer.status).toBe(200)
    expect(answer.body.tx).toMatchObject({ from: on(8453, USER), to: on(8453, ONE_INCH_ROUTER), value: '0', amount: oneInchDstAmount(1_000_000n).toString() })
    // 1inch answers gas 0 without an estimate: the answer leaves gas out rather than say 0.
    expect(answer.body.tx.eip155).toEqual({ gasPrice: ONE_INCH_GAS_PRICE.toString() })
    expect(Object.fromEntries(stack.oneInch.requests.at(-1)!.query)).toEqual({
      src: USDC,
      dst: NATIVE,
      amount: '1000000',
      from: USER,
      origin: USER,
      slippage: '2',
      disableEstimate: 'true',
    })
    const estimated = await build(8453)
    expect(estimated.body.tx.eip155.gas).toBe(String(ONE_INCH_GAS))
    expect(stack.oneInch.requests.at(-1)!.query.get('slippage')).toBe('1')
  })

  it('uses 1 % slippage when the body gives none', async () => {
    await build(1, { eip155: undefined })
    expect(stack.zeroEx.requests.at(-1)!.query.get('slippageBps')).toBe('100')
  })

  it.each([
    ['slippage over 50 %', { slippage: 51, eip155: undefined }, /body\.slippage must be at most 50 \(percent\)/],
    ['a negative slippage', { eip155: { slippage: -1 } }, /body\.eip155\.slippage must be at least 0 \(percent\)/],
    ['slippage as text', { slippage: '1' }, /body\.slippage must be a number/],
    ['two different slippages', { slippage: 2 }, /^slippage is 2 and eip155\.slippage 1: give it once/],
    ['an amount as a number', { amount: 1000000 }, /body\.amount must be a string/],
    ['disableEstimate as text', { disableEstimate: 'yes' }, /body\.disableEstimate must be true or false/],
    ['no userAddress', { userAddress: undefined }, /body\.userAddress is required/],
    ['from on another chain', { from: on(8453, USDC) }, /^to is on eip155:1 and from on eip155:8453/],
    ['a chain without swaps', { from: on(10, USDC), to: on(10, NATIVE), userAddress: USER }, /^Network not supported for Swaps: from names eip155:10/],
  ])('refuses %s with a 400 naming it', async (_, change, message) => {
    const answer = await build(1, change)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(message)
  })
})

describe('/openapi.json', () => {
  it("documents the six convert routes under the 'convert' tag", async () => {
    const document = (await request(baseUrl, '/openapi.json')).body
    const convert = Object.entries(document.paths as Record<string, Record<string, { tags: string[] }>>).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags.includes('convert'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    expect(convert.sort()).toEqual([
      'GET /v1/convert/allowance',
      'GET /v1/convert/build-approve',
      'GET /v1/convert/gas-price',
      'GET /v1/convert/quotes',
      'GET /v1/convert/tokens',
      'POST /v1/convert/build-transaction',
    ])
  })
})

function best(paths: `0x${string}`[][], amountIn: bigint): bigint {
  return paths.map((path) => amountsOut(pools, amountIn, path)?.at(-1) ?? 0n).reduce((a, b) => (b > a ? b : a))
}
