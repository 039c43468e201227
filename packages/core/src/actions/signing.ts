import type { FoyerContext } from '../context.ts'
import { isUserRejection, SNACKBARS, THROWN } from '../errors.ts'

/**
 * Asks the connected wallet to sign a message with the active account (personal_sign on EVM).
 * A refusal in the wallet (4001, or 5000 over WalletConnect) shows 'Signature declined' and rejects.
 */
export async function signMessage(ctx: FoyerContext, message: string): Promise<string> {
  const namespace = ctx.chains.get().activeNamespace
  const session = namespace ? ctx.sessions.get(namespace) : undefined
  const address = namespace ? ctx.chains.chain(namespace)?.accountState.address : undefined
  if (!session || !address) throw new Error(THROWN.CONNECTION_CLIENT_NOT_SET)
  try {
    return await session.connector.signMessage({ message, address })
  } catch (error) {
    if (isUserRejection(error)) ctx.snackbar.error(SNACKBARS.SIGNATURE_DECLINED)
    throw error
  }
}
