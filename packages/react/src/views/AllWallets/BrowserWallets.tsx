import { browserWallets, walletTexts } from '@foyer/core/internal'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'

/** The wallets installed in this browser, which need no server: what All Wallets still offers when the registry cannot be loaded. */
export function BrowserWallets() {
  const { client } = useFoyerInstance()
  // A wallet serving several namespaces is listed once; picking it connects them all.
  const installed = useStore(client.ctx.connectors, browserWallets)
  const m = useMessages(walletTexts)
  if (installed.length === 0) return null
  return (
    <section className="foyer-browser-wallets" aria-label={m.browserWallets}>
      <h3>{m.browserWallets}</h3>
      <ul className="foyer-list foyer-grid">
        {installed.map((connector) => (
          <li key={connector.id}>
            <button type="button" className="foyer-grid-item" onClick={() => client.push('ConnectingExternal', { title: connector.name, connectorId: connector.id })}>
              <WalletImage src={connector.imageUrl} name={connector.name} />
              <span>{connector.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
