import { decodeSs58, encodeSs58, type InjectedAccount, type InjectedExtension, type InjectedWindowProvider, type SignerResult } from '@foyer/adapter-polkadot'
import { blake2b } from '@noble/hashes/blake2b'
import { readSignerPayload, signedExtrinsic, signingPayloadBytes } from '@foyer/adapter-polkadot/transaction'
import { hex } from '@scure/base'
import * as sr25519 from '@scure/sr25519'
import type { Consent } from './provider.ts'
import { readApproval, writeApproval } from './siteApproval.ts'

export interface DevPolkadotWalletOptions {
  /** The devnet account's sr25519 secret key (64 bytes in 0x hex, key ‖ nonce, as @scure/sr25519 takes it), never a real one. */
  secretKey: string
  /** The chain's name, for the prompt's header (an extension signs for any chain: this is the one the demo runs). */
  networkName: string
  consent: Consent
  origin: string
  /** Whether this site is already connected to the wallet's EVM side: a multi-chain extension asks once. */
  isSiteApproved: () => Promise<boolean>
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Where `injectedWeb3` is: `window` in the page (any object in tests). */
  target?: object
}

const STORAGE_KEY = 'foyer.devWallet.polkadot.v1'
/** Its key under `window.injectedWeb3`: Foyer lists it by that key in words, "Foyer Dev Wallet", the name of the wallet's other sides. */
export const DEV_POLKADOT_WALLET_KEY = 'foyer-dev-wallet'
/** The generic Substrate prefix: extensions share their accounts in it, and the page writes them for its network. */
const GENERIC_PREFIX = 42
const BYTES_PREFIX = '<Bytes>'
const BYTES_SUFFIX = '</Bytes>'

/**
 * The Dev Wallet's Polkadot side: an extension of the Polkadot.js API under its own key of
 * `window.injectedWeb3`, over the devnet mnemonic's sr25519 account `//0`. `enable` asks in the Dev
 * Wallet's prompt before it shares the account (unless the site is connected to the wallet already);
 * `signRaw` asks before it signs a message (its `<Bytes>`-wrapped bytes, as every Polkadot wallet
 * signs a text) and `signPayload` before it signs a transaction (the bytes the shared encoder,
 * `@foyer/adapter-polkadot/transaction`, says a signer signs; the signed extrinsic too where the
 * page asks for it), each refusal in Polkadot.js's word, "Cancelled".
 */
export function installDevPolkadotWallet(options: DevPolkadotWalletOptions): InjectedWindowProvider {
  const secretKey = hex.decode(options.secretKey.replace(/^0x/, ''))
  if (secretKey.length !== 64) throw new TypeError(`The Dev Wallet's Polkadot key must be 64 bytes (key ‖ nonce), not ${secretKey.length}`)
  const publicKey = sr25519.getPublicKey(secretKey)
  const address = encodeSs58(publicKey, GENERIC_PREFIX)
  const account: InjectedAccount = { address, name: 'Dev account //0', type: 'sr25519', genesisHash: null }
  let connected = readApproval(options.storage, STORAGE_KEY)
  let requests = 0
  const listeners = new Set<(accounts: InjectedAccount[]) => void>()

  const ask = async (title: string, action: string, details: { label: string; value: string; block?: boolean }[]) => {
    const approved = await options.consent({ title, origin: options.origin, action, network: options.networkName, details })
    if (!approved) throw new Error('Cancelled')
  }
  /** The address is the account's, in any prefix (the page writes it for its network). */
  const ownAddress = (value: unknown) => {
    const decoded = typeof value === 'string' ? decodeSs58(value) : undefined
    if (!decoded || hex.encode(decoded.publicKey) !== hex.encode(publicKey)) throw new Error(`Unable to find account ${String(value)}`)
  }
  const shared = () => (connected ? [{ ...account }] : [])

  const extension: InjectedExtension = {
    accounts: {
      async get() {
        return shared()
      },
      subscribe(callback) {
        listeners.add(callback)
        queueMicrotask(() => listeners.has(callback) && callback(shared()))
        return () => void listeners.delete(callback)
      },
    },
    signer: {
      async signRaw(raw) {
        ownAddress(raw.address)
        const data = hex.decode(raw.data.replace(/^0x/, ''))
        if (raw.type === 'bytes') {
          const text = new TextDecoder().decode(data)
          await ask('Sign message', 'wants you to sign a message.', [{ label: 'Message', value: unwrapped(text), block: true }])
          return signed(sr25519.sign(secretKey, wrapped(data)))
        }
        await ask('Sign data', 'wants you to sign a transaction payload the page encoded.', [{ label: 'Payload', value: raw.data, block: true }])
        return signed(sr25519.sign(secretKey, data.length > 256 ? blake2b(data, { dkLen: 32 }) : data))
      },
      async signPayload(input) {
        let payload: ReturnType<typeof readSignerPayload>
        let bytes: Uint8Array
        try {
          payload = readSignerPayload(input)
          bytes = signingPayloadBytes(payload)
        } catch (error) {
          throw new Error(`The Dev Wallet cannot sign this transaction: ${(error as Error).message}`)
        }
        ownAddress(payload.address)
        await ask('Sign transaction', 'wants you to sign a Polkadot transaction.', [
          { label: 'Call', value: payload.method, block: true },
          { label: 'Nonce', value: String(BigInt(payload.nonce)) },
          { label: 'Tip', value: `${BigInt(payload.tip)} planck` },
          { label: 'Chain', value: payload.genesisHash },
        ])
        const result = signed(sr25519.sign(secretKey, bytes))
        // Polkadot.js answers the whole extrinsic where asked (polkadot-api asks), so the page need not build it.
        return payload.withSignedTransaction ? { ...result, signedTransaction: `0x${hex.encode(signedExtrinsic(payload, result.signature))}` } : result
      },
    },
  }

  const signed = (signature: Uint8Array): SignerResult => ({ id: ++requests, signature: `0x${hex.encode(signature)}` })

  const provider: InjectedWindowProvider = {
    version: '0.1.0',
    async enable() {
      if (!connected && !(await options.isSiteApproved())) await ask('Connect', 'wants to connect to your Polkadot account.', [{ label: 'Account', value: address }])
      connected = true
      writeApproval(options.storage, STORAGE_KEY, true)
      for (const listener of [...listeners]) listener(shared())
      return extension
    },
  }
  const target = (options.target ?? window) as { injectedWeb3?: Record<string, InjectedWindowProvider> }
  target.injectedWeb3 = { ...target.injectedWeb3, [DEV_POLKADOT_WALLET_KEY]: provider }
  return provider
}

/** The bytes between `<Bytes>` and `</Bytes>`, unless they are there already (Polkadot.js never wraps twice). */
function wrapped(data: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(data)
  if (text.startsWith(BYTES_PREFIX) && text.endsWith(BYTES_SUFFIX)) return data
  const encoder = new TextEncoder()
  return new Uint8Array([...encoder.encode(BYTES_PREFIX), ...data, ...encoder.encode(BYTES_SUFFIX)])
}

/** The message as the visitor wrote it, for the prompt. */
function unwrapped(text: string): string {
  return text.startsWith(BYTES_PREFIX) && text.endsWith(BYTES_SUFFIX) ? text.slice(BYTES_PREFIX.length, -BYTES_SUFFIX.length) : text
}
