import type { ChainConfig } from '../namespaces/eip155/eip155ChainConfig.ts'
import { ConfigError } from '../kernel/settings/configError.ts'
import { chainTransport } from '../rpc/chainTransport.ts'
import type { UpstreamPolicy } from '../rpc/upstreams.ts'
import { devnetAmmProvider } from './devnetAmmProvider.ts'
import { oneInchProvider } from './oneInchProvider.ts'
import { isSwapNetwork } from './swapNetworks.ts'
import { NATIVE_TOKEN, type SwapChain, type SwapProvider } from './swapProvider.ts'
import type { SwapSettings } from './swapSettings.ts'
import { zeroExProvider } from './zeroExProvider.ts'
import { nodeClient } from '../rpc/nodeClient.ts'

/** Swap reads (gas prices, allowances, quotes) are asked while the visitor waits: one retry, 5 s a node. */
const SWAP_RPC_POLICY: UpstreamPolicy = { retryCount: 1, retryDelayMs: 150, timeoutMs: 5_000 }

/** The chains swaps and gas prices are served on, and who swaps on each. */
export interface SwapVenues {
  /** A chain swaps are served on, with its provider; undefined outside them (spec §8: 'Network not supported for Swaps'). */
  swaps(caipNetworkId: string): { chain: SwapChain; provider: SwapProvider } | undefined
  /** A chain gas prices are served on (every served swap network, with a provider or not); undefined outside them. */
  gasPrices(caipNetworkId: string): SwapChain | undefined
  readonly swapNetworkIds: readonly string[]
  readonly gasPriceNetworkIds: readonly string[]
}

export interface VenueLog {
  warn(message: string): void
}

/**
 * The served eip155 chains that are swap networks (spec §9) or have an AMM, each with a client of
 * its nodes; a chain given to 0x or 1inch gets that provider, a chain with an AMM its router.
 */
export function swapVenues(chains: readonly ChainConfig[], swap: SwapSettings, log: VenueLog): SwapVenues {
  const ammByNetwork = new Map(swap.amms.map((amm) => [amm.caipNetworkId as string, amm]))
  for (const network of ammByNetwork.keys()) {
    if (!chains.some((chain) => chain.caipNetworkId === network)) throw new ConfigError(`Invalid server config: swap.amms names ${network}, which this server does not serve`)
  }
  for (const network of Object.keys(swap.providers)) {
    if (!chains.some((chain) => chain.caipNetworkId === network))
      log.warn(`convert: swaps on ${network} (FOYER_SWAP_PROVIDERS) are off: the server does not serve that chain (add it to the chains file)`)
  }
  const gasChains = new Map<string, SwapChain>()
  const providers = new Map<string, SwapProvider>()
  for (const config of chains) {
    const amm = ammByNetwork.get(config.caipNetworkId)
    if (!amm && !isSwapNetwork(config.caipNetworkId)) continue
    const chain = swapChain(config)
    gasChains.set(config.caipNetworkId, chain)
    const name = swap.providers[config.caipNetworkId]
    if (amm) providers.set(config.caipNetworkId, devnetAmmProvider(amm, chain))
    else if (name === '0x') providers.set(config.caipNetworkId, zeroExProvider(swap.zeroEx, chain))
    else if (name === '1inch') providers.set(config.caipNetworkId, oneInchProvider(swap.oneInch, chain))
  }
  return {
    swaps(network) {
      const provider = providers.get(network)
      return provider && { chain: gasChains.get(network)!, provider }
    },
    gasPrices: (network) => gasChains.get(network),
    swapNetworkIds: [...providers.keys()],
    gasPriceNetworkIds: [...gasChains.keys()],
  }
}

/** A served chain as swaps see it: its id, a client of its nodes, and the tokens the server knows there. */
function swapChain(config: ChainConfig): SwapChain {
  return {
    chainId: Number(config.caipNetworkId.slice('eip155:'.length)),
    caipNetworkId: config.caipNetworkId,
    name: config.name,
    client: nodeClient(chainTransport(config, SWAP_RPC_POLICY)),
    tokens: [
      { address: NATIVE_TOKEN, ...config.nativeCurrency },
      // Spec §5 drops tokens of 0 decimals as low quality.
      ...config.tokens.filter((token) => token.decimals > 0).map(({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals })),
    ],
  }
}
