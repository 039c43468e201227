import type { SignerPayloadJSON } from './polkadot/requestTypes.ts'

/**
 * The extension API of Polkadot.js and every wallet that copies it (Talisman, SubWallet, Fearless,
 * PolkaGate, Enkrypt…): each puts `{ version, enable(appName) }` under its key of
 * `window.injectedWeb3`; `enable` asks the visitor to trust the page and answers the extension.
 */
export type InjectedWeb3 = Record<string, InjectedWindowProvider>

export interface InjectedWindowProvider {
  version?: string
  enable(appName: string): Promise<InjectedExtension>
}

export interface InjectedExtension {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    /** Calls back with the accounts now shared (at once, and on each change); answers how to stop. */
    subscribe(callback: (accounts: InjectedAccount[]) => void): (() => void) | undefined
  }
  signer: InjectedSigner
}

/** An account as an extension shares it; `type` is absent in old extensions (then sr25519), `ethereum` for Talisman's and SubWallet's EVM accounts. */
export interface InjectedAccount {
  address: string
  name?: string
  type?: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum' | (string & {})
  /** Set where the visitor tied the account to one chain. */
  genesisHash?: string | null
}

export interface InjectedSigner {
  /** Signs bytes (`type: 'bytes'`: the extension wraps them in `<Bytes>…</Bytes>` first) or an extrinsic payload already encoded (`type: 'payload'`). */
  signRaw?(raw: { address: string; data: `0x${string}`; type: 'bytes' | 'payload' }): Promise<SignerResult>
  signPayload?(payload: SignerPayloadJSON): Promise<SignerResult>
}

export interface SignerResult {
  id: number
  signature: `0x${string}`
  signedTransaction?: `0x${string}`
}

export function isInjectedWindowProvider(value: unknown): value is InjectedWindowProvider {
  return typeof (value as Partial<InjectedWindowProvider> | null | undefined)?.enable === 'function'
}
