import { listedChains } from '../namespaces/namespaces.ts'
import { getTokenImageRoute } from './tokenImageRoute.ts'
import { getAssetImageRoute, getCurrencyImageRoute } from './imageRoutes.ts'
import { defineServerModule } from '../kernel/serverModule.ts'

/** Token, asset and currency images (public: an <img> sends no projectId). */
export const imagesModule = defineServerModule({
  name: 'images',
  install: async (_app, { settings }) => {
    // Every namespace's chains: a Solana cluster's SOL and SPL tokens have images as an EVM chain's do.
    const chains = listedChains(settings.chains)
    return [getTokenImageRoute(chains), getAssetImageRoute(chains), getCurrencyImageRoute()]
  },
})
