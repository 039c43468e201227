import { bitcoinAdapter } from '@foyer/adapter-bitcoin'
import { evmAdapter } from '@foyer/adapter-evm'
import { polkadotAdapter } from '@foyer/adapter-polkadot'
import { solanaAdapter } from '@foyer/adapter-solana'
import { ConnectButton, createFoyer, FoyerProvider, NetworkButton } from '@foyer/react'
import { useMemo, useState } from 'react'
import type { WebConfig } from './config.ts'
import { initialHostOptions, toFoyerOptions, type HostOptions } from './hostOptions.ts'
import { devnetNetworks } from './networks.ts'
import { AccountPanel } from './panels/AccountPanel.tsx'
import { OptionsPanel } from './panels/OptionsPanel.tsx'

/** The page's name, as wallets show it when they ask the visitor to trust the page. */
const DEMO_NAME = 'Foyer demo'

/** The demo host app: a landing page that shows the modal off, with the host options live. */
export function App({ config }: { config: WebConfig }) {
  const [host, setHost] = useState<HostOptions>(() => initialHostOptions(location.search))
  const structuralKey = `${host.injectedWallets}:${host.allWallets}:${host.enableNetworkSwitch}:${host.allowUnsupportedChain}:${host.locale}:${host.signIn}:${host.legalCheckbox}:${host.collapseWallets}:${host.emailShowWallets}`
  // Theme changes go to the live instance; structural options make a new one, as a host would.
  const foyer = useMemo(
    () =>
      createFoyer({
        projectId: config.projectId,
        apiUrl: config.apiUrl,
        // The Bitcoin and Polkadot chains come with their adapters (bip122 and polkadot are the adapters' namespaces, not @foyer/react's), so with the injected wallets.
        networks: devnetNetworks(config, { bitcoin: host.injectedWallets, polkadot: host.injectedWallets }),
        adapters: host.injectedWallets
          ? [evmAdapter(), ...(config.solana ? [solanaAdapter()] : []), ...(config.bitcoin ? [bitcoinAdapter()] : []), ...(config.polkadot ? [polkadotAdapter({ appName: DEMO_NAME })] : [])]
          : [],
        metadata: { name: DEMO_NAME, description: 'The Foyer demo app', url: location.origin, icons: [] },
        ...toFoyerOptions(host, location.origin),
      }),
    [config, structuralKey],
  )
  const update = (next: HostOptions) => {
    setHost(next)
    foyer.setThemeMode(next.themeMode)
    foyer.setThemeVariables({ '--foyer-accent': next.accent })
  }

  return (
    <FoyerProvider foyer={foyer}>
      <div className="page" data-theme={host.themeMode} style={{ ['--accent' as string]: host.accent }}>
        <header className="nav">
          <a className="brand" href="/">
            <span className="brand-mark" aria-hidden="true">
              F
            </span>
            Foyer
          </a>
          <nav className="nav-actions" aria-label="Wallet">
            <NetworkButton />
            <ConnectButton />
          </nav>
        </header>
        <main>
          <section className="hero">
            <p className="eyebrow">Open source · self-hosted · accessible</p>
            <h1>The wallet modal you can own.</h1>
            <p className="lede">
              Foyer connects your visitors' wallets — browser extensions, EIP-6963 wallets, and more — with a modal that is light, keyboard-friendly and backed by a server you run yourself.
            </p>
            <div className="hero-actions">
              <ConnectButton label="Try it: connect a wallet" />
            </div>
            <p className="hint">
              No extension? Pick <strong>Foyer Dev Wallet</strong>: it signs with a local devnet account and asks you to approve each request.
            </p>
          </section>
          <div className="panels">
            <OptionsPanel host={host} onChange={update} />
            <AccountPanel signIn={host.signIn !== 'off'} />
          </div>
        </main>
        <footer className="footer">MIT licensed. Runs on one machine: devnet, server and this page.</footer>
      </div>
    </FoyerProvider>
  )
}
