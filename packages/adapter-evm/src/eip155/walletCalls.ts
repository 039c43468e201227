import type { PreparedRequest, RequestSender } from '@foyer/core/internal'
import { transactionInputProblem } from './inputProblems.ts'
import type { CallsStatus, SendCallsInput, WalletCapabilities } from './requestTypes.ts'
import { toRpcTransaction } from './rpcTransaction.ts'

/** The most calls in one batch: a wallet shows each before it is signed, and a visitor reads them all. */
export const MAX_CALLS = 10

/**
 * EIP-5792's `wallet_sendCalls` (version 2.0.0) for a host's batch: the calls from the active account
 * on the active network. The wallet is asked `wallet_getCapabilities` first; a wallet that does not
 * answer it cannot send batches, and one whose answer does not promise atomic execution on this
 * chain cannot send a batch that requires it. The answer is the batch's id (v2's `{ id }`, or v1's bare id).
 */
export function prepareSendCalls(input: SendCallsInput, { address, chainId }: RequestSender): PreparedRequest {
  const problem = sendCallsProblem(input)
  if (problem) throw new TypeError(`Invalid batch of calls: ${problem}`)
  const chain = `0x${Number(chainId).toString(16)}`
  return {
    kind: 'calls',
    rpc: {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: chain, from: address, atomicRequired: input.atomicRequired ?? false, calls: input.calls.map((call) => withoutFrom(toRpcTransaction(address, call))) }],
    },
    support: {
      rpc: { method: 'wallet_getCapabilities', params: [address, [chain]] },
      problem: (answer) => (input.atomicRequired ? atomicProblem(answer, chain) : undefined),
    },
    read: (answer) => batchId(answer, input.calls.length),
  }
}

/** `wallet_getCallsStatus` for a batch's id, its answer read into CallsStatus. */
export function prepareCallsStatus(input: { id: string }): PreparedRequest {
  if (typeof input?.id !== 'string' || input.id.length === 0 || input.id.length > 8192) throw new TypeError('Invalid batch id: id must be the id sendCalls answered')
  return { kind: 'query', rpc: { method: 'wallet_getCallsStatus', params: [input.id] }, read: (answer) => callsStatus(answer, input.id) }
}

/** `wallet_getCapabilities` for the active account on the active network, its answer read for that chain. */
export function prepareCapabilities({ address, chainId }: RequestSender): PreparedRequest {
  const chain = `0x${Number(chainId).toString(16)}`
  return { kind: 'query', rpc: { method: 'wallet_getCapabilities', params: [address, [chain]] }, read: (answer) => capabilitiesOn(answer, chain) }
}

function capabilitiesOn(answer: unknown, chain: string): WalletCapabilities {
  const onChain = isRecord(answer) ? (answer[chain] ?? answer[String(Number(chain))]) : undefined
  return { atomic: atomicProblem(answer, chain) === undefined, capabilities: isRecord(onChain) ? onChain : {} }
}

function sendCallsProblem(input: SendCallsInput): string | null {
  if (!Array.isArray(input?.calls) || input.calls.length === 0) return 'calls must list at least one call: { to, value?, data? }'
  if (input.calls.length > MAX_CALLS) return `calls lists ${input.calls.length} calls; a batch holds at most ${MAX_CALLS}`
  for (const [index, call] of input.calls.entries()) {
    const problem = transactionInputProblem(call)
    if (problem) return `calls[${index}].${problem}`
  }
  if (input.atomicRequired !== undefined && typeof input.atomicRequired !== 'boolean') return 'atomicRequired must be true or false'
  return null
}

function withoutFrom<T extends { from: string }>({ from: _from, ...call }: T): Omit<T, 'from'> {
  return call
}

/** Why the wallet's capabilities do not promise atomic execution on `chain`, or undefined when they do (v2's `atomic`, v1's `atomicBatch`). */
function atomicProblem(answer: unknown, chain: string): string | undefined {
  const onChain = isRecord(answer) ? (answer[chain] ?? answer[String(Number(chain))]) : undefined
  const atomic = isRecord(onChain) ? onChain.atomic : undefined
  const legacy = isRecord(onChain) ? onChain.atomicBatch : undefined
  const supported = (isRecord(atomic) && (atomic.status === 'supported' || atomic.status === 'ready')) || (isRecord(legacy) && legacy.supported === true)
  return supported ? undefined : `This wallet cannot send a batch of calls atomically on chain ${Number(chain)}: its capabilities do not promise it`
}

function batchId(answer: unknown, calls: number): string {
  const id = isRecord(answer) ? answer.id : answer
  if (typeof id !== 'string' || id.length === 0) throw new Error(`The wallet answered wallet_sendCalls for ${calls} calls with ${JSON.stringify(answer)}, not a batch id.`)
  return id
}

/** v2's numeric status, or v1's words (PENDING, CONFIRMED) read as v2's codes. */
function callsStatus(answer: unknown, id: string): CallsStatus {
  if (!isRecord(answer)) throw new Error(`The wallet answered wallet_getCallsStatus for ${id} with ${JSON.stringify(answer)}, not a status.`)
  const status = typeof answer.status === 'number' ? answer.status : answer.status === 'PENDING' ? 100 : answer.status === 'CONFIRMED' ? 200 : undefined
  if (status === undefined) throw new Error(`The wallet answered wallet_getCallsStatus for ${id} without a status.`)
  const receipts = Array.isArray(answer.receipts) ? answer.receipts.filter(isRecord).map((receipt) => ({ transactionHash: String(receipt.transactionHash), status: String(receipt.status) })) : []
  return { id, status, atomic: answer.atomic === true, receipts }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
