/** CACAO (CAIP-74): a signed sign-in message as an object capability, `iss` the signer's did:pkh. */
import type { Cacao, SiwxMessageData, SiwxSigned } from '../siwxTypes.ts'

/** The CACAO of a signed message; `signatureType` is its namespace format's (CAIP-74: `eip191`, `solana:ed25519`). */
export function buildCacao(data: SiwxMessageData, signed: SiwxSigned, signatureType: string): Cacao {
  return {
    h: { t: 'caip122' },
    p: {
      domain: data.domain,
      iss: `did:pkh:${data.chainId}:${data.accountAddress}`,
      aud: data.uri,
      version: data.version,
      nonce: data.nonce,
      iat: data.issuedAt,
      ...(data.notBefore && { nbf: data.notBefore }),
      ...(data.expirationTime && { exp: data.expirationTime }),
      ...(data.statement && { statement: data.statement }),
      ...(data.requestId && { requestId: data.requestId }),
      ...(data.resources?.length ? { resources: data.resources } : {}),
    },
    s: { t: signatureType, s: signed.signature },
  }
}
