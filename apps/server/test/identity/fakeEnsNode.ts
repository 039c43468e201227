import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decodeFunctionData, encodeErrorResult, encodeFunctionResult, namehash, parseAbi, type Address, type Hex } from 'viem'
import { packetToBytes } from 'viem/ens'

// What viem's ENS actions ask a mainnet node: the universal resolver's two calls, and the records inside them.
const universalResolverAbi = parseAbi([
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
  'function reverseWithGateways(bytes reverseName, uint256 coinType, string[] gateways) view returns (string, address, address)',
])
const recordAbi = parseAbi(['function text(bytes32 node, string key) view returns (string)', 'function addr(bytes32 node) view returns (address)'])
const offchainLookupAbi = parseAbi(['error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData)'])
const RESOLVER: Address = '0x000000000000000000000000000000000000e115'

export interface FakeEnsName {
  address: Address
  /** The name's `avatar` text record, when it has one. */
  avatar?: string
  /** Instead of answering, the resolver sends clients to these CCIP-read gateways (EIP-3668 OffchainLookup). */
  offchainGateways?: string[]
}

/**
 * A stand-in for the Ethereum mainnet node FOYER_ENS_RPC_URL names (an operator's choice, which the
 * server reaches wherever it is): it answers viem's universal-resolver calls from a table of names,
 * so a test decides what a name's owner set (its avatar record, a CCIP-read gateway).
 */
export async function startFakeEnsNode(names: Record<string, FakeEnsName>): Promise<{ url: string; close(): Promise<void> }> {
  const byNode = new Map(Object.entries(names).map(([name, record]) => [namehash(name), { name, ...record }]))
  const byPacket = new Map(Object.entries(names).map(([name, record]) => [packetToHex(name), { name, ...record }]))
  const server: Server = createServer(async (request, response) => {
    const { id, method, params } = JSON.parse(await readBody(request)) as { id: number; method: string; params: [{ to: Address; data: Hex }] }
    const answer = (body: object) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, ...body }))
    if (method === 'eth_chainId') return answer({ result: '0x1' })
    if (method !== 'eth_call') return answer({ error: { code: -32601, message: `${method} is not served by the fake ENS node` } })
    try {
      answerCall(params[0], answer)
    } catch (error) {
      answer({ error: { code: -32000, message: `the fake ENS node cannot answer this call (${(error as Error).message.split('\n')[0]})` } })
    }
  })
  const answerCall = (params: { to: Address; data: Hex }, answer: (body: object) => void) => {
    const call = decodeFunctionData({ abi: universalResolverAbi, data: params.data })
    if (call.functionName === 'reverseWithGateways') {
      const owner = call.args[0].toLowerCase()
      const named = [...byNode.values()].find((entry) => entry.address.toLowerCase() === owner)
      return answer({ result: encodeFunctionResult({ abi: universalResolverAbi, functionName: 'reverseWithGateways', result: [named?.name ?? '', RESOLVER, RESOLVER] }) })
    }
    const entry = byPacket.get(call.args[0])
    if (entry?.offchainGateways) {
      const data = encodeErrorResult({ abi: offchainLookupAbi, errorName: 'OffchainLookup', args: [params.to, entry.offchainGateways, call.args[1], '0x12345678', '0x'] })
      return answer({ error: { code: 3, message: 'execution reverted', data } })
    }
    const record = decodeFunctionData({ abi: recordAbi, data: call.args[1] })
    const known = byNode.get(record.args[0])
    const value =
      record.functionName === 'addr'
        ? encodeFunctionResult({ abi: recordAbi, functionName: 'addr', result: known?.address ?? '0x0000000000000000000000000000000000000000' })
        : encodeFunctionResult({ abi: recordAbi, functionName: 'text', result: (record.args[1] === 'avatar' && known?.avatar) || '' })
    return answer({ result: encodeFunctionResult({ abi: universalResolverAbi, functionName: 'resolveWithGateways', result: [value, RESOLVER] }) })
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function packetToHex(name: string): Hex {
  return `0x${Buffer.from(packetToBytes(name)).toString('hex')}`
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
