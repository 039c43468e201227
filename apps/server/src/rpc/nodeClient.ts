import { createPublicClient, type Chain, type PublicClient, type Transport } from 'viem'

/**
 * A viem client of a chain's nodes for the server's own reads (balances, swaps, NFTs, activity,
 * smart-account signatures, the embedded wallet's calls), with EIP-3668 CCIP-read off: a contract
 * anyone deploys can revert with OffchainLookup naming any URL, and viem would then fetch it from
 * the server, private hosts included. Such a revert is an error, as any other. Name resolution,
 * which needs CCIP-read, asks its gateways through the outbound policy instead
 * (identity/ensIdentityResolver.ts, outbound/ccipGatewayRequest.ts).
 */
export function nodeClient(transport: Transport, chain?: Chain): PublicClient {
  return createPublicClient({ transport, ccipRead: false, ...(chain ? { chain } : {}) }) as PublicClient
}
