import { decodeFunctionData, namehash, parseAbi, type Hex } from 'viem'
import { decodeDnsName } from './dnsName.ts'

/** ENSIP-10's call, which the OffchainResolver forwards to the gateway as is. */
export const extendedResolverAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])

/** The resolver profiles the gateway answers (ENSIP-1, ENSIP-9/11, ENSIP-5, and name for reverse names). */
export const recordsAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

/** One record of one name: what the gateway is asked. */
export type RecordQuery = { record: 'addr'; name: string } | { record: 'addrOfCoin'; name: string; coinType: bigint } | { record: 'text'; name: string; key: string } | { record: 'name'; name: string }

/**
 * The record a gateway request asks for (`resolve(bytes name, bytes data)` with `data` one of
 * `recordsAbi`), or a sentence saying why it cannot be answered: the name must decode, and the
 * record's node must be that name's (a request cannot ask one name's records under another's).
 */
export function decodeGatewayQuery(callData: Hex): RecordQuery | { problem: string } {
  let resolveCall
  try {
    resolveCall = decodeFunctionData({ abi: extendedResolverAbi, data: callData })
  } catch {
    return { problem: 'data must be an ENSIP-10 resolve(bytes name, bytes data) call' }
  }
  const [encodedName, recordCall] = resolveCall.args
  const name = decodeDnsName(encodedName)
  if (name === undefined) return { problem: 'the name is not a DNS-encoded name' }
  let decoded
  try {
    decoded = decodeFunctionData({ abi: recordsAbi, data: recordCall })
  } catch {
    return { problem: 'the record asked is not one this gateway answers: addr, addr with a coin type, text or name' }
  }
  if (decoded.args[0] !== namehash(name)) return { problem: `the record's node is not ${name}'s` }
  switch (decoded.functionName) {
    case 'addr':
      return decoded.args.length === 2 ? { record: 'addrOfCoin', name, coinType: decoded.args[1] } : { record: 'addr', name }
    case 'text':
      return { record: 'text', name, key: decoded.args[1] }
    case 'name':
      return { record: 'name', name }
  }
}
