import { getAddress, type Hex, type PublicClient } from 'viem'
import { z } from 'zod'
import { anonymousIdentity, cachedIdentities, type IdentityResolver } from './identityResolver.ts'
import { identityRoute } from './identityRoute.ts'
import { nameLookupRoute } from './names/nameLookupRoute.ts'
import { cachedNames, noNames, type NameResolver } from './names/nameResolver.ts'
import { readNftUri } from '../nfts/readNftOnChain.ts'
import type { RemoteUrlPolicy } from '../outbound/remoteUrlPolicy.ts'
import type { PublicOrigin } from '../kernel/http/publicOrigin.ts'
import { defineServerModule } from '../kernel/serverModule.ts'
import { siwxChains } from '../siwx/siwxChains.ts'
import { avatarImages } from './avatars/avatarImages.ts'
import { avatarRoute, avatarUrlFrom } from './avatars/avatarRoute.ts'
import { ensClient, ensIdentityResolver, ensNameResolver } from './ensIdentityResolver.ts'
import { accountNames } from './names/accountNamesTable.ts'
import { accountNameStore, type AccountNameStore } from './names/accountNameStore.ts'
import { NAMES_GATEWAY_PATH, namesGatewayRoute } from './names/namesGatewayRoute.ts'
import { profileRoutes } from './names/profileRoutes.ts'

const ensRpcUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of an Ethereum mainnet RPC node' })
const zone = z
  .string()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a lowercase DNS name with a dot, like foyer.id')
  .max(200)
const gatewayKey = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex private key')

/**
 * Names: the server's own zone (`<label>.<zone>`, registered through /v1/profile/account, spec §7),
 * and ENS when a mainnet node is configured. Addresses' names and avatars (/v1/identity/:address)
 * and names' addresses (/v1/identity/name/:name, the send form's receiver) ask the zone first.
 * With a gateway key, the zone's names are ENS names for any client too, through its CCIP-read
 * gateway (names/namesGatewayRoute.ts).
 */
export const identityModule = defineServerModule({
  name: 'identity',
  settings: {
    /** An Ethereum mainnet RPC URL for ENS names and avatars (/v1/identity); without it, only the zone's names are known. */
    ensRpcUrl: ensRpcUrl.optional(),
    /** The zone whose names the server registers and serves (spec: a provider-run zone with the suffix `.id`). */
    namesZone: zone.default('foyer.id'),
    /**
     * The key the zone's CCIP-read gateway (POST /v1/names/gateway) signs its answers with; the
     * OffchainResolver the zone's parent name points at must trust its address. Without it, no gateway.
     */
    namesGatewayKey: gatewayKey.optional(),
    /**
     * Whether names' avatars, their NFTs' metadata and resolvers' CCIP-read gateways may be fetched
     * from loopback, private and link-local addresses. Off: a name's owner cannot make the server
     * reach its own network. Tests turn it on; no environment variable does.
     */
    identityFetches: z.object({ allowPrivateHosts: z.boolean().default(false) }).prefault({}),
  },
  env: {
    variables: { FOYER_ENS_RPC_URL: ensRpcUrl.optional(), FOYER_NAMES_ZONE: zone.optional(), FOYER_NAMES_GATEWAY_KEY: gatewayKey.optional() },
    about: {
      FOYER_ENS_RPC_URL: { default: 'none', meaning: "an Ethereum mainnet RPC URL for ENS names and avatars (`/v1/identity`); without it, only the zone's names are known" },
      FOYER_NAMES_ZONE: { default: '`foyer.id`', meaning: 'the zone whose names (`<label>.<zone>`) the server registers and serves' },
      FOYER_NAMES_GATEWAY_KEY: {
        default: 'none',
        meaning: "a 0x-prefixed 32-byte hex private key: the zone's names become ENS names for any client through its CCIP-read gateway, whose answers it signs",
      },
    },
    read: (vars) => ({ ensRpcUrl: vars.FOYER_ENS_RPC_URL, namesZone: vars.FOYER_NAMES_ZONE, namesGatewayKey: vars.FOYER_NAMES_GATEWAY_KEY }),
  },
  tables: { accountNames },
  install: async (app, { settings, database, publicOrigin }) => {
    const store = accountNameStore(database.db)
    const policy = outboundPolicy(settings.identityFetches.allowPrivateHosts, publicOrigin)
    const ens = settings.ensRpcUrl ? ensClient(settings.ensRpcUrl, policy) : undefined
    // ENS answers are kept 5 minutes (spec §9); the zone's own are read each time, so a registration shows at once.
    const identities = zoneIdentities(store, settings.namesZone, ens ? cachedIdentities(ensIdentityResolver(ens)) : anonymousIdentity)
    const names = zoneNames(store, settings.namesZone, ens ? cachedNames(ensNameResolver(ens)) : noNames)
    const avatarUrl = avatarUrlFrom(publicOrigin)
    const pictures = avatarImages({ policy, readNftUri: ens && ((nft) => readNftUri(ens as PublicClient, nft)), log: app.log })
    return [
      identityRoute(identities, avatarUrl),
      nameLookupRoute(names, avatarUrl),
      avatarRoute(names, pictures),
      // A smart account's registration is checked on its chain's nodes, as a smart account's sign-in is.
      ...profileRoutes(store, settings.namesZone, siwxChains(settings)),
      namesGatewayRoute(store, settings.namesZone, settings.namesGatewayKey as Hex | undefined),
    ]
  },
})

/** An address's name in the zone (its avatar attribute the avatar), else what `otherwise` says. */
function zoneIdentities(store: AccountNameStore, zone: string, otherwise: IdentityResolver): IdentityResolver {
  return async (address) => {
    const row = await store.byAddress(address)
    return row ? { name: `${row.label}.${zone}`, avatarRecord: row.attributes.avatar ?? null } : otherwise(address)
  }
}

/** A name of the zone from the zone's own records (never ENS's), any other name from `otherwise`. */
function zoneNames(store: AccountNameStore, zone: string, otherwise: NameResolver): NameResolver {
  return async (name) => {
    if (!name.endsWith(`.${zone}`)) return otherwise(name)
    const row = await store.byLabel(name.slice(0, -zone.length - 1))
    return row ? { address: getAddress(row.address), avatarRecord: row.attributes.avatar ?? null } : { address: null, avatarRecord: null }
  }
}

/**
 * What the server fetches for names (avatars, NFT metadata, CCIP-read gateways): public hosts only,
 * except its own names gateway at its configured public origin, matched exactly (in dev, a
 * loopback address: the devnet's OffchainResolver sends clients there).
 */
function outboundPolicy(allowPrivateHosts: boolean, publicOrigin: PublicOrigin): RemoteUrlPolicy {
  return { allowPrivateHosts, trusted: (url) => url.origin === publicOrigin() && url.pathname === NAMES_GATEWAY_PATH && !url.search }
}
