import { createChainsStore, seedInitialState, type InitialState } from '@foyer/core/internal'
import { useState } from 'react'
import type { FoyerInstance } from './createFoyer.ts'

/**
 * The Foyer a provider's render reads, with a returning visitor's accounts (`initialState`) drawn
 * in before its first render, so the server's markup and the hydrating render agree. In the
 * browser the client itself is seeded (once: its seeding is ignored after start(), and repeating
 * it is harmless). On the server one module-level foyer may serve many requests at once, so the
 * visitor's state goes into a chains store of this render's own and never reaches another visitor.
 */
export function useSeededFoyer(foyer: FoyerInstance, initialState: InitialState | undefined): FoyerInstance {
  const [serverFoyer] = useState(() => {
    if (!initialState) return undefined
    if (typeof document === 'undefined') return withOwnChains(foyer, initialState)
    foyer.client.seedInitialState(initialState)
    return undefined
  })
  return serverFoyer ?? foyer
}

function withOwnChains(foyer: FoyerInstance, initialState: InitialState): FoyerInstance {
  const { ctx } = foyer.client
  const networks = ctx.chains.get().networks
  const chains = createChainsStore([...networks], ctx.options.defaultNetwork)
  seedInitialState(chains, networks, initialState)
  return { ...foyer, client: { ...foyer.client, ctx: { ...ctx, chains } } }
}
