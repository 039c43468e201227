import type { RequestFunction } from '@foyer/core'
import { useFoyerInstance } from '../context.ts'

/**
 * Signs EIP-712 typed data with the connected account (eth_signTypedData_v4):
 * `await signTypedData({ domain, types, primaryType, message })` answers the signature (`Hex`).
 * Typed as viem's `signTypedData`: with `types` declared `as const`, `primaryType` must name one of
 * them and `message` must have its fields (import @foyer/adapter-evm, which declares it). Bad input
 * throws a TypeError naming the field; a refusal in the wallet shows 'Signature declined' in the
 * modal's snackbar and rejects.
 */
export function useFoyerSignTypedData(): { signTypedData: RequestFunction<'signTypedData'> } {
  const { client } = useFoyerInstance()
  return { signTypedData: client.signTypedData }
}
