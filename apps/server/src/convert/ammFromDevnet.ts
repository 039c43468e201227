import { eip155NetworkId } from '../caip.ts'
import type { SwapSettings } from './swapSettings.ts'

/** The part of a devnet chain (`@foyer/devnet`'s DevnetChain) that says where its AMM is. */
export interface DevnetChainWithSwap {
  chainId: number
  swap: { router: string; weth: { address: string }; pairs: readonly { tokens: readonly [string, string] }[] }
}

type AmmInput = SwapSettings['amms'][number]

/**
 * A devnet chain's AMM as the server's `swap.amms` takes it: its router, its WETH, and the tokens
 * some pool holds (WETH itself stands for the native currency, listed anyway).
 */
export function swapAmmFromDevnet(chain: DevnetChainWithSwap): AmmInput {
  const weth = chain.swap.weth.address.toLowerCase()
  const pooled = new Set(chain.swap.pairs.flatMap((pair) => pair.tokens.map((token) => token.toLowerCase())).filter((token) => token !== weth))
  return {
    caipNetworkId: eip155NetworkId(chain.chainId),
    router: chain.swap.router as AmmInput['router'],
    weth: chain.swap.weth.address as AmmInput['weth'],
    tokens: [...pooled] as AmmInput['tokens'],
  }
}
