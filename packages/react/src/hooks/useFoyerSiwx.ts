import type { SiwxSession } from '@foyer/core'
import { useFoyerInstance } from '../context.ts'
import { useStore } from './useStore.ts'

/**
 * Sign-in with a wallet signature (the `siwx` option) for the host's own UI: the active account's
 * session once it signed in, whether a signature is being asked for, and sign in / sign out. Both
 * reject 'SIWX is not enabled' without the option; signIn rejects the wallet's refusal (after the
 * modal's 'Signature declined'). Right after signing in, `session.proof` is the sign-in's single-use
 * proof: send it with the session to your backend, which checks both with @foyer/siwx-verify's
 * verifyFoyerSession (it is never stored, so a reloaded page's session has none).
 */
export function useFoyerSiwx(): {
  session: SiwxSession | undefined
  status: 'none' | 'signing' | 'signed'
  isSignedIn: boolean
  signIn: () => Promise<SiwxSession>
  signOut: () => Promise<void>
} {
  const { client } = useFoyerInstance()
  const state = useStore(client.ctx.siwx)
  return {
    session: state.session,
    status: state.status,
    isSignedIn: state.status === 'signed',
    signIn: client.siwx.signIn,
    signOut: client.siwx.signOut,
  }
}
