/** Where the reference wallet's relay and chains are, and the devnet key it signs with, as `/wallet-config.js` says. */
export interface WalletConfig {
  /** The WalletConnect relay, `ws://…/ws` on the Foyer server. */
  relayUrl: string
  projectId: string
  chains: WalletChain[]
  /** The devnet account the wallet signs with (not the web app's Dev Wallet account). */
  account: { privateKey: `0x${string}` }
  /** The devnet's Solana cluster and the key the wallet signs with there; without it the wallet serves eip155 only. */
  solana?: WalletSolana
  /** The devnet's Bitcoin network and the key the wallet pays from there (P2WPKH); without it the wallet serves no bip122. */
  bitcoin?: WalletBitcoin
  /** The devnet's Polkadot chain and the sr25519 key the wallet signs with there; without it the wallet serves no polkadot. */
  polkadot?: WalletPolkadot
}

export interface WalletPolkadot {
  /** `polkadot:<genesis hash prefix>` */
  caipNetworkId: string
  name: string
  /** The chain's node (JSON-RPC over WebSocket, also read over http): its metadata decodes the calls a card shows. */
  rpcUrl: string
  /** The chain's SS58 address prefix, which the wallet writes its address with. */
  ss58Prefix: number
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The sr25519 secret key, 0x-hex, 64 bytes (key ‖ nonce), as `@scure/sr25519` takes it. */
  secretKey: string
}

export interface WalletBitcoin {
  /** `bip122:<genesis hash prefix>` */
  caipNetworkId: string
  name: string
  /** The network's Esplora API (the devnet's front). */
  esploraUrl: string
  /** The private key, hex (32 bytes). */
  privateKey: string
}

export interface WalletSolana {
  /** `solana:<genesis hash prefix>` */
  caipNetworkId: string
  name: string
  rpcUrl: string
  /** The 64-byte secret key (seed ‖ public key) in base58, as the Solana CLI and Phantom keep it. */
  secretKey: string
}

export interface WalletChain {
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

declare global {
  interface Window {
    __FOYER_WALLET_CONFIG__?: WalletConfig
  }
}

export function readWalletConfig(): WalletConfig {
  const config = window.__FOYER_WALLET_CONFIG__
  if (!config || typeof config.relayUrl !== 'string' || !Array.isArray(config.chains) || config.chains.length === 0 || typeof config.account?.privateKey !== 'string') {
    throw new Error('The wallet has no /wallet-config.js: start it with `npm start`, which serves one.')
  }
  return config
}
