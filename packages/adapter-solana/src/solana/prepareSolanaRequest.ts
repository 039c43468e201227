import type { PreparedRequest, RequestSender } from '@foyer/core/internal'
import { base58, base64 } from '@scure/base'
import type { SolanaSendOptions } from './requestTypes.ts'

/** The largest transaction a validator takes. */
const MAX_TRANSACTION_BYTES = 1232
const COMMITMENTS = ['processed', 'confirmed', 'finalized']

/** Checks a host's solana request and makes it the namespace's wallet RPC; undefined for a name the namespace does not declare. */
export function prepareSolanaRequest(name: string, params: unknown, sender: RequestSender): PreparedRequest | undefined {
  const input = (params ?? {}) as Record<string, unknown>
  switch (name) {
    case 'signTransaction':
      return {
        kind: 'signature',
        rpc: { method: 'solana_signTransaction', params: { transaction: transactionBase64(input.transaction) } },
        read: (answer) => {
          const { signature, transaction } = (answer ?? {}) as { signature?: unknown; transaction?: unknown }
          if (!isBase58Signature(signature) || typeof transaction !== 'string') throw new Error('The wallet answered solana_signTransaction without a signature and a signed transaction')
          return { signature, transaction }
        },
      }
    case 'signAndSendTransaction': {
      const sendOptions = checkSendOptions(input.sendOptions)
      return {
        kind: 'transaction',
        rpc: { method: 'solana_signAndSendTransaction', params: { transaction: transactionBase64(input.transaction), ...(sendOptions && { sendOptions }) } },
        // Who receives is inside the instructions; Activity shows the transaction as the sender's.
        sentTo: sender.address,
        read: (answer) => {
          const signature = (answer as { signature?: unknown } | null)?.signature
          if (!isBase58Signature(signature)) throw new Error('The wallet answered solana_signAndSendTransaction without a signature')
          return signature
        },
      }
    }
    default:
      return undefined
  }
}

function transactionBase64(value: unknown): string {
  let bytes: Uint8Array
  if (value instanceof Uint8Array) bytes = value
  else if (typeof value === 'string') {
    try {
      bytes = base64.decode(value)
    } catch {
      throw new TypeError("transaction must be the transaction's wire bytes, or those bytes in base64")
    }
  } else throw new TypeError("transaction must be the transaction's wire bytes (a Uint8Array), or those bytes in base64")
  // A signature count, one signature, a message header, an account and a blockhash at the least.
  if (bytes.length < 1 + 64 + 3 + 32 + 32) throw new TypeError(`transaction is ${bytes.length} bytes: too short to be a Solana transaction`)
  if (bytes.length > MAX_TRANSACTION_BYTES) throw new TypeError(`transaction is ${bytes.length} bytes: a Solana transaction is at most ${MAX_TRANSACTION_BYTES}`)
  return base64.encode(bytes)
}

function checkSendOptions(value: unknown): SolanaSendOptions | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'object' || value === null) throw new TypeError('sendOptions must be an object')
  const options = value as Record<string, unknown>
  if (options.skipPreflight !== undefined && typeof options.skipPreflight !== 'boolean') throw new TypeError('sendOptions.skipPreflight must be true or false')
  if (options.preflightCommitment !== undefined && !COMMITMENTS.includes(options.preflightCommitment as string))
    throw new TypeError(`sendOptions.preflightCommitment must be one of ${COMMITMENTS.join(', ')}`)
  for (const field of ['maxRetries', 'minContextSlot'] as const) {
    const number = options[field]
    if (number !== undefined && !(Number.isInteger(number) && (number as number) >= 0)) throw new TypeError(`sendOptions.${field} must be a whole number of 0 or more`)
  }
  return options as SolanaSendOptions
}

function isBase58Signature(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value)) return false
  return base58.decode(value).length === 64
}
