import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, erc20Abi, getContractAddress, http, parseAbi, parseEther, parseUnits, type Abi, type Address, type Hash, type PublicClient } from 'viem'
import { devSwapPairArtifact, devSwapRouterArtifact, devWethArtifact } from '../src/contracts/artifacts.ts'
import { SWAP_DEPLOYER_INDEX, startDevnet, type Devnet, type DevnetChain } from '../src/index.ts'

/** What a wallet or server calls on the router to quote, and to build a swap (a wallet approves the router first for a token input). */
const routerAbi = parseAbi([
  'function weth() view returns (address)',
  'function FEE_BPS() view returns (uint256)',
  'function getPair(address tokenA, address tokenB) view returns (address)',
  'function allPairs() view returns (address[])',
  'function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) pure returns (uint256)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])
const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint256 reserve0, uint256 reserve1)',
  'function totalLiquidity() view returns (uint256)',
  'function liquidityOf(address) view returns (uint256)',
  'function mint(address to) returns (uint256)',
  'function burn(uint256 liquidity, address to) returns (uint256, uint256)',
  'function swap(uint256 amount0Out, uint256 amount1Out, address to)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Sync(uint256 reserve0, uint256 reserve1)',
])
const wethAbi = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256 value)',
  'event Deposit(address indexed account, uint256 value)',
  'event Withdrawal(address indexed account, uint256 value)',
])
// USDT's approve returns nothing: a wallet must not expect a bool (viem does not decode a sent transaction's result).
const tetherApproveAbi = parseAbi(['function approve(address _spender, uint256 _value)'])

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(() => devnet?.stop())

const chain = (chainId = 31337): DevnetChain => devnet.chains.find((c) => c.chainId === chainId)!
const clientOf = (chainId = 31337): PublicClient => createPublicClient({ transport: http(chain(chainId).rpcUrl), pollingInterval: 20 })
const walletOf = (account: Address, chainId = 31337) => createWalletClient({ account, transport: http(chain(chainId).rpcUrl) })
const token = (symbol: string, chainId = 31337): Address => (symbol === 'WETH' ? chain(chainId).swap.weth.address : chain(chainId).tokens.find((t) => t.symbol === symbol)!.address)
const pairOf = (a: string, b: string, chainId = 31337) => {
  const pair = chain(chainId).swap.pairs.find((p) => p.symbols.includes(a) && p.symbols.includes(b))!
  return pair
}
const balanceOf = (tokenAddress: Address, holder: Address, chainId = 31337) => clientOf(chainId).readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
const router = (chainId = 31337) => chain(chainId).swap.router
const quote = async (amountIn: bigint, path: string[], chainId = 31337) =>
  (await clientOf(chainId).readContract({ address: router(chainId), abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, path.map((s) => token(s, chainId))] })).at(-1)!
/** The reserves of the pool of `tokenIn` and `tokenOut`, in that order. */
async function reserves(tokenIn: string, tokenOut: string, chainId = 31337): Promise<[bigint, bigint]> {
  const pair = pairOf(tokenIn, tokenOut, chainId)
  const [reserve0, reserve1] = await clientOf(chainId).readContract({ address: pair.address, abi: pairAbi, functionName: 'getReserves' })
  return pair.symbols[0] === tokenIn ? [reserve0, reserve1] : [reserve1, reserve0]
}
/** x·y = k with 0.3% of the input kept: the output that keeps reserveIn·reserveOut, rounded down. */
const constantProductOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) => (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
const deadline = async (fromNow: bigint, chainId = 31337) => (await clientOf(chainId).getBlock()).timestamp + fromNow
async function mined(hash: Hash, chainId = 31337) {
  const receipt = await clientOf(chainId).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

/** `function name(types) returns (types)`: what a caller's ABI must agree on. */
const signatures = (abi: Abi) =>
  abi.flatMap((item) => (item.type === 'function' ? [`${item.name}(${item.inputs.map((input) => input.type).join(',')}) returns (${item.outputs.map((output) => output.type).join(',')})`] : []))

describe("the devnet's AMM", () => {
  it('is deployed on both chains by dev account 6 at its nonces 0–4: WETH, the three pools, the router', () => {
    const deployer = devnet.accounts[SWAP_DEPLOYER_INDEX]!.address
    const [weth, wethUsdc, wethUsdt, usdcUsdt, routerAddress] = [0n, 1n, 2n, 3n, 4n].map((nonce) => getContractAddress({ from: deployer, nonce }))
    expect(SWAP_DEPLOYER_INDEX).toBe(6)
    // As the README lists them.
    expect([weth, routerAddress]).toEqual(['0x7ef8E99980Da5bcEDcF7C10f41E55f759F6A174B', '0xbD3afEF4b26918cDb922F9D80aeA9b8e64524432'])
    for (const { swap } of devnet.chains) {
      expect(swap).toMatchObject({
        router: routerAddress,
        weth: { address: weth, name: 'Wrapped Ether (dev)', symbol: 'WETH', decimals: 18, priceUsd: 3000 },
        feeBps: 30,
      })
      expect(swap.pairs.map((pair) => [pair.address, [...pair.symbols].sort()])).toEqual([
        [wethUsdc, ['USDC', 'WETH']],
        [wethUsdt, ['USDT', 'WETH']],
        [usdcUsdt, ['USDC', 'USDT']],
      ])
    }
  })

  it('declares the ABI a wallet quotes and swaps with, and the router knows every pool by its tokens in either order', async () => {
    const ours = new Set(signatures(devSwapRouterArtifact.abi))
    for (const signature of signatures(routerAbi)) expect(ours, signature).toContain(signature)
    const pairSignatures = new Set(signatures(devSwapPairArtifact.abi))
    for (const signature of signatures(pairAbi)) expect(pairSignatures, signature).toContain(signature)
    for (const signature of signatures(wethAbi)) expect(new Set(signatures(devWethArtifact.abi)), signature).toContain(signature)

    for (const chainId of [31337, 31338]) {
      const read = clientOf(chainId)
      const { swap } = chain(chainId)
      expect(await read.readContract({ address: swap.router, abi: routerAbi, functionName: 'weth' })).toBe(swap.weth.address)
      expect(await read.readContract({ address: swap.router, abi: routerAbi, functionName: 'FEE_BPS' })).toBe(30n)
      expect(await read.readContract({ address: swap.router, abi: routerAbi, functionName: 'allPairs' })).toEqual(swap.pairs.map((pair) => pair.address))
      for (const pair of swap.pairs) {
        const [a, b] = pair.tokens
        expect(await read.readContract({ address: swap.router, abi: routerAbi, functionName: 'getPair', args: [a, b] })).toBe(pair.address)
        expect(await read.readContract({ address: swap.router, abi: routerAbi, functionName: 'getPair', args: [b, a] })).toBe(pair.address)
        expect([
          await read.readContract({ address: pair.address, abi: pairAbi, functionName: 'token0' }),
          await read.readContract({ address: pair.address, abi: pairAbi, functionName: 'token1' }),
        ]).toEqual(pair.tokens)
        expect(BigInt(pair.tokens[0]) < BigInt(pair.tokens[1])).toBe(true)
      }
    }
  })

  it('holds liquidity at the dev price table on both chains: 100 WETH against 300,000 USDC or USDT, 1,000,000 USDC against 1,000,000 USDT', async () => {
    for (const chainId of [31337, 31338]) {
      expect(await reserves('WETH', 'USDC', chainId)).toEqual([parseEther('100'), parseUnits('300000', 6)])
      expect(await reserves('WETH', 'USDT', chainId)).toEqual([parseEther('100'), parseUnits('300000', 6)])
      expect(await reserves('USDC', 'USDT', chainId)).toEqual([parseUnits('1000000', 6), parseUnits('1000000', 6)])
      // The pools' shares belong to the deployer; WETH's supply is the ether it holds.
      const deployer = devnet.accounts[SWAP_DEPLOYER_INDEX]!.address
      const pair = pairOf('WETH', 'USDC', chainId).address
      expect(await clientOf(chainId).readContract({ address: pair, abi: pairAbi, functionName: 'liquidityOf', args: [deployer] })).toBe(
        await clientOf(chainId).readContract({ address: pair, abi: pairAbi, functionName: 'totalLiquidity' }),
      )
      expect(await clientOf(chainId).readContract({ address: token('WETH', chainId), abi: erc20Abi, functionName: 'totalSupply' })).toBe(parseEther('200'))
    }
  })

  it('quotes x·y = k with the 0.3% fee, one hop or two, and 1 ETH buys about 2960 USDC at 3000 USD per ETH', async () => {
    const [wethReserve, usdcReserve] = await reserves('WETH', 'USDC')
    const oneEth = await quote(parseEther('1'), ['WETH', 'USDC'])
    expect(oneEth).toBe(constantProductOut(parseEther('1'), wethReserve, usdcReserve))
    expect(oneEth).toBe(2_961_474_103n) // 2961.474103 USDC: 1% price impact and the fee below 3000
    // The quote is the largest output the pool pays: one unit more would lower reserveIn·reserveOut after the fee.
    const product = (out: bigint) => (wethReserve * 1000n + parseEther('1') * 997n) * (usdcReserve - out)
    expect(product(oneEth) >= wethReserve * usdcReserve * 1000n).toBe(true)
    expect(product(oneEth + 1n) >= wethReserve * usdcReserve * 1000n).toBe(false)
    expect(await clientOf().readContract({ address: router(), abi: routerAbi, functionName: 'getAmountOut', args: [parseEther('1'), wethReserve, usdcReserve] })).toBe(oneEth)

    const [usdcIn, usdtOut] = await reserves('USDC', 'USDT')
    const hundredUsdc = parseUnits('100', 6)
    const twoHops = await clientOf().readContract({
      address: router(),
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [hundredUsdc, [token('USDC'), token('USDT'), token('WETH')]],
    })
    const viaUsdt = constantProductOut(hundredUsdc, usdcIn, usdtOut)
    expect(twoHops).toEqual([hundredUsdc, viaUsdt, constantProductOut(viaUsdt, ...(await reserves('USDT', 'WETH')))])
  })

  it('swaps ETH for USDC through the router: the balances on chain move by the quoted amounts, and so do the reserves', async () => {
    const buyer = devnet.accounts[3]!.address
    const amountIn = parseEther('0.5')
    const quoted = await quote(amountIn, ['WETH', 'USDC'])
    const [wethBefore, usdcReserveBefore] = await reserves('WETH', 'USDC')
    const [ethBefore, usdcBefore] = [await clientOf().getBalance({ address: buyer }), await balanceOf(token('USDC'), buyer)]

    const hash = await walletOf(buyer).writeContract({
      address: router(),
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [quoted, [token('WETH'), token('USDC')], buyer, await deadline(600n)],
      value: amountIn,
      chain: null,
    })
    const receipt = await mined(hash)

    expect(await balanceOf(token('USDC'), buyer)).toBe(usdcBefore + quoted)
    expect(await clientOf().getBalance({ address: buyer })).toBe(ethBefore - amountIn - receipt.gasUsed * receipt.effectiveGasPrice)
    expect(await reserves('WETH', 'USDC')).toEqual([wethBefore + amountIn, usdcReserveBefore - quoted])
  })

  it('swaps a token for a token after an approve: USDC in, USDT (whose transfer returns nothing) out', async () => {
    const trader = devnet.accounts[1]!.address
    const amountIn = parseUnits('100', 6)
    const [usdcBefore, usdtBefore] = [await balanceOf(token('USDC'), trader), await balanceOf(token('USDT'), trader)]
    const quoted = await quote(amountIn, ['USDC', 'USDT'])
    expect(quoted).toBe(constantProductOut(amountIn, ...(await reserves('USDC', 'USDT'))))

    // Without an allowance the router cannot take the input.
    const swapArgs = [amountIn, quoted, [token('USDC'), token('USDT')], trader, await deadline(600n)] as const
    await expect(clientOf().simulateContract({ account: trader, address: router(), abi: routerAbi, functionName: 'swapExactTokensForTokens', args: swapArgs })).rejects.toThrow(
      /DevSwap: TRANSFER_FROM_FAILED/,
    )

    await mined(await walletOf(trader).writeContract({ address: token('USDC'), abi: erc20Abi, functionName: 'approve', args: [router(), amountIn], chain: null }))
    await mined(await walletOf(trader).writeContract({ address: router(), abi: routerAbi, functionName: 'swapExactTokensForTokens', args: swapArgs, chain: null }))

    expect(await balanceOf(token('USDC'), trader)).toBe(usdcBefore - amountIn)
    expect(await balanceOf(token('USDT'), trader)).toBe(usdtBefore + quoted)
    expect(await clientOf().readContract({ address: token('USDC'), abi: erc20Abi, functionName: 'allowance', args: [trader, router()] })).toBe(0n)
  })

  it('takes USDT in, whose transferFrom returns nothing: USDT for ETH, and USDT for USDC, after an approve in USDT’s way', async () => {
    const trader = devnet.accounts[0]!.address
    const usdt = token('USDT')
    const toEth = parseUnits('30', 6)
    const toUsdc = parseUnits('20', 6)
    // USDT refuses to move one non-zero allowance to another, so approve the whole amount once.
    await mined(await walletOf(trader).writeContract({ address: usdt, abi: tetherApproveAbi, functionName: 'approve', args: [router(), toEth + toUsdc], chain: null }))
    const usdtBefore = await balanceOf(usdt, trader)

    const ethQuote = await quote(toEth, ['USDT', 'WETH'])
    expect(ethQuote).toBe(constantProductOut(toEth, ...(await reserves('USDT', 'WETH'))))
    const ethBefore = await clientOf().getBalance({ address: trader })
    const receipt = await mined(
      await walletOf(trader).writeContract({
        address: router(),
        abi: routerAbi,
        functionName: 'swapExactTokensForETH',
        args: [toEth, ethQuote, [usdt, token('WETH')], trader, await deadline(600n)],
        chain: null,
      }),
    )
    expect(await clientOf().getBalance({ address: trader })).toBe(ethBefore + ethQuote - receipt.gasUsed * receipt.effectiveGasPrice)

    const usdcQuote = await quote(toUsdc, ['USDT', 'USDC'])
    const usdcBefore = await balanceOf(token('USDC'), trader)
    await mined(
      await walletOf(trader).writeContract({
        address: router(),
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [toUsdc, usdcQuote, [usdt, token('USDC')], trader, await deadline(600n)],
        chain: null,
      }),
    )
    expect(await balanceOf(token('USDC'), trader)).toBe(usdcBefore + usdcQuote)
    expect(await balanceOf(usdt, trader)).toBe(usdtBefore - toEth - toUsdc)
  })

  it('refuses a swap whose output would be below the minimum: DevSwap: INSUFFICIENT_OUTPUT_AMOUNT', async () => {
    const buyer = devnet.accounts[3]!.address
    const amountIn = parseEther('0.1')
    const quoted = await quote(amountIn, ['WETH', 'USDC'])
    const usdcBefore = await balanceOf(token('USDC'), buyer)
    await expect(
      clientOf().simulateContract({
        account: buyer,
        address: router(),
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [quoted + 1n, [token('WETH'), token('USDC')], buyer, await deadline(600n)],
        value: amountIn,
      }),
    ).rejects.toThrow(/DevSwap: INSUFFICIENT_OUTPUT_AMOUNT/)
    // Sent anyway (a fixed gas limit skips the node's estimate): mined as failed, nothing moved.
    const hash = await walletOf(buyer).writeContract({
      address: router(),
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [quoted + 1n, [token('WETH'), token('USDC')], buyer, await deadline(600n)],
      value: amountIn,
      gas: 300_000n,
      chain: null,
    })
    expect((await clientOf().waitForTransactionReceipt({ hash })).status).toBe('reverted')
    expect(await balanceOf(token('USDC'), buyer)).toBe(usdcBefore)
  })

  it('refuses a swap after its deadline: DevSwap: EXPIRED', async () => {
    const buyer = devnet.accounts[3]!.address
    await expect(
      clientOf().simulateContract({
        account: buyer,
        address: router(),
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [token('WETH'), token('USDC')], buyer, await deadline(-1n)],
        value: parseEther('0.1'),
      }),
    ).rejects.toThrow(/DevSwap: EXPIRED/)
  })

  it('refuses a path without a pool or not starting with WETH for ETH, with a reason', async () => {
    const buyer = devnet.accounts[3]!.address
    const swapEth = (path: Address[]) =>
      deadline(600n).then((until) =>
        clientOf().simulateContract({ account: buyer, address: router(), abi: routerAbi, functionName: 'swapExactETHForTokens', args: [0n, path, buyer, until], value: 1n }),
      )
    await expect(swapEth([token('USDC'), token('USDT')])).rejects.toThrow(/DevSwap: INVALID_PATH/)
    await expect(swapEth([token('WETH'), token('DAI')])).rejects.toThrow(/DevSwap: NO_PAIR/)
  })

  it('swaps on the L2 too, against its own pools', async () => {
    const buyer = devnet.accounts[4]!.address
    const amountIn = parseEther('1')
    const quoted = await quote(amountIn, ['WETH', 'USDT'], 31338)
    expect(quoted).toBe(constantProductOut(amountIn, ...(await reserves('WETH', 'USDT', 31338))))
    const before = await balanceOf(token('USDT', 31338), buyer, 31338)
    await mined(
      await walletOf(buyer, 31338).writeContract({
        address: router(31338),
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [quoted, [token('WETH', 31338), token('USDT', 31338)], buyer, await deadline(600n, 31338)],
        value: amountIn,
        chain: null,
      }),
      31338,
    )
    expect(await balanceOf(token('USDT', 31338), buyer, 31338)).toBe(before + quoted)
  })
})
