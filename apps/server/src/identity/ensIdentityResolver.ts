import { BaseError, createPublicClient, http, type PublicClient } from 'viem'
import { mainnet } from 'viem/chains'
import { ccipGatewayRequest, GatewayRefusedError } from '../outbound/ccipGatewayRequest.ts'
import type { RemoteUrlPolicy } from '../outbound/remoteUrlPolicy.ts'
import type { IdentityResolver } from './identityResolver.ts'
import type { NameResolver } from './names/nameResolver.ts'

/**
 * A client of the Ethereum mainnet node ENS is read through (FOYER_ENS_RPC_URL, the operator's
 * choice, reached wherever it is). The CCIP-read gateways a resolver names are someone else's
 * choice: viem asks them through the outbound fetcher, under `gatewayPolicy`.
 */
export function ensClient(rpcUrl: string, gatewayPolicy: RemoteUrlPolicy): PublicClient {
  return createPublicClient({
    chain: mainnet,
    transport: http(rpcUrl, { retryCount: 1, timeout: 5_000 }),
    ccipRead: { request: ccipGatewayRequest(gatewayPolicy) },
  })
}

/**
 * Names and avatar records of addresses (reverse records), from ENS. The avatar is the `avatar`
 * text record, read and never followed here: viem's getEnsAvatar would fetch whatever URL (or NFT
 * metadata) a name's owner put there, from the server; the avatar route fetches it under the policy.
 */
export function ensIdentityResolver(client: PublicClient): IdentityResolver {
  return async (address) => {
    const name = await client.getEnsName({ address }).catch(noneWhenOffchainRefused)
    if (!name) return { name: null, avatarRecord: null }
    return { name, avatarRecord: await avatarRecordOf(client, name) }
  }
}

/** Addresses and avatar records of names (forward records), from ENS; names arrive normalised. */
export function ensNameResolver(client: PublicClient): NameResolver {
  return async (name) => {
    const address = await client.getEnsAddress({ name }).catch(noneWhenOffchainRefused)
    if (!address) return { address: null, avatarRecord: null }
    return { address, avatarRecord: await avatarRecordOf(client, name) }
  }
}

function avatarRecordOf(client: PublicClient, name: string): Promise<string | null> {
  return client.getEnsText({ name, key: 'avatar' }).catch(() => null)
}

/** A resolver whose CCIP-read gateway the policy refuses (or that answered nothing usable) resolves to nothing, as an unknown name does. */
function noneWhenOffchainRefused(error: unknown): null {
  if (error instanceof BaseError && error.walk((cause) => cause instanceof GatewayRefusedError)) return null
  throw error
}
