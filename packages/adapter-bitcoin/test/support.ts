import type { WalletConnector } from '@foyer/core/internal'
import { base64 } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'
import { bitcoinNetwork } from '../src/bitcoinNetwork.ts'
import type { TestMessageSigner } from '../src/testing/index.ts'

/** BIP-84's and BIP-86's test mnemonic: its accounts are known addresses. */
export const SEED = mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about')
export const REGTEST_PAYMENT = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk'
export const REGTEST_ORDINALS = 'bcrt1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqjeprhg'
export const MAINNET_PAYMENT = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'

export const regtest = bitcoinNetwork({ network: 'regtest', name: 'Bitcoin Regtest', esploraUrl: 'http://127.0.0.1:3002' })
export const mainnet = bitcoinNetwork({ network: 'mainnet', name: 'Bitcoin', esploraUrl: 'https://mempool.space/api' })
export const testnet4 = bitcoinNetwork({ network: 'testnet4', name: 'Bitcoin Testnet4', esploraUrl: 'https://mempool.space/testnet4/api' })
export const signet = bitcoinNetwork({ network: 'signet', name: 'Bitcoin Signet', esploraUrl: 'https://mempool.space/signet/api' })

/** Not a real signature: a text the tests recognise, saying what was signed how, by whom (the BIP-322 signer lives in @foyer/siwx-verify). */
export const recognisableSigner: TestMessageSigner = (privateKey, address, message, protocol) => base64.encode(new TextEncoder().encode(`${protocol}|${address}|${message}|${privateKey.length}`))
export const recognised = (protocol: string, address: string, message: string) => base64.encode(new TextEncoder().encode(`${protocol}|${address}|${message}|32`))

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

/** Lets the wallets' queued events and the connector's reads after them run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

export async function failureOf(promise: Promise<unknown>): Promise<Error & { code?: number }> {
  return promise.then(
    () => Promise.reject(new Error('expected a failure')),
    (error: Error & { code?: number }) => error,
  )
}
