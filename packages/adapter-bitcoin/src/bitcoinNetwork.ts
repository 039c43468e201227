import type { Network } from '@foyer/core/internal'
import type { BitcoinAddressChain } from './bip122/bitcoinAddress.ts'

/** The public Bitcoin networks and regtest by their CAIP-2 reference: the first 32 hex characters of the genesis block hash. */
export const BITCOIN_NETWORKS = {
  mainnet: '000000000019d6689c085ae165831e93',
  testnet: '000000000933ea01ad0ee984209779ba',
  testnet4: '00000000da84f2bafbbc53dee25a72ae',
  signet: '00000008819873e925422c1ff0f99f7c',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328',
} as const

export type BitcoinNetworkName = keyof typeof BITCOIN_NETWORKS

export interface BitcoinNetworkParams {
  /** A network's name (`mainnet`, `testnet` for testnet3, `testnet4`, `signet`, `regtest`), or its genesis block hash (or its first 32 hex characters). */
  network: BitcoinNetworkName | (string & {})
  name: string
  /** The Esplora HTTP API the network is read through (mempool.space's, Blockstream's, an own electrs'): the network's `rpcUrls.default`. */
  esploraUrl: string
  blockExplorer?: { name: string; url: string }
  /** Default: every network but mainnet. */
  testnet?: boolean
  imageUrl?: string
}

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const
const GENESIS_REFERENCE = /^[0-9a-f]{32}$/

/** A Bitcoin network in Foyer's shape: its id is the CAIP-2 reference, `bip122:<first 32 hex characters of the genesis block hash>`. */
export function bitcoinNetwork(params: BitcoinNetworkParams): Network {
  const named = Object.hasOwn(BITCOIN_NETWORKS, params.network) ? BITCOIN_NETWORKS[params.network as BitcoinNetworkName] : undefined
  const reference = named ?? params.network.toLowerCase().slice(0, 32)
  if (!GENESIS_REFERENCE.test(reference) || !/^[0-9a-fA-F]*$/.test(params.network.slice(32)))
    throw new TypeError(`network must be mainnet, testnet, testnet4, signet, regtest or a genesis block hash in hex (at least its first 32 characters); got "${params.network}"`)
  return {
    id: reference,
    caipNetworkId: `bip122:${reference}`,
    chainNamespace: 'bip122',
    name: params.name,
    nativeCurrency: BTC,
    rpcUrls: { default: { http: [params.esploraUrl] } },
    ...(params.blockExplorer && { blockExplorers: { default: params.blockExplorer } }),
    ...(params.imageUrl && { assets: { imageUrl: params.imageUrl } }),
    testnet: params.testnet ?? reference !== BITCOIN_NETWORKS.mainnet,
  }
}

/** The known network a CAIP-2 reference names, if it is one of them. */
export function bitcoinNetworkName(reference: string | number): BitcoinNetworkName | undefined {
  return (Object.keys(BITCOIN_NETWORKS) as BitcoinNetworkName[]).find((name) => BITCOIN_NETWORKS[name] === reference)
}

/**
 * Which addresses a network's accounts have: mainnet's `bc1…`, regtest's `bcrt1…`, and every other
 * network's (testnet3, testnet4, signet, a custom signet) `tb1…`.
 */
export function addressChainOf(network: Pick<Network, 'id'>): Exclude<BitcoinAddressChain, 'any-test'> {
  if (network.id === BITCOIN_NETWORKS.mainnet) return 'mainnet'
  return network.id === BITCOIN_NETWORKS.regtest ? 'regtest' : 'testnet'
}

/** Whether an address of this chain can be spent on the network (a base58 test address on any network but mainnet). */
export function addressFitsNetwork(chain: BitcoinAddressChain, network: Pick<Network, 'id'>): boolean {
  const wanted = addressChainOf(network)
  return chain === wanted || (chain === 'any-test' && wanted !== 'mainnet')
}

/** How a wallet's network is named in words: the network's own name where it is a known one. */
export function describeAddressChain(chain: BitcoinAddressChain): string {
  return { mainnet: 'Bitcoin mainnet', testnet: 'a Bitcoin test network (testnet or signet)', regtest: 'Bitcoin regtest', 'any-test': 'a Bitcoin test network' }[chain]
}
