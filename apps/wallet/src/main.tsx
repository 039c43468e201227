import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { readWalletConfig } from './config.ts'
import { uriParam } from './lib/pairingUri.ts'
import { startWallet } from './wallet.ts'
import './wallet.css'

const root = createRoot(document.getElementById('root')!)
try {
  const config = readWalletConfig()
  // One protocol client for the page's life, made outside React so StrictMode's double effects cannot make two.
  const wallet = startWallet(config, {
    name: 'Foyer Wallet',
    description: "Foyer's reference WalletConnect wallet, signing with a devnet account.",
    url: location.origin,
    icons: [`${location.origin}/wallet-icon.svg`],
    // Where a dapp on a phone reopens this wallet for a request: its own address, as an app's universal link.
    redirect: { universal: `${location.origin}/` },
  })
  // A deep link `/?uri=wc:…` pairs at once; the URI leaves the address bar so a reload does not reuse it.
  const deepLinkUri = uriParam(location.href)
  if (deepLinkUri) {
    history.replaceState(null, '', location.pathname)
    void wallet.pair(deepLinkUri)
  }
  root.render(
    <StrictMode>
      <App wallet={wallet} config={config} />
    </StrictMode>,
  )
} catch (error) {
  root.render(
    <main className="wallet">
      <p className="banner" role="alert">
        {(error as Error).message}
      </p>
    </main>,
  )
}
