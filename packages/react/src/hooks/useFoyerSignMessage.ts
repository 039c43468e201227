import { useFoyerInstance } from '../context.ts'

/**
 * Signs a message with the connected account: `await signMessage('Hello')` answers the signature.
 * A refusal in the wallet shows 'Signature declined' in the modal's snackbar and rejects.
 */
export function useFoyerSignMessage(): { signMessage: (message: string) => Promise<string> } {
  const { client } = useFoyerInstance()
  return { signMessage: client.signMessage }
}
