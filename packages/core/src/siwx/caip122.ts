/**
 * CAIP-122 sign-in messages: the fields every format shares (each namespace's format, in its
 * package, writes its text on them), and the text of a namespace without a profile of its own.
 */
import type { CaipNetworkId } from '../types.ts'
import type { SiwxMessageData } from '../siwxTypes.ts'

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
