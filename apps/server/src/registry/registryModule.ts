import { z } from 'zod'
import { getWalletImageRoute } from '../routes/getWalletImage.ts'
import { getWalletsRoute } from '../routes/getWallets.ts'
import { defineServerModule } from '../serverModule.ts'
import { servedRegistry } from './referenceWallet.ts'
import { registryWallets } from './wallets.ts'

const webWalletUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of a web wallet' })

/** The wallet registry: /getWallets and the wallets' icons. */
export const registryModule = defineServerModule({
  name: 'registry',
  settings: {
    /** A web wallet listed first in the registry (the dev stack lists its reference WalletConnect wallet). */
    referenceWalletUrl: webWalletUrl.optional(),
  },
  env: {
    variables: { FOYER_REFERENCE_WALLET_URL: webWalletUrl.optional() },
    read: (vars) => ({ referenceWalletUrl: vars.FOYER_REFERENCE_WALLET_URL }),
  },
  install: async (_app, { settings }) => {
    const reference = settings.referenceWalletUrl ? { url: settings.referenceWalletUrl, chains: settings.chains.map((c) => c.caipNetworkId) } : undefined
    const wallets = servedRegistry(registryWallets, reference)
    return [getWalletsRoute(wallets), getWalletImageRoute(wallets)]
  },
})
