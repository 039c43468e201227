import type { SessionProposal } from '@foyer/walletconnect'
import { Fragment, useMemo } from 'react'
import type { WalletChain } from '../config.ts'
import { requestedPermissions, supportedNamespaces } from '../lib/namespaces.ts'
import type { WalletNamespace } from '../namespaces/walletNamespace.ts'
import { chainLabel } from './chainLabel.ts'
import { DappIdentity } from './DappIdentity.tsx'

/** A dapp asking to connect: who it is, what it asks for, and what the wallet would grant. */
export function ProposalCard({
  proposal,
  address,
  chains,
  others,
  busy,
  error,
  onApprove,
  onReject,
}: {
  proposal: SessionProposal
  address: string
  chains: readonly WalletChain[]
  /** The wallet's accounts in the other namespaces it serves (Solana, Bitcoin). */
  others: readonly Pick<WalletNamespace, 'namespace' | 'account' | 'supported'>[]
  busy: boolean
  error: string | undefined
  onApprove(): void
  onReject(): void
}) {
  const { metadata } = proposal.params.proposer
  const requested = useMemo(
    () =>
      requestedPermissions(
        proposal.params,
        supportedNamespaces(
          chains.map((c) => c.chainId),
          address,
          others,
        ),
      ),
    [proposal, chains, address, others],
  )
  const missingRequired = requested.chains.filter((c) => c.required && !c.supported)
  const headingId = `proposal-${proposal.id}`
  return (
    <article className="card proposal" data-testid="proposal" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <DappIdentity metadata={metadata} headingId={headingId} />
      <p className="lead">wants to connect to your wallet.</p>
      {metadata.description && <p className="description">{metadata.description}</p>}
      <dl className="facts">
        <dt>Account</dt>
        <dd className="mono">{address}</dd>
        {others.map(({ namespace, account }) => (
          <Fragment key={namespace}>
            <dt>{account.label}</dt>
            <dd className="mono">{account.address}</dd>
          </Fragment>
        ))}
        <dt>Chains</dt>
        <dd>
          <Chips
            items={requested.chains.map((c) => ({ ...c, label: others.find(({ account }) => account.caipNetworkId === c.id)?.account.chainName ?? chainLabel(c.id, chains) }))}
            empty="Any the wallet has"
          />
        </dd>
        <dt>Methods</dt>
        <dd>
          <Chips items={requested.methods.map((m) => ({ ...m, label: m.name }))} empty="None" />
        </dd>
        <dt>Events</dt>
        <dd>
          <Chips items={requested.events.map((e) => ({ ...e, label: e.name }))} empty="None" />
        </dd>
      </dl>
      {missingRequired.length > 0 && <p className="warning">The dapp requires {missingRequired.map((c) => c.id).join(', ')}, which this wallet does not have: approving will fail.</p>}
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

/** A list of tags; what the wallet cannot grant is struck through and says so to screen readers. */
function Chips({ items, empty }: { items: { label: string; required: boolean; supported: boolean }[]; empty: string }) {
  if (items.length === 0) return <span className="muted">{empty}</span>
  return (
    <ul className="chips">
      {items.map((item) => (
        <li key={item.label} className={`chip${item.supported ? '' : ' unsupported'}`}>
          {item.label}
          {item.required && <span className="chip-note">· required</span>}
          {!item.supported && <span className="chip-note">· not available</span>}
        </li>
      ))}
    </ul>
  )
}
