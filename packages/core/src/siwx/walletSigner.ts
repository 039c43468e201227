/** Foyer's SIWX signer: the connected wallet of the active namespace, a refusal saying 'Signature declined'. */
import { signMessage } from '../actions/signing.ts'
import type { FoyerContext } from '../context.ts'
import { isUserRejection, SNACKBARS } from '../errors.ts'
import type { SiwxSigner } from '../siwxTypes.ts'

export function walletSigner(ctx: FoyerContext): SiwxSigner {
  return {
    async sign(message) {
      const namespace = ctx.chains.get().activeNamespace
      const connector = namespace ? ctx.sessions.get(namespace)?.connector : undefined
      // Sign In With Solana where the wallet has it: the wallet words the message from these fields.
      if (connector?.signIn) return connector.signIn(message.data).catch(declined(ctx))
      const text = message.toString()
      return { message: text, signature: await signMessage(ctx, text) }
    },
  }
}

function declined(ctx: FoyerContext) {
  return (error: unknown): never => {
    if (isUserRejection(error)) ctx.snackbar.error(SNACKBARS.SIGNATURE_DECLINED)
    throw error
  }
}
