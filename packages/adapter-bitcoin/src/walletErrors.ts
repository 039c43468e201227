import { FoyerError, RPC_ERROR_CODES, type Network } from '@foyer/core/internal'
import type { BitcoinAddressChain } from './bip122/bitcoinAddress.ts'
import { describeAddressChain } from './bitcoinNetwork.ts'

/**
 * A wallet's refusal as Foyer reads refusals (EIP-1193 4001): UniSat and OKX reject with 4001, the
 * WBIP004 wallets (Xverse, Leather) with JSON-RPC's -32000 "user rejection", Wallet Standard
 * wallets often with words only ("User rejected the request").
 */
export class WalletRejectedError extends FoyerError {
  override name = 'WalletRejectedError'
  readonly code = RPC_ERROR_CODES.USER_REJECTED_REQUEST
}

/**
 * The wallet's account is on another Bitcoin network than the one asked for (a network switch, or a
 * transfer to an address of another network), and the wallet cannot be switched from the page (only
 * UniSat-style wallets can): the visitor switches it in the wallet.
 */
export class WrongNetworkError extends FoyerError {
  override name = 'WrongNetworkError'
  /** What the wallet's account address says it is on. */
  readonly walletChain: BitcoinAddressChain
  /** The network asked for, where a network was (a switch); a transfer's receiver names only its chain. */
  readonly network: Network | undefined

  constructor(walletName: string, walletChain: BitcoinAddressChain, wanted: Network | Exclude<BitcoinAddressChain, 'any-test'>) {
    const wantedName = typeof wanted === 'string' ? describeAddressChain(wanted) : wanted.name
    super(`${walletName}'s account is on ${describeAddressChain(walletChain)}, not on ${wantedName}: switch ${walletName} to ${typeof wanted === 'string' ? 'that network' : wantedName} in the wallet`)
    this.walletChain = walletChain
    this.network = typeof wanted === 'string' ? undefined : wanted
  }
}

/** WBIP004's JSON-RPC code for a refusal (sats-connect's RpcErrorCode.USER_REJECTION). */
const WBIP_USER_REJECTION = -32000
const REFUSAL_WORDS = /reject|declin|denied|cancel/i

/** The error as the client should see it: a refusal becomes a WalletRejectedError (its message kept for the console), anything else is left as it is. */
export function walletError(error: unknown): unknown {
  if (error instanceof WalletRejectedError) return error
  const code = (error as { code?: unknown } | null)?.code
  const message = error instanceof Error ? error.message : String((error as { message?: unknown } | null)?.message ?? error)
  const refused = code === RPC_ERROR_CODES.USER_REJECTED_REQUEST || code === WBIP_USER_REJECTION || (code === undefined && REFUSAL_WORDS.test(message))
  if (refused) return new WalletRejectedError(message, { cause: error })
  // A JSON-RPC error object (WBIP004 wallets answer `{ code, message }`, not an Error): an Error with its code, so it prints.
  if (!(error instanceof Error) && typeof code === 'number') return Object.assign(new Error(message), { code, cause: error })
  return error
}

/** What a wallet of the namespace cannot do through its API (EIP-1193's 4200, unsupported method). */
export function unsupported(walletName: string, what: string): Error {
  return Object.assign(new Error(`${walletName} cannot ${what}`), { code: RPC_ERROR_CODES.UNSUPPORTED_METHOD })
}
