import { accountTexts } from '@foyer/core/internal'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { NetworkList } from './NetworkList.tsx'

/**
 * Choose a network: the wallet is asked to switch (and to add the chain when it does not know it).
 * With no wallet connected it picks the network the app starts on, and says nothing of a wallet.
 */
export default function NetworksView() {
  const { client } = useFoyerInstance()
  const current = useStore(client.ctx.chains, (state) => (state.activeNamespace ? state.chains[state.activeNamespace]?.networkState.caipNetwork?.caipNetworkId : undefined))
  const connected = client.isConnected()
  const m = useMessages(accountTexts)
  return (
    <div className="foyer-body">
      <NetworkList current={current} connected={connected} onSwitched={() => (connected ? client.back() : client.close())} />
      <p className="foyer-empty" style={{ padding: '14px 8px 0', fontSize: 13 }}>
        {connected ? m.networksHint : m.networksHintDisconnected}
      </p>
    </div>
  )
}
