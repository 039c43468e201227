import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { createSolanaRpc, getBase64EncodedWireTransaction, getTransactionDecoder, isSolanaError, type SignatureBytes, type Transaction } from '@solana/kit'
import { z } from 'zod'
import { badRequest, HttpError } from '../../../kernel/http/httpError.ts'
import { UpstreamsUnavailableError } from '../../../rpc/upstreams.ts'
import type { SolanaChainConfig } from '../solanaChainConfig.ts'
import { onAnyNode } from '../onAnyNode.ts'
import { AuthError } from '../../../auth/authErrors.ts'
import type { WalletRequest } from '../../embeddedWallet.ts'
import { parseField } from '../../../auth/routes/authRoute.ts'

/** A Solana method for the signed-in user; `chain` (the cluster's nodes) is absent on a cluster served for signing only. */
export type SolanaRequest = WalletRequest<SolanaChainConfig>

/** The largest transaction a validator takes. */
const MAX_TRANSACTION_BYTES = 1232
/** A node that does not take the transaction in this time is reported as failing (502). */
const NODE_POLICY = { timeoutMs: 10_000, retryCount: 0, retryDelayMs: 0 }

const base58Schema = z
  .string()
  .min(1)
  .max(8192)
  .regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'must be base58')
const transactionSchema = z
  .string()
  .min(1)
  .max(Math.ceil(MAX_TRANSACTION_BYTES / 3) * 4)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be the transaction in base64')
const sendOptionsSchema = z.strictObject({
  skipPreflight: z.boolean().optional(),
  preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
  maxRetries: z.number().int().min(0).max(100).optional(),
  minContextSlot: z.number().int().min(0).optional(),
})

/**
 * Runs a solana method of the embedded wallet (WalletConnect's Solana RPC: base58 messages and
 * signatures, base64 transactions): signs a message or a transaction with the user's key, and sends
 * a signed transaction through the cluster's nodes.
 */
export async function runSolanaRequest(request: SolanaRequest): Promise<unknown> {
  switch (request.method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parseField(z.object({ message: base58Schema, pubkey: z.string().max(64).optional() }), request.params, 'params')
      if (pubkey !== undefined && pubkey !== request.address) throw badRequest(`body.params.pubkey must be your address ${request.address}: this wallet signs only for it`)
      const signature = ed25519.sign(base58.decode(message), request.openKeys().solanaPrivateKey)
      return { signature: base58.encode(signature) }
    }
    case 'solana_signTransaction': {
      const { transaction } = parseField(z.object({ transaction: transactionSchema }), request.params, 'params')
      const signed = signTransaction(request, transaction)
      return { signature: base58.encode(signed.signatures[request.address as keyof Transaction['signatures']]!), transaction: getBase64EncodedWireTransaction(signed) }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = parseField(z.object({ transaction: transactionSchema, sendOptions: sendOptionsSchema.optional() }), request.params, 'params')
      const chain = request.chain
      if (!chain) throw badRequest(`${request.caipNetworkId} is served for signing only: this server has no node to send through; solana_signTransaction signs for you to send`)
      // Checked and signed before any node is asked: a transaction this wallet may not sign never leaves.
      const signed = signTransaction(request, transaction)
      return { signature: await send(chain, signed, sendOptions) }
    }
    default:
      throw badRequest(`${request.method} is not a solana method this wallet runs; it runs solana_signMessage, solana_signTransaction and solana_signAndSendTransaction`)
  }
}

/**
 * The transaction with the user's signature in its slot. The user must be one of its signers (the
 * message lists them first); the other signers' slots are kept as given, so a transaction another
 * party has signed (or will) stays whole.
 */
function signTransaction(request: SolanaRequest, encoded: string): Transaction {
  let decoded: Transaction
  try {
    const bytes = base64.decode(encoded)
    if (bytes.length > MAX_TRANSACTION_BYTES) throw new Error(`it is ${bytes.length} bytes; a Solana transaction is at most ${MAX_TRANSACTION_BYTES}`)
    decoded = getTransactionDecoder().decode(bytes)
  } catch (error) {
    throw badRequest(`body.params.transaction is not a Solana transaction: ${error instanceof Error ? error.message : String(error)}`)
  }
  const signers = Object.keys(decoded.signatures)
  if (!signers.includes(request.address)) {
    throw badRequest(`body.params.transaction is not to be signed by your address ${request.address}: its signers are ${signers.join(', ') || 'none'}`)
  }
  const signature = ed25519.sign(Uint8Array.from(decoded.messageBytes), request.openKeys().solanaPrivateKey) as SignatureBytes
  return { ...decoded, signatures: { ...decoded.signatures, [request.address]: signature } }
}

/** Sends on the first node that answers; answers the transaction's id (its fee payer's signature). */
async function send(chain: SolanaChainConfig, transaction: Transaction, options: z.output<typeof sendOptionsSchema> | undefined): Promise<string> {
  const nodes = [chain.rpcUrl, ...(chain.rpcUrls ?? [])].map((url) => createSolanaRpc(url))
  const wire = getBase64EncodedWireTransaction(transaction)
  const config = {
    encoding: 'base64' as const,
    ...(options?.skipPreflight !== undefined && { skipPreflight: options.skipPreflight }),
    ...(options?.preflightCommitment && { preflightCommitment: options.preflightCommitment }),
    ...(options?.maxRetries !== undefined && { maxRetries: BigInt(options.maxRetries) }),
    ...(options?.minContextSlot !== undefined && { minContextSlot: BigInt(options.minContextSlot) }),
  }
  try {
    return await onAnyNode(nodes, NODE_POLICY, (rpc, abortSignal) => rpc.sendTransaction(wire, config).send({ abortSignal }))
  } catch (error) {
    if (error instanceof UpstreamsUnavailableError) throw new HttpError(502, `The Solana cluster's RPC node did not answer: ${error.message}`, { cause: error })
    // The node's refusal (a failed simulation: too little SOL, a stale blockhash) is its answer: a 400 with its words.
    if (isSolanaError(error)) throw new AuthError(400, error.message, Number(error.context.__code))
    throw error
  }
}
