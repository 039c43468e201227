/** The account SIWX signs in: the active namespace's connected account on its network. */
import type { FoyerContext } from '../context.ts'
import type { CaipNetworkId } from '../types.ts'

export interface SiwxOwner {
  chainId: CaipNetworkId
  address: string
}

export function siwxOwner(ctx: FoyerContext): SiwxOwner | undefined {
  const chain = ctx.chains.active()
  const address = chain?.accountState.address
  const chainId = chain?.networkState.caipNetwork?.caipNetworkId
  if (chain?.accountState.status !== 'connected' || !address || !chainId) return undefined
  return { chainId, address }
}

export function isSameOwner(a: SiwxOwner | undefined, b: SiwxOwner | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.chainId === b.chainId && a.address === b.address)
}
