import { hex } from '@scure/base'
import type { SignerPayloadJSON } from '../polkadot/requestTypes.ts'
import { signedExtrinsic } from '../transaction/signerPayload.ts'
import type { PolkadotNodeReads } from './polkadotNodeReads.ts'

/** A signature of the sr25519 size, all zeros: the fee is asked of the transaction as it will be, only unsigned. */
const ZERO_SIGNATURE = new Uint8Array(64)

/**
 * The fee the sender pays for the transaction, in planck: the runtime's
 * `TransactionPaymentApi_query_info` (what a node's `payment_queryInfo` asks) on the extrinsic
 * signed with a zero signature, which has the real one's length and weight. Asked through
 * `state_call`, as every node answers it the same way (chopsticks answers `payment_queryInfo` in
 * SCALE, a node in JSON). Its answer, RuntimeDispatchInfo { weight, class, partial_fee: u128 },
 * ends with the fee: the weight's encoding differs between runtime versions, the fee's does not.
 * `partial_fee` is everything but the tip, and these sends tip nothing.
 */
export async function transferFee(node: PolkadotNodeReads, payload: SignerPayloadJSON): Promise<bigint> {
  const extrinsic = signedExtrinsic(payload, ZERO_SIGNATURE)
  const length = new Uint8Array(4)
  new DataView(length.buffer).setUint32(0, extrinsic.length, true)
  const answer = hex.decode((await node.call('TransactionPaymentApi_query_info', `0x${hex.encode(new Uint8Array([...extrinsic, ...length]))}`)).slice(2))
  if (answer.length < 17) throw new Error(`TransactionPaymentApi_query_info answered ${answer.length} bytes, too few for a fee`)
  const fee = answer.subarray(answer.length - 16)
  return fee.reduceRight((sum, byte) => (sum << 8n) | BigInt(byte), 0n)
}
