import { hex } from '@scure/base'
import { getPublicKey, sign } from '@scure/sr25519'
import type { WalletPolkadot } from '../config.ts'
import { encodeSs58Address, readSs58Address } from '@foyer/siwx-verify/ss58'

const WRAP_OPEN = new TextEncoder().encode('<Bytes>')
const WRAP_CLOSE = new TextEncoder().encode('</Bytes>')
/** A signature's key-type byte in front (MultiSignature's Sr25519 variant), as a transaction's signature carries it. */
const SR25519_TYPE = 0x01

/** The wallet's Polkadot key on the devnet's chain: its SS58 address, and its sr25519 signatures. */
export interface PolkadotSigner {
  readonly network: WalletPolkadot
  /** The SS58 address with the chain's prefix. */
  readonly address: string
  /** The account id (the sr25519 public key). */
  readonly publicKey: Uint8Array
  /** Whether `address` is this account's, written with any prefix. */
  isOwn(address: unknown): boolean
  /**
   * Signs a message as the polkadot-js extension's signRaw does: hex (`0x…`) is taken as bytes and
   * anything else as UTF-8 text, wrapped in `<Bytes>…</Bytes>` unless it already is; the sr25519
   * signature in hex (64 bytes).
   */
  signMessage(message: string): `0x${string}`
  /** Signs a transaction's signing bytes; the sr25519 signature with its type byte in front (65 bytes, hex), as extensions answer signPayload. */
  signPayload(signingBytes: Uint8Array): `0x${string}`
}

export function createPolkadotSigner(network: WalletPolkadot): PolkadotSigner {
  const secretKey = hex.decode(network.secretKey.replace(/^0x/, ''))
  const publicKey = getPublicKey(secretKey)
  const address = encodeSs58Address(publicKey, network.ss58Prefix)
  return {
    network,
    address,
    publicKey,
    isOwn(candidate) {
      const accountId = typeof candidate === 'string' ? accountIdOf(candidate) : undefined
      return accountId !== undefined && hex.encode(accountId) === hex.encode(publicKey)
    },
    signMessage: (message) => `0x${hex.encode(sign(secretKey, wrapBytes(messageBytes(message))))}`,
    signPayload: (signingBytes) => `0x${hex.encode(new Uint8Array([SR25519_TYPE, ...sign(secretKey, signingBytes)]))}`,
  }
}

/** A message's bytes as polkadot-js reads a signRaw's data: hex as bytes, anything else as UTF-8. */
export function messageBytes(message: string): Uint8Array {
  return /^0x([0-9a-fA-F]{2})*$/.test(message) ? hex.decode(message.slice(2).toLowerCase()) : new TextEncoder().encode(message)
}

/** `<Bytes>` ‖ bytes ‖ `</Bytes>`, left as they are when already wrapped. */
export function wrapBytes(bytes: Uint8Array): Uint8Array {
  const starts = WRAP_OPEN.every((byte, index) => bytes[index] === byte)
  const ends = WRAP_CLOSE.every((byte, index) => bytes[bytes.length - WRAP_CLOSE.length + index] === byte)
  if (starts && ends && bytes.length >= WRAP_OPEN.length + WRAP_CLOSE.length) return bytes
  return new Uint8Array([...WRAP_OPEN, ...bytes, ...WRAP_CLOSE])
}

/** The account id an SS58 address holds, whatever its prefix; undefined for anything that is not one. */
function accountIdOf(address: string): Uint8Array | undefined {
  const read = readSs58Address(address)
  return 'account' in read ? read.account.publicKey : undefined
}
