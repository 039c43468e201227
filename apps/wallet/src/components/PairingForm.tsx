import { useState, type FormEvent } from 'react'
import type { WalletState } from '../walletState.ts'
import { QrScanner } from './QrScanner.tsx'

/** Paste (or scan) a dapp's `wc:` URI and pair; errors read in plain words under the field. */
export function PairingForm({ state, onPair }: { state: WalletState; onPair(uri: string): Promise<boolean> }) {
  const [uri, setUri] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void onPair(uri).then((paired) => {
      if (paired) setUri('')
    })
  }
  const disabled = state.pairing || state.status === 'failed'
  return (
    <section className="card pairing" aria-labelledby="pairing-title">
      <h2 id="pairing-title">Connect to a dapp</h2>
      <form onSubmit={submit} noValidate>
        <label htmlFor="pairing-uri" className="field-label">
          Pairing URI
        </label>
        <div className="field-row">
          <input
            id="pairing-uri"
            className="mono"
            type="text"
            value={uri}
            onChange={(event) => setUri(event.target.value)}
            placeholder="wc:…@2?relay-protocol=irn&symKey=…"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={state.pairError ? 'pairing-help pairing-error' : 'pairing-help'}
            aria-invalid={state.pairError ? true : undefined}
          />
          <button type="submit" className="primary" disabled={disabled} aria-busy={state.pairing || undefined}>
            Connect
          </button>
        </div>
        <p id="pairing-help" className="help">
          Paste the link a dapp shows beside its QR code ("Copy link"), or scan the code.
        </p>
        {state.pairError && (
          <p id="pairing-error" className="error" role="alert">
            {state.pairError}
          </p>
        )}
        {(state.pairing || state.awaitingProposal) && (
          <p className="progress" role="status">
            <span className="spinner" aria-hidden="true" />
            {state.pairing ? 'Pairing…' : "Paired. Waiting for the dapp's connection request…"}
          </p>
        )}
      </form>
      <QrScanner
        disabled={disabled}
        onScan={(text) => {
          setUri(text)
          void onPair(text)
        }}
      />
    </section>
  )
}
