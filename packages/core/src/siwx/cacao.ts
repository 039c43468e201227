/** CACAO (CAIP-74): a signed sign-in message as an object capability, `iss` the signer's did:pkh. */
import { siwxFormat } from './siwxFormats.ts'
import type { Cacao, SiwxMessageData, SiwxSigned } from './siwxTypes.ts'

export function buildCacao(data: SiwxMessageData, signed: SiwxSigned): Cacao {
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
    s: { t: siwxFormat(data.chainId).signatureType, s: signed.signature },
  }
}
