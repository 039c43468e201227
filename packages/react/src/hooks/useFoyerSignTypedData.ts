import { useFoyerInstance } from '../context.ts'

/**
 * Signs EIP-712 typed data with the connected account (eth_signTypedData_v4):
 * `await signTypedData({ domain, types, primaryType, message })` answers the signature. Its type
 * comes from the namespace's declaration (import @foyer/adapter-evm). Bad input throws a TypeError
 * naming the field; a refusal in the wallet shows 'Signature declined' in the modal's snackbar and rejects.
 */
export function useFoyerSignTypedData() {
  const { client } = useFoyerInstance()
  return { signTypedData: client.signTypedData }
}
