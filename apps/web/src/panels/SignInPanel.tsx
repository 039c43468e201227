import { useFoyerSiwx } from '@foyer/react'
import { useState } from 'react'

/** The host's view of the sign-in (useFoyerSiwx): the session the server keeps, and sign in / sign out. */
export function SignInPanel() {
  const { session, status, signIn, signOut } = useFoyerSiwx()
  const [error, setError] = useState<string>()
  const run = (action: () => Promise<unknown>) => {
    setError(undefined)
    action().catch((reason: unknown) => setError((reason as Error)?.message || 'Signing in failed.'))
  }
  return (
    <section className="sign" aria-labelledby="signin-title">
      <h3 id="signin-title">Sign-in (SIWX)</h3>
      <dl className="facts">
        <dt>Session</dt>
        <dd data-testid="host-siwx-status">{status === 'signed' ? 'signed in' : status === 'signing' ? 'signing…' : 'not signed in'}</dd>
        {session && (
          <>
            <dt>Signed in</dt>
            <dd>{new Date(session.data.issuedAt).toLocaleString()}</dd>
            <dt>Nonce</dt>
            <dd className="mono" data-testid="host-siwx-nonce">
              {session.data.nonce}
            </dd>
            {session.proof && (
              <>
                {/* What the page sends its backend with the session: verifyFoyerSession redeems it once. */}
                <dt>Proof</dt>
                <dd className="mono" data-testid="host-siwx-proof">
                  {session.proof}
                </dd>
              </>
            )}
          </>
        )}
      </dl>
      {status === 'signed' ? (
        <button type="button" className="button" onClick={() => run(signOut)}>
          Sign out
        </button>
      ) : (
        <button type="button" className="button" onClick={() => run(signIn)} disabled={status === 'signing'}>
          {status === 'signing' ? 'Waiting for the wallet…' : 'Sign in with the wallet'}
        </button>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  )
}
