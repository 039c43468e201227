import { encodeFunctionData, parseAbi } from 'viem'
import { approveTransaction, readAllowance } from './erc20Approval.ts'
import { askNode, swapRefused } from './swapErrors.ts'
import { isNativeToken, type Address, type QuoteRequest, type SwapChain, type SwapProvider, type SwapToken } from './swapProvider.ts'

/** The Uniswap-V2-style router functions the provider calls (the devnet's DevSwapRouter). */
export const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/** Where a chain's AMM is: its router, the wrapped native token its pools hold, and the tokens that have pools. */
export interface AmmContracts {
  router: Address
  weth: Address
  /** The ERC-20 tokens with a pool (the list /v1/convert/tokens answers); omitted, every configured token. */
  tokens?: readonly Address[] | undefined
}

/** A signed swap stays valid this long: past it the router refuses it rather than fill at a stale price. */
const DEADLINE_SECONDS = 20 * 60
/** Gas for a swap built without estimating (disableEstimate): a generous bound for a two-hop V2 swap. */
const UNESTIMATED_GAS = 300_000n

/**
 * Swaps through a Uniswap-V2-style router read on the chain's node, with no API: the devnet's AMM
 * (pools of WETH/USDC, WETH/USDT and USDC/USDT). Quotes are the router's getAmountsOut over the best
 * of the direct pair and the pair through WETH; the native currency goes in and out as WETH.
 * Allowances and approvals are the ERC-20's, for the router.
 */
export function devnetAmmProvider(contracts: AmmContracts, chain: SwapChain): SwapProvider {
  const name = `the AMM of ${chain.caipNetworkId}`
  const tradable = contracts.tokens && new Set(contracts.tokens.map((token) => token.toLowerCase()))
  const tokens: SwapToken[] = chain.tokens.filter((token) => !tradable || isNativeToken(token.address) || tradable.has(token.address.toLowerCase()))

  // A pair without a pool reverts: that path is simply not a route.
  const noPool = swapRefused(name, 'no pool')
  const amountOut = (path: Address[], amountIn: bigint) =>
    askNode(
      chain,
      'getAmountsOut',
      () => chain.client.readContract({ address: contracts.router, abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, path] }),
      () => noPool,
    ).then(
      (amounts) => ({ path, buyAmount: amounts.at(-1) ?? 0n }),
      (error: unknown) => (error === noPool ? undefined : Promise.reject(error)),
    )
  const best = async (request: QuoteRequest) => {
    const outcomes = await Promise.all(candidatePaths(request.sellToken, request.buyToken, contracts.weth).map((path) => amountOut(path, request.sellAmount)))
    const routes = outcomes.filter((outcome): outcome is NonNullable<typeof outcome> => outcome !== undefined && outcome.buyAmount > 0n)
    if (routes.length === 0) throw swapRefused(name, `no pool route from ${request.sellToken} to ${request.buyToken} for this amount`)
    return routes.reduce((a, b) => (b.buyAmount > a.buyAmount ? b : a))
  }

  return {
    name,
    tokens: async () => tokens,
    quote: async (request) => ({ buyAmount: (await best(request)).buyAmount }),
    allowance: (token, owner) => readAllowance(chain, token, owner, contracts.router),
    buildApprove: (token, _owner, amount) => approveTransaction(chain, token, contracts.router, amount),
    async buildTransaction(request) {
      const { path, buyAmount } = await best(request)
      const minimum = (buyAmount * BigInt(Math.round((100 - request.slippagePercent) * 100))) / 10_000n
      const deadline = BigInt(Math.floor(Date.now() / 1000) + DEADLINE_SECONDS)
      const data = swapCalldata(request, path, minimum, deadline)
      const value = isNativeToken(request.sellToken) ? request.sellAmount : 0n
      const [gasPrice, gas] = await Promise.all([
        askNode(chain, 'eth_gasPrice', () => chain.client.getGasPrice()),
        request.estimateGas
          ? askNode(
              chain,
              'eth_estimateGas',
              () => chain.client.estimateGas({ account: request.taker, to: contracts.router, data, value, prepare: false }),
              (reason) => swapRefused(name, `the swap would fail (${reason}): check the balance and the allowance`),
            )
          : UNESTIMATED_GAS,
      ])
      return { to: contracts.router, data, value, gas, gasPrice, buyAmount }
    },
  }
}

/** The router's calldata for this swap: ETH in, ETH out, or token to token, received by the taker. */
export function swapCalldata(request: QuoteRequest, path: readonly Address[], amountOutMin: bigint, deadline: bigint) {
  const to = request.taker
  if (isNativeToken(request.sellToken)) {
    return encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [amountOutMin, path, to, deadline] })
  }
  const args = [request.sellAmount, amountOutMin, path, to, deadline] as const
  if (isNativeToken(request.buyToken)) return encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForETH', args })
  return encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForTokens', args })
}

/** The paths worth asking: the direct pair and the pair through WETH, the native currency standing for WETH. */
export function candidatePaths(sell: Address, buy: Address, weth: Address): Address[][] {
  const asPoolToken = (token: Address) => (isNativeToken(token) ? weth : token)
  const [from, to] = [asPoolToken(sell), asPoolToken(buy)]
  const same = (a: Address, b: Address) => a.toLowerCase() === b.toLowerCase()
  if (same(from, to)) return []
  const paths: Address[][] = [[from, to]]
  if (!same(from, weth) && !same(to, weth)) paths.push([from, weth, to])
  return paths
}
