/**
 * The frame's chain ids: the app speaks numbers (or CAIP-2 strings), the auth API CAIP-2
 * ('eip155:31337'). A bare number or numeric string is an EVM chain.
 */
export function caipChainId(chainId: number | string): string {
  const text = String(chainId).trim()
  return /^\d+$/.test(text) ? `eip155:${text}` : text
}

/** The app's form: the number for an EVM chain, the CAIP-2 string for any other. */
export function appChainId(chainId: number | string): number | string {
  const caip = caipChainId(chainId)
  const evm = /^eip155:(\d+)$/.exec(caip)
  if (evm) {
    const id = Number(evm[1])
    if (Number.isSafeInteger(id) && id > 0) return id
  }
  return caip
}

/** Names for the chains a visitor is most likely on; others show their CAIP-2 id. */
const CHAIN_NAMES: Readonly<Record<string, string>> = {
  'eip155:1': 'Ethereum',
  'eip155:10': 'Optimism',
  'eip155:56': 'BNB Smart Chain',
  'eip155:100': 'Gnosis',
  'eip155:137': 'Polygon',
  'eip155:324': 'zkSync',
  'eip155:8453': 'Base',
  'eip155:42161': 'Arbitrum One',
  'eip155:43114': 'Avalanche',
  'eip155:11155111': 'Sepolia',
  'eip155:31337': 'Foyer Devnet',
  'eip155:31338': 'Foyer Devnet L2',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
  'solana:FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9': 'Foyer Solana Devnet',
  'bip122:000000000019d6689c085ae165831e93': 'Bitcoin',
  'bip122:000000000933ea01ad0ee984209779ba': 'Bitcoin Testnet',
  'bip122:00000000da84f2bafbbc53dee25a72ae': 'Bitcoin Testnet4',
  'bip122:00000008819873e925422c1ff0f99f7c': 'Bitcoin Signet',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'Bitcoin Regtest',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'Polkadot',
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 'Kusama',
  'polkadot:68d56f15f85d3136970ec16946040bc1': 'Polkadot Asset Hub',
  'polkadot:48239ef607d7928874027a43a6768920': 'Kusama Asset Hub',
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': 'Westend',
  'polkadot:45454545454545454545454545454545': 'Foyer Polkadot Devnet',
}

export function chainName(chainId: number | string): string {
  const caip = caipChainId(chainId)
  return CHAIN_NAMES[caip] ?? caip
}
