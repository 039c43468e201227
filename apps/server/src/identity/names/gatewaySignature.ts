import { encodeAbiParameters, encodePacked, keccak256, type Address, type Hex } from 'viem'
import { sign } from 'viem/accounts'

/** How long a signed answer is good for: what a resolver (and a cache in between) may keep using it. */
export const GATEWAY_ANSWER_TTL_S = 5 * 60

/**
 * The gateway's signed response to `request` (the calldata the resolver sent): abi.encode(bytes
 * result, uint64 expires, bytes signature), the signature over keccak256(0x1900 ‖ resolver ‖
 * expires ‖ keccak256(request) ‖ keccak256(result)), which OffchainResolver.resolveWithProof checks.
 * The resolver's address is in what is signed, so an answer serves no other resolver.
 */
export async function signedGatewayResponse(answer: { resolver: Address; request: Hex; result: Hex }, key: Hex, nowSeconds: number): Promise<Hex> {
  const expires = BigInt(nowSeconds + GATEWAY_ANSWER_TTL_S)
  const digest = keccak256(encodePacked(['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'], ['0x1900', answer.resolver, expires, keccak256(answer.request), keccak256(answer.result)]))
  const signature = await sign({ hash: digest, privateKey: key, to: 'hex' })
  return encodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], [answer.result, expires, signature])
}
