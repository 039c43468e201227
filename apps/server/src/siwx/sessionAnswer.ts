import { siwxSessionSchema, type SiwxSession } from '@foyer/siwx-verify'
import type { NewSession } from './sessionStore.ts'

/** A session as the routes answer it (spec §3: data, message, signature, cacao), with its id, the nonce: the pci that revokes it. */
export const sessionAnswerSchema = siwxSessionSchema.required({ id: true })

export function sessionAnswer(row: Pick<NewSession, 'nonce' | 'data' | 'message' | 'signature' | 'cacao'>): SiwxSession {
  return { id: row.nonce, data: row.data, message: row.message, signature: row.signature, cacao: row.cacao }
}
