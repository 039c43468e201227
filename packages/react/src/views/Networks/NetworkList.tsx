import { accountTexts, networkApproved, type Network } from '@foyer/core/internal'
import { useState } from 'react'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'

/**
 * The host's networks as a list; choosing one asks the wallet to switch. The current network is
 * tagged "Connected" while a wallet is, else "Selected" (the network the app starts on); one the
 * connected wallet did not approve (a WalletConnect session) is "Not approved by your wallet" and cannot be chosen.
 */
export function NetworkList({ current, connected = true, onSwitched }: { current?: string; connected?: boolean; onSwitched: () => void }) {
  const { client } = useFoyerInstance()
  const [pending, setPending] = useState<string>()
  const m = useMessages(accountTexts)
  const networks = useStore(client.ctx.chains, (state) => state.networks)
  const chains = useStore(client.ctx.chains, (state) => state.chains)

  const choose = async (network: Network) => {
    if (network.caipNetworkId === current) return onSwitched()
    setPending(network.caipNetworkId)
    try {
      await client.switchNetwork(network)
      onSwitched()
    } catch {
      // The snackbar already says what went wrong; the list stays for another try.
    } finally {
      setPending(undefined)
    }
  }

  return (
    <ul className="foyer-list" aria-label={m.networksLabel}>
      {networks.map((network) => {
        const approved = networkApproved({ chains }, network)
        return (
          <li key={network.caipNetworkId}>
            <button type="button" className="foyer-row" aria-current={network.caipNetworkId === current} onClick={() => void choose(network)} disabled={pending !== undefined || !approved}>
              <NetworkImage network={network} size="md" />
              <span className="foyer-row-name">{network.name}</span>
              {pending === network.caipNetworkId ? (
                <span className="foyer-tag">{m.approveInWallet}</span>
              ) : network.caipNetworkId === current ? (
                <span className="foyer-tag">{connected ? m.connected : m.selected}</span>
              ) : (
                !approved && <span className="foyer-tag">{m.notApproved}</span>
              )}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
