import type { SolanaSignInInput } from '@solana/wallet-standard-features'

/** A sign-in request as a wallet words it: the domain and the address are its own to fill in when the site gave none. */
export type SiwsFields = SolanaSignInInput & { domain: string; address: string }

/**
 * The Sign In With Solana text a wallet signs for `solana:signIn` (the SIWS ABNF): the header and
 * address, the statement after an empty line, then after another the fields given, in their order.
 * A field left out is not written; so is an empty resource list, as Foyer's own SIWS text does.
 */
export function siwsMessageText(fields: SiwsFields): string {
  const lines = [
    ...(fields.uri ? [`URI: ${fields.uri}`] : []),
    ...(fields.version ? [`Version: ${fields.version}`] : []),
    ...(fields.chainId ? [`Chain ID: ${fields.chainId}`] : []),
    ...(fields.nonce ? [`Nonce: ${fields.nonce}`] : []),
    ...(fields.issuedAt ? [`Issued At: ${fields.issuedAt}`] : []),
    ...(fields.expirationTime ? [`Expiration Time: ${fields.expirationTime}`] : []),
    ...(fields.notBefore ? [`Not Before: ${fields.notBefore}`] : []),
    ...(fields.requestId ? [`Request ID: ${fields.requestId}`] : []),
    ...(fields.resources?.length ? ['Resources:', ...fields.resources.map((resource) => `- ${resource}`)] : []),
  ]
  const header = `${fields.domain} wants you to sign in with your Solana account:\n${fields.address}`
  const statement = fields.statement ? `\n\n${fields.statement}` : ''
  return `${header}${statement}${lines.length ? `\n\n${lines.join('\n')}` : ''}`
}
