import { bytesToHex } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import { isAddress } from 'viem'
import { bip322SignatureProblem } from './bip322Signature.ts'
import { bip322Challenge } from './bip322Transactions.ts'
import type { CacaoSignatureType } from './cacao.ts'
import { polkadotSignatureProblem } from './polkadotSignature.ts'
import { readSs58Address, ss58AddressProblem } from './ss58Address.ts'

/** The namespaces a Foyer sign-in serves. */
export const SIWX_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const
export type SiwxNamespace = (typeof SIWX_NAMESPACES)[number]

/** How a namespace writes its sign-in message (CAIP-122 profiles: EIP-4361, Sign In With Solana) and signs it. */
export interface SiwxNamespaceRules {
  namespace: SiwxNamespace
  /** The word of the first line: "… wants you to sign in with your <word> account:". */
  accountWord: string
  /** What is wrong with the message's address line, if anything. */
  addressProblem(address: string): string | undefined
  /** The CAIP-2 id its "Chain ID:" line names, or undefined when it names none this namespace knows. */
  chainIdOf(chainIdLine: string): string | undefined
  /** What is wrong with the address on that chain, if anything, where an address names its network (bip122: bc1 is mainnet's). */
  addressChainProblem?(address: string, chainId: string): string | undefined
  /** What is wrong with a signature's encoding, if anything (eip155: 0x hex; solana: 64 bytes in base58; bip122: a BIP-322 simple witness in base64; polkadot: 64 bytes in 0x hex, or a 65-byte MultiSignature). */
  signatureProblem(signature: string): string | undefined
  /** How its CACAO signatures may be checked. */
  signatureTypes: readonly CacaoSignatureType[]
  /** The form an address is kept and looked up in: EVM addresses in lowercase, base58 as written, Polkadot's account id in hex. */
  addressKey(address: string): string
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const SOLANA_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/

/** Sign In With Solana names clusters by name; CAIP-2 by the first 32 characters of their genesis hash. */
const SOLANA_CLUSTERS: Readonly<Record<string, string>> = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
}

const eip155: SiwxNamespaceRules = {
  namespace: 'eip155',
  accountWord: 'Ethereum',
  addressProblem: (address) => {
    if (!EVM_ADDRESS.test(address)) return `the address line ${JSON.stringify(address.slice(0, 60))} is not an EVM address (0x and 40 hex characters)`
    if (!isAddress(address, { strict: true })) return `the address ${address} has capitals that are not its EIP-55 checksum`
    return undefined
  },
  chainIdOf: (line) => (/^[1-9]\d{0,15}$/.test(line) ? `eip155:${line}` : undefined),
  signatureProblem: (signature) => (/^0x(?:[0-9a-fA-F]{2})+$/.test(signature) ? undefined : 'must be 0x-prefixed hex (an Ethereum signature)'),
  signatureTypes: ['eip191', 'eip1271'],
  addressKey: (address) => address.toLowerCase(),
}

const solana: SiwxNamespaceRules = {
  namespace: 'solana',
  accountWord: 'Solana',
  addressProblem: (address) => (isSolanaAddress(address) ? undefined : `the address line ${JSON.stringify(address.slice(0, 60))} is not a Solana address (32 bytes in base58)`),
  chainIdOf: (line) => {
    const reference = line.startsWith('solana:') ? line.slice('solana:'.length) : line
    const known = SOLANA_CLUSTERS[reference] ?? reference
    return SOLANA_REFERENCE.test(known) ? `solana:${known}` : undefined
  },
  signatureProblem: (signature) => (decodedLength(signature) === 64 ? undefined : 'must be a 64-byte ed25519 signature in base58 (a Solana signature)'),
  signatureTypes: ['solana:ed25519'],
  addressKey: (address) => address,
}

/**
 * The Bitcoin networks Foyer knows by the first 32 hex characters of their genesis block hash
 * (CAIP-2 `bip122:<reference>`), with the prefix their segwit addresses carry (BIP-173).
 */
const BITCOIN_NETWORKS: Readonly<Record<string, { name: string; prefix: 'bc' | 'tb' | 'bcrt' }>> = {
  '000000000019d6689c085ae165831e93': { name: 'Bitcoin mainnet', prefix: 'bc' },
  '000000000933ea01ad0ee984209779ba': { name: 'Bitcoin testnet3', prefix: 'tb' },
  '00000000da84f2bafbbc53dee25a72ae': { name: 'Bitcoin testnet4', prefix: 'tb' },
  '00000008819873e925422c1ff0f99f7c': { name: 'Bitcoin signet', prefix: 'tb' },
  '0f9188f13cb7b2c71f2a335e3a4fc328': { name: 'Bitcoin regtest', prefix: 'bcrt' },
}
const BITCOIN_REFERENCE = /^[0-9a-f]{32}$/

/**
 * Bitcoin: the CAIP-122 text with "your Bitcoin account", a P2WPKH or P2TR address in lower case,
 * "Chain ID:" the CAIP-2 reference (or the whole id), signed in BIP-322's simple format.
 */
const bip122: SiwxNamespaceRules = {
  namespace: 'bip122',
  accountWord: 'Bitcoin',
  addressProblem: (address) => {
    if (!bip322Challenge(address)) {
      return `the address line ${JSON.stringify(address.slice(0, 60))} is not a P2WPKH or P2TR Bitcoin address (bc1q…/bc1p…, tb1…, bcrt1…), the addresses whose BIP-322 signatures are checked`
    }
    return address === address.toLowerCase() ? undefined : `the Bitcoin address ${address} must be written in lower case`
  },
  chainIdOf: (line) => {
    const reference = line.startsWith('bip122:') ? line.slice('bip122:'.length) : line
    return BITCOIN_REFERENCE.test(reference) ? `bip122:${reference}` : undefined
  },
  addressChainProblem: (address, chainId) => {
    const prefix = address.slice(0, address.lastIndexOf('1')).toLowerCase()
    const known = BITCOIN_NETWORKS[chainId.slice('bip122:'.length)]
    if (known) return prefix === known.prefix ? undefined : `the address ${address} is not an address of ${known.name} (${chainId}), whose addresses start ${known.prefix}1`
    // Another chain is a test network of its own (a custom signet, a regtest): never mainnet's addresses.
    return prefix === 'bc' ? `the address ${address} is a Bitcoin mainnet address, and ${chainId} is not Bitcoin mainnet` : undefined
  },
  signatureProblem: bip322SignatureProblem,
  signatureTypes: ['bip122:bip322-simple'],
  addressKey: (address) => address.toLowerCase(),
}

/**
 * The Polkadot networks Foyer knows by the first 32 hex characters of their genesis hash (CAIP-2
 * `polkadot:<reference>`), with the SS58 prefix their addresses are written with.
 */
const POLKADOT_NETWORKS: Readonly<Record<string, { name: string; prefix: number }>> = {
  '91b171bb158e2d3848fa23a9f1c25182': { name: 'Polkadot', prefix: 0 },
  '68d56f15f85d3136970ec16946040bc1': { name: 'Polkadot Asset Hub', prefix: 0 },
  b0a8d493285c2df73290dfb7e61f870f: { name: 'Kusama', prefix: 2 },
  '48239ef607d7928874027a43a6768920': { name: 'Kusama Asset Hub', prefix: 2 },
  e143f23803ac50e8f6f8e62695d1ce9e: { name: 'Westend', prefix: 42 },
  '67f9723393ef76214df0118c34bbbd3d': { name: 'Westend Asset Hub', prefix: 42 },
}
const POLKADOT_REFERENCE = /^[0-9a-f]{32}$/

/**
 * Polkadot: the CAIP-122 text with "your Polkadot account", an account's SS58 address (a 32-byte
 * key, its checksum right), "Chain ID:" the CAIP-2 reference (or the whole id), signed as Polkadot
 * wallets sign a text (sr25519 or ed25519 over `<Bytes>`…`</Bytes>`).
 */
const polkadot: SiwxNamespaceRules = {
  namespace: 'polkadot',
  accountWord: 'Polkadot',
  addressProblem: (address) => {
    const problem = ss58AddressProblem(address)
    return problem && `the address line is not a Polkadot account's SS58 address: ${problem}`
  },
  chainIdOf: (line) => {
    const reference = line.startsWith('polkadot:') ? line.slice('polkadot:'.length) : line
    return POLKADOT_REFERENCE.test(reference) ? `polkadot:${reference}` : undefined
  },
  // A chain Foyer does not name takes any prefix: the prefix only says how the address is written.
  addressChainProblem: (address, chainId) => {
    const known = POLKADOT_NETWORKS[chainId.slice('polkadot:'.length)]
    return known && ss58AddressProblem(address, { prefix: known.prefix, network: `${known.name} (${chainId})` })
  },
  signatureProblem: polkadotSignatureProblem,
  signatureTypes: ['polkadot:sr25519', 'polkadot:ed25519'],
  // One key is one account on every chain, whatever prefix its address is written with (as an EVM address on every eip155 chain).
  addressKey: (address) => {
    const read = readSs58Address(address)
    return 'account' in read ? `0x${bytesToHex(read.account.publicKey)}` : address
  },
}

export const SIWX_NAMESPACE_RULES: Readonly<Record<SiwxNamespace, SiwxNamespaceRules>> = { eip155, solana, bip122, polkadot }

/** The namespace whose messages say "sign in with your <word> account", if one is served. */
export function namespaceOfAccountWord(word: string): SiwxNamespaceRules | undefined {
  return Object.values(SIWX_NAMESPACE_RULES).find((rules) => rules.accountWord === word)
}

/** The namespace of a CAIP-2 id (`eip155:1` → eip155), if one is served. */
export function namespaceOfChainId(chainId: string): SiwxNamespaceRules | undefined {
  const namespace = chainId.split(':')[0]
  return SIWX_NAMESPACES.includes(namespace as SiwxNamespace) ? SIWX_NAMESPACE_RULES[namespace as SiwxNamespace] : undefined
}

function isSolanaAddress(address: string): boolean {
  return SOLANA_ADDRESS.test(address) && decodedLength(address) === 32
}

/** How many bytes a base58 text decodes to; -1 when it is not base58. */
function decodedLength(text: string): number {
  if (text.length > 100) return -1
  try {
    return base58.decode(text).length
  } catch {
    return -1
  }
}
