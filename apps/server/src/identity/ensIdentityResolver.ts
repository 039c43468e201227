import { createPublicClient, http, type PublicClient } from 'viem'
import { mainnet } from 'viem/chains'
import type { IdentityResolver } from '../routes/identity.ts'
import type { NameResolver } from '../routes/nameLookup.ts'

/** A client of the Ethereum mainnet node ENS is read through (FOYER_ENS_RPC_URL). */
export function ensClient(rpcUrl: string): PublicClient {
  return createPublicClient({ chain: mainnet, transport: http(rpcUrl, { retryCount: 1, timeout: 5_000 }) })
}

/** Names and avatars of addresses (reverse records), from ENS. */
export function ensIdentityResolver(client: PublicClient): IdentityResolver {
  return async (address) => {
    const name = await client.getEnsName({ address })
    if (!name) return { name: null, avatar: null }
    const avatar = await client.getEnsAvatar({ name }).catch(() => null)
    return { name, avatar }
  }
}

/** Addresses and avatars of names (forward records), from ENS; names arrive normalised. */
export function ensNameResolver(client: PublicClient): NameResolver {
  return async (name) => {
    const address = await client.getEnsAddress({ name })
    if (!address) return { address: null, avatar: null }
    const avatar = await client.getEnsAvatar({ name }).catch(() => null)
    return { address, avatar }
  }
}
