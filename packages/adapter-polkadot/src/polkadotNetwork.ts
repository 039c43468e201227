import type { Network } from '@foyer/core/internal'

/** The public relay chains by their CAIP-2 reference (the first 32 hex characters of the genesis hash), with their SS58 prefix and token. */
export const POLKADOT_NETWORKS = {
  polkadot: { reference: '91b171bb158e2d3848fa23a9f1c25182', ss58Prefix: 0, currency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 }, testnet: false },
  kusama: { reference: 'b0a8d493285c2df73290dfb7e61f870f', ss58Prefix: 2, currency: { name: 'Kusama', symbol: 'KSM', decimals: 12 }, testnet: false },
  westend: { reference: 'e143f23803ac50e8f6f8e62695d1ce9e', ss58Prefix: 42, currency: { name: 'Westend', symbol: 'WND', decimals: 12 }, testnet: true },
} as const

export type PolkadotNetworkName = keyof typeof POLKADOT_NETWORKS

export interface PolkadotNetworkParams {
  /** A relay chain's name (`polkadot`, `kusama`, `westend`), or the chain's genesis hash in hex (or its first 32 characters). */
  network: PolkadotNetworkName | (string & {})
  name: string
  /**
   * The chain's JSON-RPC: Foyer's server's proxy (`<apiUrl>/v1/?chainId=polkadot:…&projectId=…`,
   * which keeps the node's URL to the server) or a node's own URL. A node's WebSocket URL
   * (`wss://rpc.polkadot.io`) is read over HTTP on the same host and port (`https://rpc.polkadot.io`),
   * as Polkadot SDK nodes serve both there: the client's reads and sends are plain HTTP requests.
   */
  rpcUrl: string
  /** The chain's SS58 address prefix; a named relay chain's by default, else 42 (generic Substrate). */
  ss58Prefix?: number
  /** The chain's token; a named relay chain's by default. */
  nativeCurrency?: Network['nativeCurrency']
  blockExplorer?: { name: string; url: string }
  /** Default: every chain but Polkadot and Kusama. */
  testnet?: boolean
  imageUrl?: string
}

const GENERIC_SS58_PREFIX = 42
const GENESIS_REFERENCE = /^[0-9a-f]{32}$/
/** The SS58 prefix of each network polkadotNetwork() made, by its reference (a Network has no field of its own for it). */
const prefixes = new Map<string, number>(Object.values(POLKADOT_NETWORKS).map((known) => [known.reference, known.ss58Prefix]))

/** A Polkadot SDK chain in Foyer's shape: its id is the CAIP-2 reference, `polkadot:<first 32 hex characters of the genesis hash>`. */
export function polkadotNetwork(params: PolkadotNetworkParams): Network {
  const named = Object.hasOwn(POLKADOT_NETWORKS, params.network) ? POLKADOT_NETWORKS[params.network as PolkadotNetworkName] : undefined
  const reference = named?.reference ?? params.network.toLowerCase().replace(/^0x/, '').slice(0, 32)
  if (!GENESIS_REFERENCE.test(reference) || (!named && !/^(0x)?[0-9a-fA-F]*$/.test(params.network)))
    throw new TypeError(`network must be polkadot, kusama, westend or a genesis hash in hex (at least its first 32 characters); got "${params.network}"`)
  const currency = params.nativeCurrency ?? named?.currency
  if (!currency) throw new TypeError(`nativeCurrency is needed for the chain ${reference}: its token's name, symbol and decimals`)
  const ss58Prefix = params.ss58Prefix ?? prefixes.get(reference) ?? GENERIC_SS58_PREFIX
  prefixes.set(reference, ss58Prefix)
  return {
    id: reference,
    caipNetworkId: `polkadot:${reference}`,
    chainNamespace: 'polkadot',
    name: params.name,
    nativeCurrency: currency,
    rpcUrls: { default: { http: [params.rpcUrl.replace(/^ws(s?):\/\//i, 'http$1://')] } },
    ...(params.blockExplorer && { blockExplorers: { default: params.blockExplorer } }),
    ...(params.imageUrl && { assets: { imageUrl: params.imageUrl } }),
    testnet: params.testnet ?? named?.testnet ?? true,
  }
}

/** The SS58 prefix a network's addresses are written with: its own where polkadotNetwork() made it or it is a known relay chain, else 42. */
export function ss58PrefixOf(network: Pick<Network, 'id'> | undefined): number {
  return (network && prefixes.get(String(network.id))) ?? GENERIC_SS58_PREFIX
}
