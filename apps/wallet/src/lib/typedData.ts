import { z } from 'zod'
import { RpcError } from './rpcError.ts'

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().min(1),
  domain: z.record(z.string(), z.unknown()).default({}),
  message: z.record(z.string(), z.unknown()),
})
export type TypedData = z.infer<typeof typedDataSchema>

export interface TypedDataRequest {
  address: string
  typedData: TypedData
}

/** Reads eth_signTypedData_v4's `[address, typedData]`, where typedData is JSON text (the standard) or an object. */
export function readTypedData(params: unknown): TypedDataRequest {
  if (!Array.isArray(params) || typeof params[0] !== 'string' || params[1] === undefined) {
    throw new RpcError(-32602, 'eth_signTypedData_v4 expects [address, typedData].')
  }
  let raw: unknown = params[1]
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw)
    } catch {
      throw new RpcError(-32602, 'The typed data is not valid JSON.')
    }
  }
  const parsed = typedDataSchema.safeParse(raw)
  if (!parsed.success) throw new RpcError(-32602, `The typed data is not EIP-712: ${z.prettifyError(parsed.error)}`)
  return { address: params[0], typedData: parsed.data }
}
