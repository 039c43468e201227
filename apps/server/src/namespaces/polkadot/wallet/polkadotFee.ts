import { signedExtrinsic, type SignerPayloadJSON } from '@foyer/adapter-polkadot/transaction'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { PolkadotRpcError, type polkadotRpc } from '../polkadotRpc.ts'

/** A signature of the right length, never valid: the fee depends on the extrinsic's length, not on its proof. */
const PLACEHOLDER_SIGNATURE = new Uint8Array(64).fill(1)

/**
 * What the chain says the transaction costs, in planck (RuntimeDispatchInfo's partial fee: the base,
 * length and weight fees, the tip left out): the payload's extrinsic, its signature a placeholder,
 * weighed by the runtime at the node's best block. It asks the runtime API itself
 * (`state_call TransactionPaymentApi_query_info`, the extrinsic and its length), which is what a
 * node's `payment_queryInfo` does inside: that RPC is deprecated in Polkadot SDK nodes, and
 * chopsticks' writes the length big-endian, which makes the length fee some 10^7 times too high.
 */
export async function polkadotNetworkFee(rpc: ReturnType<typeof polkadotRpc>, payload: SignerPayloadJSON): Promise<bigint> {
  const extrinsic = signedExtrinsic(payload, PLACEHOLDER_SIGNATURE)
  const length = new Uint8Array(4)
  new DataView(length.buffer).setUint32(0, extrinsic.length, true)
  const answer = await rpc.call('state_call', ['TransactionPaymentApi_query_info', `0x${bytesToHex(extrinsic)}${bytesToHex(length)}`])
  if (typeof answer !== 'string') throw new PolkadotRpcError('the node answered state_call TransactionPaymentApi_query_info with something other than 0x hex')
  return partialFeeOf(answer)
}

/**
 * RuntimeDispatchInfo in SCALE: the weight, the class (u8), the partial fee (u128, little-endian).
 * The weight is `{ ref_time: Compact<u64>, proof_size: Compact<u64> }` on runtimes since weights
 * gained a proof size, a plain u64 on older ones (TransactionPaymentApi before version 2: the
 * devnet's asset-hub-rococo spec 900 answers so); the fee is the last 16 bytes either way.
 */
function partialFeeOf(answer: string): bigint {
  if (!/^0x(?:[0-9a-f]{2})+$/i.test(answer)) throw new PolkadotRpcError('the node answered TransactionPaymentApi_query_info with something other than 0x hex')
  const bytes = hexToBytes(answer.slice(2))
  const weightLength = bytes.length - 17
  if (weightLength !== 8 && weightLength !== compactsLength(bytes, 2))
    throw new PolkadotRpcError(`the node answered TransactionPaymentApi_query_info with ${bytes.length} bytes, not a RuntimeDispatchInfo`)
  let fee = 0n
  for (let index = bytes.length - 1; index >= bytes.length - 16; index--) fee = (fee << 8n) | BigInt(bytes[index]!)
  return fee
}

/** The length of `count` SCALE compact numbers at the start (each first byte's low two bits say its length); -1 past the end. */
function compactsLength(bytes: Uint8Array, count: number): number {
  let offset = 0
  for (let each = 0; each < count; each++) {
    const first = bytes[offset]
    if (first === undefined) return -1
    const mode = first & 0b11
    offset += mode === 0 ? 1 : mode === 1 ? 2 : mode === 2 ? 4 : (first >> 2) + 5
  }
  return offset
}
