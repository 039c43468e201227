import type { PreparedRequest, RequestSender } from '@foyer/core/internal'
import { contractCallData } from './contractCallData.ts'
import { contractCallProblem, transactionInputProblem, typedDataProblem } from './inputProblems.ts'
import type { ContractCallInput, Eip155Requests, SendCallsInput, TransactionInput, TypedDataInput } from './requestTypes.ts'
import { prepareCallsStatus, prepareCapabilities, prepareSendCalls } from './walletCalls.ts'
import { toRpcTransaction } from './rpcTransaction.ts'
import { typedDataJson } from './typedDataJson.ts'

/** The eip155 request `name` made ready for the wallet, or undefined when eip155 declares no such request. */
export function prepareEip155Request(name: string, params: unknown, sender: RequestSender): PreparedRequest | Promise<PreparedRequest> | undefined {
  return Object.hasOwn(PREPARE, name) ? PREPARE[name as keyof Eip155Requests](params, sender) : undefined
}

type Prepare = (params: unknown, sender: RequestSender) => PreparedRequest | Promise<PreparedRequest>

// The params are unknown here: the checks below are the boundary that gives them their type.
const PREPARE: Record<keyof Eip155Requests, Prepare> = {
  sendTransaction(params, { address }) {
    const transaction = checked(params as TransactionInput, transactionInputProblem, 'transaction')
    return { kind: 'transaction', rpc: { method: 'eth_sendTransaction', params: [toRpcTransaction(address, transaction)] }, sentTo: transaction.to, read: hexAnswer }
  },
  async writeContract(params, { address }) {
    const call = checked(params as ContractCallInput, contractCallProblem, 'contract call')
    const data = await contractCallData(call)
    const rpc = { method: 'eth_sendTransaction', params: [toRpcTransaction(address, { to: call.address, value: call.value, data })] }
    return { kind: 'transaction', rpc, sentTo: call.address, read: hexAnswer }
  },
  sendCalls: (params, sender) => prepareSendCalls(params as SendCallsInput, sender),
  getCallsStatus: (params) => prepareCallsStatus(params as { id: string }),
  getCapabilities: (_params, sender) => prepareCapabilities(sender),
  signTypedData(params, { address }) {
    const typedData = checked(params as TypedDataInput, typedDataProblem, 'typed data')
    return { kind: 'signature', rpc: { method: 'eth_signTypedData_v4', params: [address, typedDataJson(typedData)] }, read: hexAnswer }
  },
}

function checked<T>(input: T, problemOf: (input: T) => string | null, what: string): T {
  const problem = problemOf(input)
  if (problem) throw new TypeError(`Invalid ${what}: ${problem}`)
  return input
}

/** A hash or a signature: 0x-prefixed hex, as every EVM wallet answers them. */
function hexAnswer(answer: unknown): `0x${string}` {
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]+$/.test(answer)) throw new Error(`The wallet answered ${JSON.stringify(answer)}, not 0x-prefixed hex.`)
  return answer as `0x${string}`
}
