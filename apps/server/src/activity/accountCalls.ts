import { decodeFunctionData, hexToBigInt, hexToNumber, parseAbi, size, slice, type Address, type Hex } from 'viem'

/** One call a smart account made: what an EOA's transaction would have been. */
export interface AccountCall {
  to: Address
  value: bigint
  data: Hex
}

/**
 * The entry points of the accounts the indexer reads: Safe's 4337 module (one call, or a
 * delegatecall to MultiSend for a batch) and the ERC-4337 reference account's execute and
 * executeBatch, which most other accounts copy.
 */
const accountAbi = parseAbi([
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
  'function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)',
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])
const multiSendAbi = parseAbi(['function multiSend(bytes transactions)'])

/** Safe's operation byte: a plain call, or a delegatecall (only MultiSend is expected there). */
const CALL = 0
const DELEGATECALL = 1

/**
 * The calls a user operation's call data makes, or undefined for an account kind not read here
 * (its operation is still listed, without them). A delegatecall other than a MultiSend batch is not
 * read as calls: what it does is not known from its data.
 */
export function accountCalls(callData: Hex): AccountCall[] | undefined {
  let decoded: ReturnType<typeof decodeFunctionData<typeof accountAbi>>
  try {
    decoded = decodeFunctionData({ abi: accountAbi, data: callData })
  } catch {
    return undefined
  }
  switch (decoded.functionName) {
    case 'executeUserOp':
    case 'executeUserOpWithErrorString': {
      const [to, value, data, operation] = decoded.args
      if (operation === CALL) return [{ to, value, data }]
      return operation === DELEGATECALL && value === 0n ? multiSendCalls(data) : undefined
    }
    case 'execute': {
      const [to, value, data] = decoded.args
      return [{ to, value, data }]
    }
    case 'executeBatch': {
      if (decoded.args.length === 1) return decoded.args[0].map(({ target, value, data }) => ({ to: target, value, data }))
      const [targets, values, datas] = decoded.args
      // The reference account takes an empty value list as "no value" for every call.
      if (datas.length !== targets.length || (values.length !== 0 && values.length !== targets.length)) return undefined
      return targets.map((to, index) => ({ to, value: values[index] ?? 0n, data: datas[index]! }))
    }
  }
}

/**
 * Safe's MultiSend batch: each call packed as operation (1 byte), to (20), value (32), data length
 * (32) and data. A batch that nests a delegatecall, or whose lengths run past its end, is not read.
 */
function multiSendCalls(data: Hex): AccountCall[] | undefined {
  let packed: Hex
  try {
    packed = decodeFunctionData({ abi: multiSendAbi, data }).args[0]
  } catch {
    return undefined
  }
  const calls: AccountCall[] = []
  const end = size(packed)
  for (let at = 0; at < end; ) {
    if (at + 85 > end) return undefined
    const operation = hexToNumber(slice(packed, at, at + 1))
    const to = slice(packed, at + 1, at + 21)
    const value = hexToBigInt(slice(packed, at + 21, at + 53))
    const length = hexToBigInt(slice(packed, at + 53, at + 85))
    if (operation !== CALL || length > BigInt(end - at - 85)) return undefined
    const dataEnd = at + 85 + Number(length)
    calls.push({ to, value, data: length === 0n ? '0x' : slice(packed, at + 85, dataEnd) })
    at = dataEnd
  }
  return calls
}
