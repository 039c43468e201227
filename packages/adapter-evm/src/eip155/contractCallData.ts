import type { ContractCallInput } from './requestTypes.ts'

/**
 * The call data of a contract call: viem's encodeFunctionData, imported on first use so a host
 * that never calls a contract does not load the ABI encoder. An ABI and arguments that do not
 * match throw a TypeError with viem's short message.
 */
export async function contractCallData(call: ContractCallInput): Promise<`0x${string}`> {
  const { encodeFunctionData } = await import('viem')
  try {
    return encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args ?? [] })
  } catch (error) {
    const reason = (error as { shortMessage?: string }).shortMessage ?? (error instanceof Error ? error.message : String(error))
    throw new TypeError(`Invalid contract call: ${reason}`, { cause: error })
  }
}
