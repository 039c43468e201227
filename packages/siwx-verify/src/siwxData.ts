import { z } from 'zod'

/** The most characters a sign-in message may have: a CAIP-122 text with a few resources fits well within. */
export const MAX_MESSAGE_LENGTH = 8_192

/**
 * What a sign-in says, read field for field from its signed CAIP-122 message (spec §3 "SIWX
 * session: data"): the account and its CAIP-2 chain, who asked (domain, uri) and when.
 * Times are the message's own RFC 3339 texts.
 */
export const siwxDataSchema = z.object({
  accountAddress: z.string().describe('The account that signed in, as the message writes it'),
  chainId: z.string().describe('The CAIP-2 chain the sign-in is for: eip155:1, solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  domain: z.string().describe('The host that asked for the sign-in (an RFC 3986 authority: shop.example, localhost:5173)'),
  uri: z.string().describe('The URI the sign-in is for, on one of the project’s origins'),
  version: z.string().describe('Always "1"'),
  nonce: z.string().describe('The server’s nonce (POST /v1/sessions/nonce); also the session’s id'),
  issuedAt: z.string().describe('RFC 3339'),
  expirationTime: z.string().optional().describe('RFC 3339; the session ends then'),
  notBefore: z.string().optional().describe('RFC 3339; the session starts then'),
  statement: z.string().optional(),
  requestId: z.string().optional(),
  resources: z.array(z.string()).optional(),
})
export type SiwxData = z.output<typeof siwxDataSchema>
