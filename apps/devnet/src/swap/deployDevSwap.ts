import { createPublicClient, createWalletClient, erc20Abi, getContractAddress, http, isAddressEqual, parseUnits, type Abi, type Address, type Hash } from 'viem'
import { devSwapPairArtifact, devSwapRouterArtifact, devTokenArtifact, devWethArtifact, tetherTokenArtifact } from '../contracts/artifacts.ts'
import type { DevAccount } from '../devAccounts.ts'
import type { DevnetToken } from '../deployDevTokens.ts'
import type { ChainPlan } from '../devnetPlan.ts'
import { devSwapPlan, SWAP_DEPLOYER_INDEX, SWAP_FEE_BPS, WETH_SYMBOL, type SwapPoolPlan } from './swapPlan.ts'
import { minedReceipt } from '../minedReceipts.ts'

/** One of the AMM's pools, as the server and the tests see it. */
export interface DevnetSwapPair {
  address: Address
  /** The pool's tokens in its own order (token0 is the lower address), and their symbols in that order. */
  tokens: [Address, Address]
  symbols: [string, string]
}

/** The devnet's AMM on one chain: what a wallet quotes, approves and swaps with. */
export interface DevnetSwap {
  /** DevSwapRouter: `getAmountsOut` quotes, `swapExact…` swaps; the spender to approve for an ERC-20 input. */
  router: Address
  /** DevWeth, the wrapped native token the pools hold: a path from or to ETH starts or ends with it. */
  weth: DevnetToken
  /** The fee every pool keeps from a swap's input, in basis points (0.3%). */
  feeBps: number
  pairs: DevnetSwapPair[]
}

/**
 * Deploys the AMM on a chain whose tokens are deployed: DevWeth, a DevSwapPair per pool of
 * devSwapPlan and the DevSwapRouter knowing them, from dev account SWAP_DEPLOYER_INDEX at its
 * nonces 0, 1, 2…; then that account mints the tokens the pools need (it is their minter), wraps
 * the ether they need and adds both sides of each pool. Every transaction waits for the one before,
 * so the chain ends the same at every start; a different address means the chain was not fresh.
 */
export async function deployDevSwap(rpcUrl: string, plan: ChainPlan, tokens: DevnetToken[], accounts: DevAccount[]): Promise<DevnetSwap> {
  const deployer = accounts[SWAP_DEPLOYER_INDEX]!.address
  const transport = http(rpcUrl)
  // anvil unlocks its dev accounts, so eth_sendTransaction needs no local signing.
  const wallet = createWalletClient({ account: deployer, transport })
  const client = createPublicClient({ transport })
  const mined = async (what: string, hash: Hash) => {
    const receipt = await minedReceipt(client, hash)
    if (receipt.status !== 'success') throw new Error(`${what} on chain ${plan.chainId} failed (is the chain fresh?)`)
    return receipt
  }
  const deploy = async (what: string, nonce: number, artifact: { abi: Abi; bytecode: `0x${string}` }, args: readonly unknown[]) => {
    const address = getContractAddress({ from: deployer, nonce: BigInt(nonce) })
    const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args, nonce, chain: null } as Parameters<typeof wallet.deployContract>[0])
    const receipt = await mined(`Deploying ${what}`, hash)
    if (!receipt.contractAddress || !isAddressEqual(receipt.contractAddress, address)) {
      throw new Error(`${what} on chain ${plan.chainId} was not deployed at ${address} (is the chain fresh?)`)
    }
    return address
  }

  const weth: DevnetToken = { address: await deploy('DevWeth', 0, devWethArtifact, []), name: 'Wrapped Ether (dev)', symbol: WETH_SYMBOL, decimals: 18, priceUsd: plan.nativePriceUsd }
  const bySymbol = new Map([...tokens, weth].map((token) => [token.symbol, token]))
  const tokenOf = (symbol: string) => {
    const token = bySymbol.get(symbol)
    if (!token) throw new Error(`A devnet pool holds ${symbol}, which chain ${plan.chainId} does not deploy`)
    return token
  }
  const pools = devSwapPlan.map((pool) => ({ pool, tokens: pool.tokens.map(tokenOf) as [DevnetToken, DevnetToken] }))

  const pairs: Address[] = []
  for (const [index, { pool, tokens }] of pools.entries()) {
    pairs.push(await deploy(`The ${pool.tokens.join('/')} pool`, 1 + index, devSwapPairArtifact, [tokens[0].address, tokens[1].address]))
  }
  const router = await deploy('DevSwapRouter', 1 + pools.length, devSwapRouterArtifact, [weth.address, pairs])

  // What the pools hold, by token: minted (or, for ETH, wrapped) once per token, then shared out.
  const needed = new Map<DevnetToken, bigint>()
  const amountsOf = pools.map(({ pool, tokens }) => tokens.map((token) => poolAmount(pool, token)) as [bigint, bigint])
  for (const [index, { tokens }] of pools.entries()) {
    for (const [side, token] of tokens.entries()) needed.set(token, (needed.get(token) ?? 0n) + amountsOf[index]![side]!)
  }
  for (const [token, amount] of needed) {
    if (token === weth) {
      await mined('Wrapping ETH for the pools', await wallet.writeContract({ address: weth.address, abi: devWethArtifact.abi, functionName: 'deposit', value: amount, chain: null }))
    } else if (plan.tokens.find((planned) => planned.symbol === token.symbol)?.contract === 'TetherToken') {
      // USDT's way: its owner issues to itself.
      await mined(`Issuing ${token.symbol}`, await wallet.writeContract({ address: token.address, abi: tetherTokenArtifact.abi, functionName: 'issue', args: [amount], chain: null }))
    } else {
      await mined(`Minting ${token.symbol}`, await wallet.writeContract({ address: token.address, abi: devTokenArtifact.abi, functionName: 'mint', args: [deployer, amount], chain: null }))
    }
  }

  // Both sides into the pair, then mint: the pair counts what arrived beyond its reserves.
  for (const [index, { pool, tokens }] of pools.entries()) {
    const pair = pairs[index]!
    for (const [side, token] of tokens.entries()) {
      // Sent, not read: erc20Abi's bool return is never decoded, so USDT's empty return is fine here.
      const hash = await wallet.writeContract({ address: token.address, abi: erc20Abi, functionName: 'transfer', args: [pair, amountsOf[index]![side]!], chain: null })
      await mined(`Funding the ${pool.tokens.join('/')} pool with ${token.symbol}`, hash)
    }
    await mined(
      `Adding liquidity to the ${pool.tokens.join('/')} pool`,
      await wallet.writeContract({ address: pair, abi: devSwapPairArtifact.abi, functionName: 'mint', args: [deployer], chain: null }),
    )
  }

  return {
    router,
    weth,
    feeBps: SWAP_FEE_BPS,
    pairs: pools.map(({ tokens }, index) => {
      // The pair orders its tokens by address, as the contract does.
      const [token0, token1] = BigInt(tokens[0].address) < BigInt(tokens[1].address) ? tokens : [tokens[1], tokens[0]]
      return { address: pairs[index]!, tokens: [token0.address, token1.address], symbols: [token0.symbol, token1.symbol] }
    }),
  }
}

/** One side of a pool in the token's smallest units: its USD value at the dev price table's price. */
function poolAmount(pool: SwapPoolPlan, token: DevnetToken): bigint {
  // toFixed never writes an exponent (below 1e21); the plan's round numbers divide exactly.
  return parseUnits((pool.usdPerSide / token.priceUsd).toFixed(token.decimals), token.decimals)
}
