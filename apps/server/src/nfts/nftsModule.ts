import type { PublicClient } from 'viem'
import { z } from 'zod'
import { postgresActivityLedger } from '../activity/postgresActivityLedger.ts'
import { chainTransport } from '../rpc/chainTransport.ts'
import type { UpstreamPolicy } from '../rpc/upstreams.ts'
import { defineServerModule } from '../kernel/serverModule.ts'
import { accountNftsRoute } from './accountNftsRoute.ts'
import { createNftCatalogue, type NftCatalogue } from './nftCatalogue.ts'
import { nftImageRoute } from './nftImageRoute.ts'
import { listedCollections, nftSettingsSchema } from './nftSettings.ts'
import { spamList } from './nftSpamRule.ts'
import { nodeClient } from '../rpc/nodeClient.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** NFT metadata and pictures read from the chains, cached: the NFT routes and the history's nft_info share it. */
    nftCatalogue: NftCatalogue
  }
}

/** Metadata reads wait on a node as a balance read does; one retry covers a dropped connection. */
const NFT_RPC_POLICY: UpstreamPolicy = { retryCount: 1, retryDelayMs: 150, timeoutMs: 5_000 }

/**
 * NFTs: an account's holdings from the indexed transfers (GET /v1/account/:address/nfts), their
 * pictures (GET /public/nftImage/…), and the catalogue of their metadata with the spam rule, which
 * the history reads too (`nftCatalogue`, which activity needs).
 */
export const nftsModule = defineServerModule({
  name: 'nfts',
  provides: ['nftCatalogue'],
  settings: { nfts: nftSettingsSchema.prefault({}) },
  env: {
    variables: { FOYER_NFT_SPAM_CONTRACTS: z.string().optional() },
    about: {
      FOYER_NFT_SPAM_CONTRACTS: { default: 'none', meaning: 'collections the operator calls spam, whatever their names say: `eip155:1:0x…` (chain and contract), separated by commas or spaces' },
    },
    read: (vars) => ({ nfts: { spamContracts: vars.FOYER_NFT_SPAM_CONTRACTS === undefined ? undefined : listedCollections(vars.FOYER_NFT_SPAM_CONTRACTS) } }),
  },
  install: async (app, { settings, database, publicOrigin }) => {
    const clients = new Map<string, PublicClient>(settings.chains.eip155.map((chain) => [chain.caipNetworkId, nodeClient(chainTransport(chain, NFT_RPC_POLICY))]))
    const catalogue = createNftCatalogue({
      clients,
      spam: spamList(settings.nfts.spamContracts),
      policy: { allowPrivateHosts: settings.nfts.allowPrivateHosts },
      log: app.log,
    })
    app.decorate('nftCatalogue', catalogue)
    const ledger = postgresActivityLedger(database.db)
    const served = settings.chains.eip155.map((chain) => chain.caipNetworkId)
    return [accountNftsRoute(ledger, served, catalogue, publicOrigin), nftImageRoute(ledger, served, catalogue)]
  },
})
