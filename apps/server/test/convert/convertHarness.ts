import type { ServerConfig } from '../../src/index.ts'
import { startServer, type RunningServer } from '../harness.ts'
import { startChainNode, type ChainNodeStandin } from './chainNodeStandin.ts'
import { startOneInchStandin, ONE_INCH_KEY } from './oneInchStandin.ts'
import type { ProviderStandin } from './providerStandin.ts'
import { startZeroExStandin, ZERO_EX_KEY } from './zeroExStandin.ts'

export const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
export const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
export const DAI = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
export const ZERO = '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9'
export const USDT = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0'
export const ROUTER = '0x1111000000000000000000000000000000000001'
export const WETH = '0x2222000000000000000000000000000000000002'
export const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The stand-in AMM's pools: 100 ETH against 300,000 of each stablecoin, and the stablecoins 1:1. */
export const POOLS = [
  { tokens: [WETH, USDC], reserves: [10n ** 20n, 300_000n * 10n ** 6n] },
  { tokens: [WETH, USDT], reserves: [10n ** 20n, 300_000n * 10n ** 6n] },
  { tokens: [USDC, USDT], reserves: [100_000n * 10n ** 6n, 100_000n * 10n ** 6n] },
] as const satisfies { tokens: [`0x${string}`, `0x${string}`]; reserves: [bigint, bigint] }[]

const TOKENS = [
  { address: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  { address: DAI, name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 },
  { address: ZERO, name: 'Zero Decimals Token', symbol: 'ZERO', decimals: 0 },
  { address: USDT, name: 'Tether USD', symbol: 'USDT', decimals: 6 },
]

function chain(caipNetworkId: `eip155:${number}`, name: string, rpcUrl: string): ServerConfig['chains'][number] {
  return { caipNetworkId, name, rpcUrl, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, testnet: false, tokens: TOKENS, prices: { source: 'fixed' } }
}

export interface ConvertStack {
  server: RunningServer
  node: ChainNodeStandin
  zeroEx: ProviderStandin
  oneInch: ProviderStandin
  close(): Promise<void>
}

/**
 * A server whose chains all read one stand-in node: eip155:1 swaps through 0x and eip155:8453
 * through 1inch (both stand-ins over loopback HTTP), eip155:31337 through the stand-in AMM;
 * eip155:10 is a served swap network with no provider; eip155:31338 is served but no swap network.
 */
export async function startConvertStack(overrides: Partial<ServerConfig> = {}, timeoutMs = 400): Promise<ConvertStack> {
  const node = await startChainNode({ router: ROUTER, pools: POOLS.map((pool) => ({ tokens: [...pool.tokens], reserves: [...pool.reserves] })), tokens: [USDC, DAI, ZERO, USDT, WETH] })
  const [zeroEx, oneInch] = await Promise.all([startZeroExStandin(), startOneInchStandin()])
  const server = await startServer({
    chains: [
      chain('eip155:1', 'Ethereum (stand-in)', node.url),
      chain('eip155:8453', 'Base (stand-in)', node.url),
      chain('eip155:31337', 'Foyer Devnet (stand-in AMM)', node.url),
      chain('eip155:10', 'Optimism (no provider)', node.url),
      chain('eip155:31338', 'Foyer Devnet L2', node.url),
    ],
    swap: {
      providers: { 'eip155:1': '0x', 'eip155:8453': '1inch' },
      zeroEx: { baseUrl: zeroEx.url, apiKey: ZERO_EX_KEY, timeoutMs },
      oneInch: { baseUrl: oneInch.url, apiKey: ONE_INCH_KEY, timeoutMs },
      amms: [{ caipNetworkId: 'eip155:31337', router: ROUTER, weth: WETH, tokens: [USDC, USDT] }],
    },
    ...overrides,
  })
  return {
    server,
    node,
    zeroEx,
    oneInch,
    close: async () => {
      await server.close()
      await Promise.all([node.close(), zeroEx.close(), oneInch.close()])
    },
  }
}

/** A CAIP-10 id on a chain. */
export const on = (chainId: number, address: string) => `eip155:${chainId}:${address}`
