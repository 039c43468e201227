import type { AuthSettings } from '../auth/authSettings.ts'
import type { OpenedUserKeys, UserAddresses } from '../auth/keys/userKeys.ts'

/**
 * A namespace's side of the embedded wallet (/auth/v1): which wallet methods are its own, the
 * user's address on its chains, how its methods are run with the user's key, and how a new wallet
 * is funded on a local chain. The auth module asks it instead of branching on the namespace's name.
 */
export interface EmbeddedWallet<Chain> {
  /** Whether a wallet method is this namespace's (`solana_…`); a method sent for another namespace's chain is refused. */
  ownsMethod(method: string): boolean
  /**
   * The user's address on one of its chains, from what the user row keeps; undefined where the row
   * keeps none yet (a user made before the namespace was served: its `namespaceAddresses` are
   * derived then, and it is asked again). `chain` is the served chain's config, for a namespace that
   * writes one account differently per chain (polkadot: with the chain's SS58 prefix); undefined on
   * a chain served for signing only.
   */
  addressOf(user: UserAddresses, caipNetworkId: string, chain: Chain | undefined): string | undefined
  /**
   * The addresses it keeps in the user row's `namespaceAddresses`, by keys of its own naming
   * (`bip122:bc`), derived from the user's seed; absent where its address has a column of its own.
   */
  namespaceAddresses?: { keys: readonly string[]; derive(seed: Uint8Array): Record<string, string> }
  /** Chains it answers for and signs on without a node of the server's (auth settings'), beside its served chains. */
  signingOnlyChains?(settings: AuthSettings): readonly string[]
  /** The chain a bare number names (eip155: `1` is eip155:1), in a namespace whose chain ids are numbers. */
  chainOfNumber?(number: string): string
  /** Makes the runner of its methods, once per server (it may keep a client per chain). */
  signer(): (request: WalletRequest<Chain>) => Promise<unknown>
  /** Dev mode: what each new wallet is given on every chain of the namespace, when the auth settings set an amount. */
  devFunding?: DevFunding<Chain>
  /**
   * The smart accounts it offers beside the key's own address (eip155: a Safe where the chain has
   * a bundler), made once per server (it may keep clients and addresses per chain). Absent: the
   * namespace's only account is the one at `addressOf`.
   */
  smartAccounts?(): SmartAccounts<Chain>
}

/** The kinds of account the embedded wallet holds on a chain: the key's own, or a smart account it owns. */
export type WalletAccountType = 'eoa' | 'smartAccount'

/** One namespace's smart accounts: each owned by the user's key on that chain, counterfactual until first used. */
export interface SmartAccounts<Chain> {
  /** Whether the chain offers them (a served chain whose config sets them up). */
  offeredOn(chain: Chain | undefined): chain is Chain
  /** The address of the smart account `owner` (the key's own address on the chain) owns there; computed, not stored. */
  address(chain: Chain, owner: string): Promise<string>
  /** Whether the account's code is on the chain yet (its first operation deploys it). */
  isDeployed(chain: Chain, address: string): Promise<boolean>
}

/** One wallet method for the signed-in user on one chain of the namespace. */
export interface WalletRequest<Chain> {
  caipNetworkId: string
  /** The served chain's config; undefined on a chain the wallet signs for only (no node to send through). */
  chain: Chain | undefined
  method: string
  params: unknown
  /** The user's address on the request's chain: the account the request is made from. */
  address: string
  /** Which of the user's accounts that is: the key's own, or the smart account it owns (then `address` is the smart account's). */
  accountType: WalletAccountType
  /** The app's gas sponsorship for this account on this chain today; undefined where the project sponsors nothing. */
  gasSponsor?: GasSponsor
  /** Who the visitor approved as the payer of the network fee: the app (true) or the account (false); undefined when no one was shown. */
  sponsoredAsApproved?: boolean
  /** Opens the user's keys (only the methods that sign ask). */
  openKeys(): OpenedUserKeys
}

export interface DevFunding<Chain> {
  /** The amount the auth settings give (devFundingWei, devFundingLamports, devFundingPlanck), in the chain's smallest unit; undefined: none. */
  amount(settings: AuthSettings): bigint | undefined
  /** The smallest unit's name, for the log line ("wei"). */
  unit: string
  fund(chain: Chain, address: string, amount: bigint): Promise<void>
}

/**
 * An app's gas sponsorship for one account on one chain today: its paymaster pays the account's
 * operations while their cost fits the day's budget. The budget holds however many operations race
 * for it: each takes its most possible cost at once, or nothing.
 */
export interface GasSponsor {
  /** What is left of today's budget, in wei: whether the approval and a quote say the app pays. */
  left(): Promise<bigint>
  /** Takes an operation's most possible cost from today's budget; undefined (nothing taken) when it does not fit. */
  reserve(maxCost: bigint): Promise<ReservedGas | undefined>
}

/** Gas taken for one operation: settled to what it cost once included, or given back when it was not sent. */
export interface ReservedGas {
  settle(actualCost: bigint): Promise<void>
  release(): Promise<void>
}
