import { FoyerError } from '@foyer/auth-frame/protocol'
import type { FoyerContext } from '../context.ts'
import { isUserRejection, SNACKBARS, THROWN } from '../errors.ts'
import { readyRequest, type ReadyRequest, type ResultOf } from './namespaceRequest.ts'

/**
 * Asks the connected wallet to sign a message with the active account (personal_sign on EVM).
 * A refusal in the wallet (4001, or 5000 over WalletConnect) shows 'Signature declined' and rejects.
 */
export async function signMessage(ctx: FoyerContext, message: string): Promise<string> {
  const namespace = ctx.chains.get().activeNamespace
  const session = namespace ? ctx.sessions.get(namespace) : undefined
  const address = namespace ? ctx.chains.chain(namespace)?.accountState.address : undefined
  if (!session || !address) throw new FoyerError(THROWN.CONNECTION_CLIENT_NOT_SET)
  try {
    return await session.connector.signMessage({ message, address })
  } catch (error) {
    if (isUserRejection(error)) ctx.snackbar.error(SNACKBARS.SIGNATURE_DECLINED)
    throw error
  }
}

/**
 * Asks the connected wallet for a signature its namespace declares (eip155: `signTypedData`,
 * EIP-712 through eth_signTypedData_v4) with the active account. Bad input throws a TypeError
 * naming the field before the wallet is asked; a refusal shows 'Signature declined' and rejects.
 */
export async function requestSignature<R extends string>(ctx: FoyerContext, name: R, params: unknown): Promise<ResultOf<R>> {
  // The namespace's module read the answer for this request name: it is this name's result.
  return (await signReady(ctx, await readyRequest(ctx, name, params))) as ResultOf<R>
}

/** Asks for a request made ready (`readyRequest`) that is a signature; 'Unsupported chain' for a transaction. */
export async function signReady(ctx: FoyerContext, { connector, prepared }: ReadyRequest): Promise<unknown> {
  if (prepared.kind !== 'signature') throw new FoyerError(THROWN.UNSUPPORTED_CHAIN)
  try {
    return prepared.read(await connector.rpc(prepared.rpc))
  } catch (error) {
    if (isUserRejection(error)) ctx.snackbar.error(SNACKBARS.SIGNATURE_DECLINED)
    throw error
  }
}
