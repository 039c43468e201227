import { z } from 'zod'
import type { SiwxData } from './siwxData.ts'

/**
 * How a CACAO's signature is checked: `eip191` an Ethereum account's key (personal_sign),
 * `eip1271` an Ethereum smart account's contract (EIP-1271, or EIP-6492 before it is deployed,
 * asked of the chain), `solana:ed25519` a Solana account's key over the message's bytes,
 * `bip122:bip322-simple` a Bitcoin address's BIP-322 simple signature (P2WPKH, P2TR),
 * `polkadot:sr25519` and `polkadot:ed25519` a Polkadot account's key over the `<Bytes>`-wrapped message.
 */
export const CACAO_SIGNATURE_TYPES = ['eip191', 'eip1271', 'solana:ed25519', 'bip122:bip322-simple', 'polkadot:sr25519', 'polkadot:ed25519'] as const
export type CacaoSignatureType = (typeof CACAO_SIGNATURE_TYPES)[number]

/**
 * A sign-in as a CACAO (CAIP-74: chain-agnostic object capability): header, the CAIP-122 payload
 * (`iss` the signer as a did:pkh, `aud` the message's URI) and the signature.
 */
export const cacaoPayloadSchema = z.object({
  domain: z.string().max(255),
  iss: z.string().max(300).describe('did:pkh:<CAIP-2 chain>:<address>'),
  aud: z.string().max(2_048).describe('The message’s URI'),
  version: z.string().max(8),
  nonce: z.string().max(256),
  iat: z.string().max(64),
  exp: z.string().max(64).optional(),
  nbf: z.string().max(64).optional(),
  statement: z.string().max(2_048).optional(),
  requestId: z.string().max(256).optional(),
  resources: z.array(z.string().max(2_048)).max(32).optional(),
})

export const cacaoSchema = z.object({
  h: z.object({ t: z.literal('caip122') }),
  p: cacaoPayloadSchema,
  s: z.object({ t: z.enum(CACAO_SIGNATURE_TYPES), s: z.string().max(20_000) }),
})
export type Cacao = z.output<typeof cacaoSchema>

/** The CACAO of a sign-in: its data as the payload, its signature as checked (`t` says how). */
export function cacaoOf(data: SiwxData, signature: { t: CacaoSignatureType; s: string }): Cacao {
  return {
    h: { t: 'caip122' },
    p: {
      domain: data.domain,
      iss: `did:pkh:${data.chainId}:${data.accountAddress}`,
      aud: data.uri,
      version: data.version,
      nonce: data.nonce,
      iat: data.issuedAt,
      ...(data.expirationTime !== undefined && { exp: data.expirationTime }),
      ...(data.notBefore !== undefined && { nbf: data.notBefore }),
      ...(data.statement !== undefined && { statement: data.statement }),
      ...(data.requestId !== undefined && { requestId: data.requestId }),
      ...(data.resources !== undefined && { resources: data.resources }),
    },
    s: { t: signature.t, s: signature.s },
  }
}
