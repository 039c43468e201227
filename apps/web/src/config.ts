/** Where the demo's backend and chains run, as `/foyer-config.js` says. */
export interface WebConfig {
  apiUrl: string
  projectId: string
  chains: {
    chainId: number
    name: string
    rpcUrl: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
  }[]
  /** The dev account the Dev Wallet signs with. */
  devWallet?: { privateKey: `0x${string}` }
}

declare global {
  interface Window {
    __FOYER_CONFIG__?: WebConfig
  }
}

export function readWebConfig(): WebConfig {
  const config = window.__FOYER_CONFIG__
  if (!config || !Array.isArray(config.chains) || config.chains.length === 0 || typeof config.apiUrl !== 'string') {
    throw new Error('The demo has no /foyer-config.js: start it with `npm start`, which serves one.')
  }
  return config
}
