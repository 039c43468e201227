import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'

/** Bitcoin Core's regtest for @scure/btc-signer: bech32 `bcrt`, the test networks' base58 and WIF versions. */
export const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }
export const NETWORKS = { mainnet: undefined, testnet: TEST_NETWORK, regtest: REGTEST } as const
export type NetworkName = keyof typeof NETWORKS

/** A key's P2WPKH address and its BIP-86 P2TR address (the key tweaked with no script tree). */
export function addressesOf(privateKey: Uint8Array, network: (typeof NETWORKS)[NetworkName] = undefined): { p2wpkh: string; p2tr: string } {
  return { p2wpkh: p2wpkh(secp256k1.getPublicKey(privateKey, true), network).address!, p2tr: p2tr(schnorr.getPublicKey(privateKey), undefined, network).address! }
}

/** A simple signature without BIP-322 1.0.0's `smp` prefix, as verifiers before it read them. */
export function withoutPrefix(signature: string): string {
  return signature.startsWith('smp') ? signature.slice(3) : signature
}

/** Messages of every kind: empty, ASCII, multi-line, emoji and other non-ASCII text, long, a sign-in's lines. */
export function randomMessage(): string {
  const pieces = ['', 'Hello World', 'line one\nline two', '✓ ünïcödé 测试 😄', 'x'.repeat(3_000), 'Nonce: ', String(Math.random()), '\u0000']
  const count = Math.floor(Math.random() * 4)
  return Array.from({ length: count }, () => pieces[Math.floor(Math.random() * pieces.length)]).join(' ')
}
