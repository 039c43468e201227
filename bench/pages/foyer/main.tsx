import { evmAdapter, evmNetwork } from '@foyer/adapter-evm'
import { ConnectButton, createFoyer, FoyerProvider, type Network } from '@foyer/react'
import { createRoot } from 'react-dom/client'

/** Where the bench's server and chains run: written into the bundle by bench/run.ts (Vite's `define`), as a host writes its own. */
declare const __FOYER_BENCH_CONFIG__: { apiUrl: string; projectId: string; chains: { chainId: number; name: string; rpcUrl: string }[] }

/** The same button, now Foyer's: what a host adds to its first load by adopting Foyer. */
const config = __FOYER_BENCH_CONFIG__
const networks = config.chains.map((chain) => evmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl })) as [Network, ...Network[]]
const foyer = createFoyer({ projectId: config.projectId, apiUrl: config.apiUrl, networks, adapters: [evmAdapter()] })

createRoot(document.getElementById('root')!).render(
  <FoyerProvider foyer={foyer}>
    <ConnectButton />
  </FoyerProvider>,
)
