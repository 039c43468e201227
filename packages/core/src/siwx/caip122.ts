/**
 * CAIP-122 sign-in messages: the fields every format shares, and the texts of the namespaces that
 * have no format of their own yet. Sign In With Solana is CAIP-122's Solana profile.
 */
import type { CaipNetworkId } from '../types.ts'
import type { SiwxMessageData } from './siwxTypes.ts'

/** The lines after the header, in CAIP-122's order; `chainId` as the format writes it. */
export function messageFields(data: SiwxMessageData, chainId: string): string[] {
  return [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)] : []),
  ]
}

/** The chain id inside its namespace: `1` of `eip155:1`. */
export function caip2Reference(chainId: CaipNetworkId): string {
  return chainId.slice(chainId.indexOf(':') + 1)
}

/**
 * A CAIP-122 message for a namespace without a format of its own: `blockchain` names the chain
 * family in the header ("Bitcoin", "Polkadot"), Chain ID is the CAIP-2 reference.
 */
export function caip122Text(data: SiwxMessageData, blockchain: string): string {
  const statement = data.statement ? `${data.statement}\n` : ''
  const header = `${data.domain} wants you to sign in with your ${blockchain} account:\n${data.accountAddress}\n\n${statement}`
  return `${header}\n${messageFields(data, caip2Reference(data.chainId)).join('\n')}`
}

// Solana's clusters by their CAIP-2 reference (the genesis hash's first 32 characters), as SIWS names them.
const SOLANA_CLUSTERS: Record<string, string> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
}

/** SIWS's Chain ID: the cluster's name where it is a public one, else the CAIP-2 id. */
export function siwsChainId(chainId: CaipNetworkId): string {
  return SOLANA_CLUSTERS[caip2Reference(chainId)] ?? chainId
}

/**
 * Sign In With Solana's text (the Solana Wallet Standard's `solana:signIn` message): as CAIP-122,
 * but without a statement the address is followed by one empty line only.
 */
export function siwsText(data: SiwxMessageData): string {
  const statement = data.statement ? `\n\n${data.statement}` : ''
  return `${data.domain} wants you to sign in with your Solana account:\n${data.accountAddress}${statement}\n\n${messageFields(data, siwsChainId(data.chainId)).join('\n')}`
}
