import { z } from 'zod'
import { RpcError } from '../lib/rpcError.ts'

const hexBytes = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'hex (0x…)')

/**
 * A transaction's payload as WalletConnect's polkadot_signTransaction carries it (the polkadot-js
 * SignerPayloadJSON): every field hex but `signedExtensions` (the runtime's names, in its order) and
 * `version` (the extrinsic format).
 */
export const signerPayloadSchema = z.object({
  address: z.string(),
  blockHash: hexBytes,
  blockNumber: hexBytes,
  era: hexBytes,
  genesisHash: hexBytes,
  method: hexBytes,
  nonce: hexBytes,
  specVersion: hexBytes,
  tip: hexBytes,
  transactionVersion: hexBytes,
  signedExtensions: z.array(z.string()),
  version: z.number().int().nonnegative(),
  assetId: z.union([hexBytes, z.number()]).nullish(),
  metadataHash: hexBytes.nullish(),
  mode: z.number().int().nonnegative().optional(),
  withSignedTransaction: z.boolean().optional(),
})
export type SignerPayloadJSON = z.infer<typeof signerPayloadSchema>

const signMessageSchema = z.object({ address: z.string(), message: z.string() })
const signTransactionSchema = z.object({ address: z.string(), transactionPayload: signerPayloadSchema })

/** `polkadot_signMessage { address, message }`; a malformed one is the dapp's error (-32602). */
export function readSignMessage(params: unknown): z.infer<typeof signMessageSchema> {
  const parsed = signMessageSchema.safeParse(params)
  if (!parsed.success) throw new RpcError(-32602, `polkadot_signMessage expects { address, message }: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** `polkadot_signTransaction { address, transactionPayload }`; a malformed one is the dapp's error (-32602). */
export function readSignTransaction(params: unknown): z.infer<typeof signTransactionSchema> {
  const parsed = signTransactionSchema.safeParse(params)
  if (!parsed.success) throw new RpcError(-32602, `polkadot_signTransaction expects { address, transactionPayload: SignerPayloadJSON }: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}
