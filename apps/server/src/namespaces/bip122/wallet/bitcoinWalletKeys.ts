import { HDKey } from '@scure/bip32'
import { NETWORK, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'

/** The kinds of Bitcoin network an address is written for: mainnet's (bc1), a test network's (tb1), regtest's (bcrt1). */
export type BitcoinAddressPrefix = 'bc' | 'tb' | 'bcrt'

/** Genesis-hash references (CAIP-2) of the networks whose addresses are not test networks' tb1. */
const MAINNET = '000000000019d6689c085ae165831e93'
const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'

/** The prefix a network's addresses are written with: mainnet bc, regtest bcrt, every other (testnet3, testnet4, signets) tb. */
export function addressPrefixOf(caipNetworkId: string): BitcoinAddressPrefix {
  const reference = caipNetworkId.slice('bip122:'.length)
  return reference === MAINNET ? 'bc' : reference === REGTEST ? 'bcrt' : 'tb'
}

/** A user's payment key on one kind of network, opened for one request. */
export interface BitcoinWalletKey {
  privateKey: Uint8Array
  /** Compressed (33 bytes). */
  publicKey: Uint8Array
  /** P2WPKH, written with the network's prefix. */
  address: string
}

/**
 * The user's payment key: BIP-84's first receiving key (m/84'/coin'/0'/0/0), coin 0 on mainnet and
 * 1 on every test network (BIP-44's rule; regtest shares testnet's keys and differs only in the
 * address's prefix), paid to as P2WPKH.
 */
export function bitcoinWalletKey(seed: Uint8Array, prefix: BitcoinAddressPrefix): BitcoinWalletKey {
  const key = HDKey.fromMasterSeed(seed).derive(`m/84'/${prefix === 'bc' ? 0 : 1}'/0'/0/0`)
  if (!key.privateKey || !key.publicKey) throw new Error('BIP-32 derivation gave no key')
  return { privateKey: key.privateKey, publicKey: key.publicKey, address: p2wpkhAddress(key.publicKey, prefix) }
}

/** A compressed key's P2WPKH address with the prefix. */
export function p2wpkhAddress(publicKey: Uint8Array, prefix: BitcoinAddressPrefix): string {
  const network = prefix === 'bc' ? NETWORK : { ...TEST_NETWORK, bech32: prefix }
  return p2wpkh(publicKey, network).address!
}
