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
  })
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
)
