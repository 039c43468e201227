import { signBip322Simple } from '@foyer/siwx-verify/bip322-signer'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { hex } from '@scure/base'
import { NETWORK, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import type { WalletBitcoin } from '../config.ts'
import { RpcError } from '../lib/rpcError.ts'

/** Genesis-hash references (CAIP-2) of the networks whose addresses are not test networks' tb1. */
const MAINNET = '000000000019d6689c085ae165831e93'
const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'

/** The address prefixes and versions of a network, by its CAIP-2 id. */
export function bitcoinAddressParams(caipNetworkId: string) {
  const reference = caipNetworkId.slice('bip122:'.length)
  if (reference === MAINNET) return NETWORK
  return reference === REGTEST ? { ...TEST_NETWORK, bech32: 'bcrt' } : TEST_NETWORK
}

/** The wallet's Bitcoin key on the devnet's network: its P2WPKH payment address, BIP-322 messages, and its Esplora server. */
export interface BitcoinSigner {
  readonly network: WalletBitcoin
  readonly address: string
  readonly publicKey: string
  readonly privateKey: Uint8Array
  /** The output script its coins are paid to. */
  readonly script: Uint8Array
  signMessage(message: string): string
  /** GETs a path of the network's Esplora API as JSON. */
  esplora<T>(path: string): Promise<T>
  /** Broadcasts a signed transaction (hex) through Esplora; answers its txid, or the node's refusal as an RpcError. */
  broadcast(transactionHex: string): Promise<string>
}

export function createBitcoinSigner(network: WalletBitcoin): BitcoinSigner {
  const privateKey = hex.decode(network.privateKey)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const payment = p2wpkh(publicKey, bitcoinAddressParams(network.caipNetworkId))
  const base = network.esploraUrl.replace(/\/+$/, '')
  return {
    network,
    address: payment.address!,
    publicKey: hex.encode(publicKey),
    privateKey,
    script: payment.script,
    signMessage: (message) => signBip322Simple(privateKey, payment.address!, message),
    async esplora<T>(path: string) {
      const response = await fetch(`${base}${path}`)
      if (!response.ok) throw new RpcError(-32603, `The network's server answered ${response.status} to ${path}.`)
      return (await response.json()) as T
    },
    async broadcast(transactionHex) {
      const response = await fetch(`${base}/tx`, { method: 'POST', body: transactionHex })
      const text = (await response.text()).trim()
      if (!response.ok) throw new RpcError(-32603, `The network refused the transaction: ${text.slice(0, 200)}`)
      return text
    },
  }
}
