import { z } from 'zod'
import { anonymousIdentity, identityRoute } from '../routes/identity.ts'
import { defineServerModule } from '../serverModule.ts'
import { noNames, nameLookupRoute } from '../routes/nameLookup.ts'
import { ensClient, ensIdentityResolver, ensNameResolver } from './ensIdentityResolver.ts'

const ensRpcUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of an Ethereum mainnet RPC node' })

/**
 * Names and avatars of addresses (/v1/identity/:address) and addresses of names
 * (/v1/identity/name/:name, the send form's receiver), from ENS when a mainnet node is configured.
 */
export const identityModule = defineServerModule({
  name: 'identity',
  settings: {
    /** An Ethereum mainnet RPC URL for ENS names and avatars (/v1/identity); without it, identities are null. */
    ensRpcUrl: ensRpcUrl.optional(),
  },
  env: {
    variables: { FOYER_ENS_RPC_URL: ensRpcUrl.optional() },
    read: (vars) => ({ ensRpcUrl: vars.FOYER_ENS_RPC_URL }),
  },
  install: async (_app, { settings }) => {
    const ens = settings.ensRpcUrl ? ensClient(settings.ensRpcUrl) : undefined
    return [identityRoute(ens ? ensIdentityResolver(ens) : anonymousIdentity), nameLookupRoute(ens ? ensNameResolver(ens) : noNames)]
  },
})
