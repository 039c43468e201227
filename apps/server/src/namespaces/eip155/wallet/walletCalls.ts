import { z } from 'zod'
import { hexData, hexQuantity } from './evmValues.ts'
import { toHex, type Hex, type PublicClient } from 'viem'
import { evmAddressSchema } from '../../../caip.ts'
import { badRequest } from '../../../kernel/http/httpError.ts'
import { parseField } from '../../../auth/routes/authRoute.ts'

/** At most this many calls in one wallet_sendCalls (each is its own transaction). */
export const MAX_CALLS = 10

export const sendCallsSchema = z.tuple([
  z.object({
    version: z.string().max(16).optional(),
    chainId: hexQuantity.optional(),
    from: evmAddressSchema.optional(),
    calls: z
      .array(
        z.object({
          to: evmAddressSchema.optional(),
          value: hexQuantity.optional(),
          data: hexData.optional(),
        }),
      )
      .min(1)
      .max(MAX_CALLS),
    atomicRequired: z.boolean().optional(),
    capabilities: z.record(z.string(), z.unknown()).optional(),
  }),
])

export type SendCalls = z.output<typeof sendCallsSchema>[0]

/**
 * EIP-5792 without a smart account: the calls are sent one after another as plain transactions
 * (not atomic), and the batch id is their hashes end to end, so wallet_getCallsStatus needs no
 * stored state.
 */
export function callsId(hashes: readonly Hex[]): Hex {
  return `0x${hashes.map((hash) => hash.slice(2)).join('')}`
}

/** wallet_getCallsStatus: the receipts of a batch's transactions, 100 while any is pending, 200 when all succeeded, 500 when all reverted, 600 when some did. */
export async function callsStatus(client: PublicClient, chainId: number, params: unknown) {
  const [id] = parseField(z.tuple([z.string().regex(/^0x([0-9a-fA-F]{64}){1,10}$/, 'must be an id wallet_sendCalls answered')]), params, 'params')
  const hashes = id
    .slice(2)
    .match(/.{64}/g)!
    .map((hex) => `0x${hex}` as Hex)
  const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash }).catch(() => null)))
  const done = receipts.filter((receipt) => receipt !== null)
  const succeeded = done.filter((receipt) => receipt.status === 'success').length
  const status = done.length < hashes.length ? 100 : succeeded === hashes.length ? 200 : succeeded === 0 ? 500 : 600
  return {
    version: '2.0.0',
    id,
    chainId: toHex(chainId),
    atomic: false,
    status,
    receipts: done.map((receipt) => ({
      logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
      status: receipt.status === 'success' ? '0x1' : '0x0',
      blockHash: receipt.blockHash,
      blockNumber: toHex(receipt.blockNumber),
      gasUsed: toHex(receipt.gasUsed),
      transactionHash: receipt.transactionHash,
    })),
  }
}

/** Refuses what a plain-transaction batch cannot honour. */
export function checkSendCalls(calls: SendCalls, own: string, chainId: number): void {
  if (calls.from !== undefined && calls.from.toLowerCase() !== own.toLowerCase()) throw badRequest(`body.params[0].from must be your address ${own}: this wallet sends only from it`)
  if (calls.chainId !== undefined && BigInt(calls.chainId) !== BigInt(chainId)) throw badRequest(`body.params[0].chainId must be the request's chain (${toHex(chainId)})`)
  if (calls.atomicRequired) throw badRequest('body.params[0].atomicRequired cannot be met: this wallet sends calls one by one, not atomically')
}
