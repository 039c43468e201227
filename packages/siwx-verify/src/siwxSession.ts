import { z } from 'zod'
import { cacaoSchema } from './cacao.ts'
import { MAX_MESSAGE_LENGTH, siwxDataSchema } from './siwxData.ts'

/** A signed-in session as Foyer's server answers it (spec §3): its data, the message signed, the signature and the CACAO. */
export const siwxSessionSchema = z.object({
  id: z.string().optional().describe('The session’s id: its nonce (pci of POST /v1/sessions/{address}/revoke)'),
  data: siwxDataSchema,
  message: z.string().max(MAX_MESSAGE_LENGTH),
  signature: z.string(),
  cacao: cacaoSchema,
})
export type SiwxSession = z.output<typeof siwxSessionSchema>
