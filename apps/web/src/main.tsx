import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { readWebConfig } from './config.ts'
import { installDevWallet } from './dev-wallet/index.ts'
import './landing.css'

const config = readWebConfig()
if (config.devWallet) {
  installDevWallet({
    chains: config.chains,
    privateKey: config.devWallet.privateKey,
    ...(config.solana && config.devWallet.solanaSecretKey && { solana: { secretKey: config.devWallet.solanaSecretKey, rpcUrl: config.solana.rpcUrl, networkName: config.solana.name } }),
    ...(config.bitcoin &&
      config.devWallet.bitcoinPrivateKey && { bitcoin: { privateKey: config.devWallet.bitcoinPrivateKey, esploraUrl: config.bitcoin.esploraUrl, networkName: config.bitcoin.name } }),
    ...(config.polkadot && config.devWallet.polkadotSecretKey && { polkadot: { secretKey: config.devWallet.polkadotSecretKey, networkName: config.polkadot.name } }),
  })
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
)
