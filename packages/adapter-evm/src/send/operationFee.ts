import type { SendingWallet } from '@foyer/core/internal'

/** A call of a smart account's operation, as its wallet prices it. */
export interface OperationCall {
  to: string
  value?: bigint
  data?: `0x${string}`
}

/**
 * What a smart account's operation would cost it, as its wallet prices it (the embedded wallet's
 * `foyer_estimateOperationFee`: the most it can cost, what the EntryPoint takes from the payer
 * before it runs) and whether the app's paymaster pays it. Undefined when the wallet cannot say
 * (another wallet does not know the method).
 */
export async function operationFee(wallet: SendingWallet, calls: readonly OperationCall[]): Promise<{ fee: bigint; paidByApp: boolean } | undefined> {
  const params = calls.map((call) => ({ to: call.to, ...(call.value !== undefined && { value: `0x${call.value.toString(16)}` }), ...(call.data && { data: call.data }) }))
  try {
    const answer = (await wallet.rpc({ method: 'foyer_estimateOperationFee', params })) as { fee?: unknown; sponsored?: unknown } | null
    if (typeof answer?.fee !== 'string' || !/^0x[0-9a-f]+$/i.test(answer.fee)) return undefined
    return { fee: BigInt(answer.fee), paidByApp: answer.sponsored === true }
  } catch {
    return undefined
  }
}
