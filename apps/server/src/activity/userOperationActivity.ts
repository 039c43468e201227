import { decodeFunctionData, parseAbiItem, parseEventLogs, zeroAddress, type Address, type Hex, type TransactionReceipt } from 'viem'
import { entryPoint06Abi, entryPoint07Abi } from 'viem/account-abstraction'
import { accountCalls } from './accountCalls.ts'
import type { IndexedTransfer, IndexedUserOperation } from './blockActivity.ts'

/** ERC-4337's UserOperationEvent, the same in EntryPoint v0.6, v0.7 and v0.8: one per operation a bundle ran. */
const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)
const handleOpsAbi = [...entryPoint07Abi, ...entryPoint06Abi].filter((item) => item.type === 'function' && item.name === 'handleOps')

/**
 * The user operations a transaction ran (ERC-4337 bundles), read from the EntryPoint's
 * UserOperationEvent logs, and the native value each successful one moved. Where the transaction
 * calls the EntryPoint's handleOps itself, each operation's call data says whom it called and with
 * what value; otherwise (a bundle sent through another contract) the operation is listed without
 * its calls. A token an operation moved is already in the receipt's Transfer logs.
 */
export function userOperationActivity(transaction: { input: Hex; to: Address | null }, receipt: TransactionReceipt): { operations: IndexedUserOperation[]; transfers: IndexedTransfer[] } {
  const events = parseEventLogs({ abi: [userOperationEvent], logs: receipt.logs, strict: true })
  if (events.length === 0) return { operations: [], transfers: [] }
  const callData = handleOpsCallData(transaction)
  const operations: IndexedUserOperation[] = []
  const transfers: IndexedTransfer[] = []
  for (const event of events) {
    const { userOpHash, sender, paymaster, nonce, success, actualGasCost } = event.args
    // Only the EntryPoint that emitted the event ran the operations the transaction handed it.
    const calls = lower(event.address) === lower(transaction.to ?? zeroAddress) ? accountCalls(callData.get(key(sender, nonce)) ?? '0x') : undefined
    const first = calls?.[0]
    operations.push({
      transactionHash: receipt.transactionHash,
      logIndex: event.logIndex,
      hash: userOpHash,
      sender: lower(sender),
      nonce,
      to: first ? lower(calls.length === 1 ? first.to : sender) : null,
      value: calls?.reduce((sum, call) => sum + call.value, 0n) ?? 0n,
      selector: first && calls.length === 1 && first.data.length >= 10 ? (first.data.slice(0, 10).toLowerCase() as Hex) : null,
      success,
      paymaster: paymaster === zeroAddress ? null : lower(paymaster),
      fee: actualGasCost,
    })
    if (!success || !calls) continue
    calls.forEach((call, index) => {
      if (call.value === 0n) return
      transfers.push({
        transactionHash: receipt.transactionHash,
        logIndex: event.logIndex,
        ...(index > 0 && { batchIndex: index }),
        token: null,
        from: lower(sender),
        to: lower(call.to),
        amount: call.value,
      })
    })
  }
  return { operations, transfers }
}

/** Each operation's call data in a handleOps call, by sender and nonce; empty for any other call. */
function handleOpsCallData(transaction: { input: Hex }): Map<string, Hex> {
  let ops: readonly { sender: Address; nonce: bigint; callData: Hex }[]
  try {
    const decoded = decodeFunctionData({ abi: handleOpsAbi, data: transaction.input })
    ops = decoded.args[0] as readonly { sender: Address; nonce: bigint; callData: Hex }[]
  } catch {
    return new Map()
  }
  return new Map(ops.map((op) => [key(op.sender, op.nonce), op.callData]))
}

const key = (sender: Address, nonce: bigint) => `${sender.toLowerCase()}:${nonce}`

function lower(address: Address): Address {
  return address.toLowerCase() as Address
}
