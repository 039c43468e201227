import { blake2b } from '@noble/hashes/blake2b'
import { hex } from '@scure/base'
import * as sr25519 from '@scure/sr25519'
import type { InjectedAccount, InjectedExtension, InjectedSigner, InjectedWindowProvider } from '../injectedWeb3.ts'
import { decodeSs58 } from '../polkadot/ss58.ts'
import { signingPayloadBytes } from '../transaction/signerPayload.ts'
import type { PolkadotTestKey } from './testKeys.ts'

/**
 * What a test extension does instead of answering; the flags stay mutable on `extension.flags`, so
 * a test can change the extension's mind between two requests. It refuses and fails as Polkadot.js
 * does: with an Error whose message is the word ("Rejected"), no code.
 */
export interface PolkadotTestExtensionFlags {
  /** The visitor says no to everything: trusting the page, signing. */
  reject?: boolean
  /** The extension breaks: every request fails with an error that is no refusal. */
  fail?: boolean
  /** The extension shares no account with the page. */
  noAccounts?: boolean
}

/** An account of the test extension: an sr25519 key (polkadotTestKey()) and the name the visitor gave it. */
export interface PolkadotTestAccount {
  key: PolkadotTestKey
  name?: string
  /** Set where the visitor tied the account to one chain (its genesis hash, 0x…). */
  genesisHash?: string
}

export interface PolkadotTestExtensionOptions extends PolkadotTestExtensionFlags {
  /** Its key in `window.injectedWeb3`; default `polkadot-js`. */
  key?: string
  accounts: PolkadotTestAccount[]
  /** Accounts it shares that no test key signs for (Talisman's and SubWallet's `ethereum` accounts, say), shared as they are. */
  otherAccounts?: InjectedAccount[]
}

export interface PolkadotTestExtension extends InjectedWindowProvider {
  key: string
  flags: PolkadotTestExtensionFlags
  /** Every request, in order: the method and what it was given. */
  calls: { method: string; params?: unknown }[]
  /** The page names that enabled it. */
  enabledBy: string[]
  /** Puts it under its key of the target's `injectedWeb3` (`window`'s in a browser). */
  install(target: object): void
  /** The visitor changes the accounts shared with the page (adds, removes, renames): subscribers hear it. */
  setAccounts(accounts: PolkadotTestAccount[], otherAccounts?: InjectedAccount[]): void
  listenerCount(): number
}

const BYTES_PREFIX = new TextEncoder().encode('<Bytes>')
const BYTES_SUFFIX = new TextEncoder().encode('</Bytes>')

/**
 * An in-memory Polkadot.js-style extension with real sr25519 keys: `enable(appName)` answers
 * `{ accounts: { get, subscribe }, signer: { signRaw, signPayload } }`; `signRaw({ type: 'bytes' })` signs the data
 * wrapped in `<Bytes>…</Bytes>` (unless already wrapped), as Polkadot.js does, and answers the
 * 64-byte signature in hex; `signPayload` signs a transaction's SignerPayloadJSON as Polkadot.js
 * does: the bytes the runtime checks (`signingPayloadBytes`: the call, the signed extensions' extra
 * and additional data, hashed where longer than 256 bytes), answered with the key type's byte in
 * front (`0x01` ‖ the sr25519 signature), as Polkadot.js answers it.
 */
export function createPolkadotTestExtension(options: PolkadotTestExtensionOptions): PolkadotTestExtension {
  const { key = 'polkadot-js', reject, fail, noAccounts } = options
  let accounts = options.accounts
  let otherAccounts = options.otherAccounts ?? []
  const listeners = new Set<(accounts: InjectedAccount[]) => void>()
  const flags: PolkadotTestExtensionFlags = { reject, fail, noAccounts }
  const calls: PolkadotTestExtension['calls'] = []
  let sequence = 0

  const shared = (): InjectedAccount[] => {
    if (flags.noAccounts) return []
    const own = accounts.map(({ key: { address }, name, genesisHash }) => ({ address, type: 'sr25519', ...(name && { name }), genesisHash: genesisHash ?? null }))
    return [...own, ...otherAccounts.map((account) => ({ ...account }))]
  }
  /** Throws as the extension does, where a flag says so. */
  const refuseOrFail = (what: string) => {
    if (flags.fail) throw new Error(`Unable to ${what}: the extension's background page did not answer`)
    if (flags.reject) throw new Error(what === 'enable' ? 'Rejected' : 'Cancelled')
  }
  const keyOf = (address: string): PolkadotTestKey => {
    const publicKey = decodeSs58(address)?.publicKey
    const account = publicKey && accounts.find(({ key: candidate }) => hex.encode(candidate.publicKey) === hex.encode(publicKey))
    if (!account) throw new Error(`Unable to find account ${address}`)
    return account.key
  }

  const signer: InjectedSigner = {
    async signRaw(raw) {
      calls.push({ method: 'signRaw', params: raw })
      refuseOrFail('sign')
      const { secretKey } = keyOf(raw.address)
      const data = hex.decode(raw.data.replace(/^0x/, ''))
      // Bytes are wrapped; an encoded payload longer than 256 bytes is signed by its blake2b-256 hash, as the runtime checks it.
      const message = raw.type === 'bytes' ? wrapBytes(data) : data.length > 256 ? blake2b(data, { dkLen: 32 }) : data
      return { id: ++sequence, signature: `0x${hex.encode(sr25519.sign(secretKey, message))}` }
    },
    async signPayload(payload) {
      calls.push({ method: 'signPayload', params: payload })
      refuseOrFail('sign')
      const { secretKey } = keyOf(payload.address)
      // Polkadot.js answers a MultiSignature: the key type's byte (sr25519: 1), then the signature.
      return { id: ++sequence, signature: `0x01${hex.encode(sr25519.sign(secretKey, signingPayloadBytes(payload)))}` }
    },
  }
  const extension: InjectedExtension = {
    accounts: {
      async get() {
        calls.push({ method: 'accounts.get' })
        refuseOrFail('list accounts')
        return shared()
      },
      subscribe(callback) {
        calls.push({ method: 'accounts.subscribe' })
        listeners.add(callback)
        queueMicrotask(() => listeners.has(callback) && callback(shared()))
        return () => void listeners.delete(callback)
      },
    },
    signer,
  }

  const enabledBy: string[] = []
  const testExtension: PolkadotTestExtension = {
    key,
    version: '0.0.0-test',
    flags,
    calls,
    enabledBy,
    async enable(appName: string) {
      calls.push({ method: 'enable', params: appName })
      refuseOrFail('enable')
      enabledBy.push(appName)
      return extension
    },
    install(target: object) {
      const window = target as { injectedWeb3?: Record<string, InjectedWindowProvider> }
      window.injectedWeb3 = { ...window.injectedWeb3, [key]: testExtension }
    },
    setAccounts(next: PolkadotTestAccount[], nextOther: InjectedAccount[] = otherAccounts) {
      accounts = next
      otherAccounts = nextOther
      for (const listener of [...listeners]) listener(shared())
    },
    listenerCount: () => listeners.size,
  }
  return testExtension
}

/** The bytes as Polkadot wallets sign a message: between `<Bytes>` and `</Bytes>`, unless already wrapped. */
export function wrapBytes(data: Uint8Array): Uint8Array {
  const wrapped = startsWith(data, BYTES_PREFIX) && startsWith(data.subarray(data.length - BYTES_SUFFIX.length), BYTES_SUFFIX)
  return wrapped ? data : new Uint8Array([...BYTES_PREFIX, ...data, ...BYTES_SUFFIX])
}

function startsWith(data: Uint8Array, prefix: Uint8Array): boolean {
  return data.length >= prefix.length && prefix.every((byte, index) => data[index] === byte)
}
