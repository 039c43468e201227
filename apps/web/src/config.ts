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
  /** The devnet's Solana chain, when it runs one. */
  solana?: { genesisHash: string; name: string; rpcUrl: string }
  /** The devnet's Bitcoin chain (regtest), when it runs one: its genesis hash and Esplora API. */
  bitcoin?: { genesisHash: string; name: string; esploraUrl: string }
  /** The devnet's Polkadot chain (chopsticks), when it runs one: its CAIP-2 id and genesis hash, its node's WebSocket, its token and SS58 prefix. */
  polkadot?: {
    caipNetworkId: string
    genesisHash: string
    name: string
    rpcUrl: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
    ss58Prefix: number
  }
  /**
   * The dev accounts the Dev Wallet signs with: an EVM key, a Solana keypair (64 bytes in base58), a
   * Bitcoin P2WPKH key (hex), a Polkadot sr25519 secret key (64 bytes in 0x hex, key ‖ nonce).
   */
  devWallet?: { privateKey: `0x${string}`; solanaSecretKey?: string; bitcoinPrivateKey?: string; polkadotSecretKey?: string }
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
