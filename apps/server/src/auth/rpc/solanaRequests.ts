import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { z } from 'zod'
import { badRequest } from '../../http/httpError.ts'
import type { OpenedUserKeys } from '../keys/userKeys.ts'
import { parseField } from '../routes/authRoute.ts'

export interface SolanaRequest {
  method: string
  params: unknown
  address: string
  openKeys(): OpenedUserKeys
}

const base58Schema = z.string().min(1).max(8192).regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'must be base58')

/** Runs a solana method of the embedded wallet: signing a message; the cluster's node methods need a Solana RPC node this server does not have. */
export async function runSolanaRequest(request: SolanaRequest): Promise<unknown> {
  switch (request.method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parseField(z.object({ message: base58Schema, pubkey: z.string().max(64).optional() }), request.params, 'params')
      if (pubkey !== undefined && pubkey !== request.address) throw badRequest(`body.params.pubkey must be your address ${request.address}: this wallet signs only for it`)
      const signature = ed25519.sign(base58.decode(message), request.openKeys().solanaPrivateKey)
      return { signature: base58.encode(signature) }
    }
    default:
      throw badRequest(`${request.method} is not served yet: this server has no Solana RPC node; solana_signMessage is`)
  }
}
