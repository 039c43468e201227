import { useEffect } from 'react'
import type { WalletConfig } from './config.ts'
import { ActivityList } from './components/ActivityList.tsx'
import { Header } from './components/Header.tsx'
import { PairingForm } from './components/PairingForm.tsx'
import { ProposalCard } from './components/ProposalCard.tsx'
import { RequestCard } from './components/RequestCard.tsx'
import { SessionList } from './components/SessionList.tsx'
import { useWalletState } from './useWallet.ts'
import type { Wallet } from './wallet.ts'

/** The reference wallet's one page: pair, then answer proposals and requests as they come. */
export function App({ wallet, config }: { wallet: Wallet; config: WalletConfig }) {
  const state = useWalletState(wallet)
  const waiting = state.requests.length + state.proposals.length
  const waitingText = [plural(state.proposals.length, 'connection request'), plural(state.requests.length, 'request')].filter(Boolean).join(' and ')
  // A wallet in a background tab says in its title that something waits for an answer.
  useEffect(() => {
    document.title = `${waiting > 0 ? `(${waiting}) ` : ''}Foyer Wallet`
  }, [waiting])
  return (
    <div className="wallet">
      <p className="visually-hidden" role="status">
        {waitingText ? `${waitingText} waiting for your answer` : ''}
      </p>
      <Header state={state} chains={config.chains} onSwitchChain={(chainId) => void wallet.switchChain(chainId)} />
      <main>
        {state.status === 'failed' && (
          <p className="banner" role="alert">
            {state.startError}
          </p>
        )}
        {state.requests.length > 0 && (
          <section aria-labelledby="requests-title" className="stack">
            <h2 id="requests-title">Requests</h2>
            {state.requests.map((pending) => (
              <RequestCard
                key={pending.request.id}
                pending={pending}
                busy={state.busy.has(`request:${pending.request.id}`)}
                error={state.errors[`request:${pending.request.id}`]}
                onApprove={() => void wallet.approveRequest(pending.request.id)}
                onReject={() => void wallet.rejectRequest(pending.request.id)}
              />
            ))}
          </section>
        )}
        {state.proposals.length > 0 && (
          <section aria-labelledby="proposals-title" className="stack">
            <h2 id="proposals-title">Connection requests</h2>
            {state.proposals.map((proposal) => (
              <ProposalCard
                key={proposal.id}
                proposal={proposal}
                address={state.address}
                chains={config.chains}
                others={wallet.namespaces}
                busy={state.busy.has(`proposal:${proposal.id}`)}
                error={state.errors[`proposal:${proposal.id}`]}
                onApprove={() => void wallet.approveProposal(proposal.id)}
                onReject={() => void wallet.rejectProposal(proposal.id)}
              />
            ))}
          </section>
        )}
        <PairingForm state={state} onPair={(uri) => wallet.pair(uri)} />
        <SessionList sessions={state.sessions} chains={config.chains} busy={state.busy} errors={state.errors} onDisconnect={(topic) => void wallet.disconnect(topic)} />
        <ActivityList activity={state.activity} />
      </main>
      <footer className="footer">Foyer's reference wallet. It holds a devnet key: never use it with real funds.</footer>
    </div>
  )
}

function plural(count: number, noun: string): string {
  return count === 0 ? '' : `${count} ${noun}${count === 1 ? '' : 's'}`
}
