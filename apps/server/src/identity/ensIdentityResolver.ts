import { createPublicClient, http } from 'viem'
import { mainnet } from 'viem/chains'
import { normalize } from 'viem/ens'
import type { IdentityResolver } from '../routes/identity.ts'

/** Names and avatars from ENS, read through an Ethereum mainnet RPC node (FOYER_ENS_RPC_URL). */
export function ensIdentityResolver(rpcUrl: string): IdentityResolver {
  const client = createPublicClient({ chain: mainnet, transport: http(rpcUrl, { retryCount: 1, timeout: 5_000 }) })
  return async (address) => {
    const name = await client.getEnsName({ address })
    if (!name) return { name: null, avatar: null }
    const avatar = await client.getEnsAvatar({ name: normalize(name) }).catch(() => null)
    return { name, avatar }
  }
}
