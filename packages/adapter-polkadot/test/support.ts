import type { WalletConnector } from '@foyer/core/internal'
import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import type { SignerPayloadJSON } from '../src/polkadot/requestTypes.ts'
import { polkadotNetwork } from '../src/polkadotNetwork.ts'
import { polkadotMiniSecret, polkadotTestKey } from '../src/testing/index.ts'

/** Substrate's development phrase: its //Alice and //Bob are the best-known accounts there are. */
const DEV_SECRET = polkadotMiniSecret(mnemonicToEntropy('bottom drive obey lake curtain smoke basket hold race lonely fit walk', wordlist))
export const ALICE = polkadotTestKey(DEV_SECRET, '//Alice')
export const BOB = polkadotTestKey(DEV_SECRET, '//Bob')
/** Alice on Polkadot (prefix 0) and on Kusama (prefix 2). */
export const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
export const ALICE_KUSAMA = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
/** An EVM account as Talisman shares it beside the Polkadot ones. */
export const ETHEREUM_ACCOUNT = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', name: 'EVM', type: 'ethereum' }

export const polkadot = polkadotNetwork({ network: 'polkadot', name: 'Polkadot', rpcUrl: 'wss://rpc.polkadot.io' })
export const kusama = polkadotNetwork({ network: 'kusama', name: 'Kusama', rpcUrl: 'wss://kusama-rpc.polkadot.io' })
/** Chopsticks' Asset Hub devnet: a placeholder genesis hash, the generic prefix. */
export const devnet = polkadotNetwork({ network: `0x${'45'.repeat(32)}`, name: 'Polkadot Devnet', rpcUrl: 'ws://127.0.0.1:8000', nativeCurrency: { name: 'Rococo', symbol: 'ROC', decimals: 12 } })

/** Every event a connector emits, in order. */
export function recordEvents(connector: WalletConnector) {
  const seen: unknown[] = []
  const stops = [
    connector.on('accountsChanged', (addresses) => seen.push(['accountsChanged', addresses])),
    connector.on('chainChanged', (chainId) => seen.push(['chainChanged', chainId])),
    connector.on('disconnect', () => seen.push(['disconnect'])),
  ]
  return { seen, stop: () => stops.forEach((stop) => stop()) }
}

/** Lets the extension's queued callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

export async function failureOf(promise: Promise<unknown>): Promise<Error & { code?: number; details?: string }> {
  return promise.then(
    () => Promise.reject(new Error('expected a failure')),
    (error: Error & { code?: number; details?: string }) => error,
  )
}

/** A transfer's payload as Polkadot.js signs it, from Alice on Polkadot (its fields only look like a real block's). */
export const PAYLOAD: SignerPayloadJSON = {
  address: ALICE_POLKADOT,
  blockHash: `0x${'11'.repeat(32)}`,
  blockNumber: '0x00000010',
  era: '0x0500',
  genesisHash: `0x${'91'.repeat(32)}`,
  method: '0x0503',
  nonce: '0x00000000',
  specVersion: '0x00000384',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x0000000f',
  signedExtensions: ['CheckNonZeroSender', 'CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'CheckWeight', 'ChargeTransactionPayment'],
  version: 4,
}
