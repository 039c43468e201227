import type { PendingRequest } from '../walletState.ts'

/** One request waiting for an answer: what the dapp asks, on which chain, with Approve and Reject. */
export function RequestCard({ pending, busy, error, onApprove, onReject }: { pending: PendingRequest; busy: boolean; error: string | undefined; onApprove(): void; onReject(): void }) {
  const { request, view, dapp } = pending
  const headingId = `request-${request.id}`
  const sending = busy && request.params.request.method === 'eth_sendTransaction'
  return (
    <article className="card request" data-testid="request" data-method={request.params.request.method} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <p className="request-from">
        <strong>{dapp}</strong> asks you to
      </p>
      <h3 id={headingId}>{view.title}</h3>
      <dl className="facts">
        <dt>Method</dt>
        <dd className="mono">{request.params.request.method}</dd>
        <dt>Chain</dt>
        <dd>{view.chain}</dd>
        {view.rows.map((row) => (
          <Row key={row.label} label={row.label} value={row.value} />
        ))}
      </dl>
      {view.blocks.map((block, index) => {
        const content = (
          <pre tabIndex={0} data-testid={index === 0 ? 'request-content' : undefined}>
            {block.text}
          </pre>
        )
        return block.folded ? (
          <details key={block.label} className="block">
            <summary>{block.label}</summary>
            {content}
          </details>
        ) : (
          <figure key={block.label} className="block">
            <figcaption>{block.label}</figcaption>
            {content}
          </figure>
        )
      })}
      {sending && (
        <p className="progress" role="status">
          <span className="spinner" aria-hidden="true" />
          Sending to the devnet and waiting for the receipt…
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" onClick={onReject} disabled={busy}>
          Reject
        </button>
        <button type="button" className="primary" onClick={onApprove} disabled={busy}>
          Approve
        </button>
      </div>
    </article>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  const mono = /^0x/.test(value)
  return (
    <>
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined}>{value}</dd>
    </>
  )
}
