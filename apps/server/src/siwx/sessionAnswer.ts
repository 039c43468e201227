import { siwxSessionSchema, type SiwxSession } from '@foyer/siwx-verify'
import { listedSessionSchema as protocolListedSessionSchema } from '@foyer/core/protocol'
import type { z } from 'zod'
import type { NewSession } from './sessionStore.ts'

/**
 * A session as its sign-in answers it to the signer (spec §3: data, message, signature, cacao),
 * with its id, the nonce: the pci that revokes it. Only POST /v1/sessions answers this, and only
 * to the browser that signed; the listing answers listedSessionSchema.
 */
export const sessionAnswerSchema = siwxSessionSchema.required({ id: true })

export function sessionAnswer(row: Pick<NewSession, 'nonce' | 'data' | 'message' | 'signature' | 'cacao'>): SiwxSession {
  return { id: row.nonce, data: row.data, message: row.message, signature: row.signature, cacao: row.cacao }
}

/**
 * A session as GET /v1/sessions/:address lists it to anyone: its id, chain, times and status;
 * never its message or signature (a copy of those signed no one in, but they are the signer's).
 */
export const listedSessionSchema = protocolListedSessionSchema
export type ListedSession = z.output<typeof listedSessionSchema>

export function listedSession(row: Pick<NewSession, 'nonce' | 'chainId' | 'data' | 'expiresAt'>): ListedSession {
  return { id: row.nonce, chainId: row.chainId, issuedAt: row.data.issuedAt, expiresAt: row.expiresAt?.toISOString() ?? null, status: 'live' }
}
