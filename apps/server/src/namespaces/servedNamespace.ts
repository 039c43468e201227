import type { SiwxNamespaceRules } from '@foyer/siwx-verify'
import type { PublicClient } from 'viem'
import type { z } from 'zod'
import type { HistoryPage } from '../activity/transactionSchema.ts'
import type { Holding } from '../balances/holding.ts'
import type { AnyRoute } from '../kernel/http/defineRoute.ts'
import type { EmbeddedWallet } from './embeddedWallet.ts'
import type { Dependency } from '../kernel/dependency.ts'
import type { ChainPriceSource } from '../prices/priceSettings.ts'
import type { UpstreamPolicy } from '../rpc/upstreams.ts'

/**
 * A CAIP-2 namespace the server serves (eip155, solana): every question a module would otherwise
 * answer by the namespace's name is asked of it. Modules fold over the one list in
 * `namespaces/namespaces.ts` as buildServer folds over `serverModules`, so a namespace is one
 * folder `namespaces/<ns>/` plus one line there.
 */
export interface ServedNamespace<Name extends string = string, ConfigKey extends string = string, Schema extends ChainsSchema = ChainsSchema> {
  /** The CAIP-2 namespace, the key of its chains in the resolved config (`settings.chains.solana`). */
  name: Name
  /** The shape of its CAIP-2 references (after the colon: a decimal chain id, a genesis-hash prefix), which tells its chains among bare references (an onramp provider's). */
  referencePattern: RegExp
  /** Its chains' configuration: the config field, its schema, and its parts of the chains file and the devnet's description. */
  chains: NamespaceChains<ConfigKey, Schema>
  /** How its addresses are written, checked and compared. */
  address: AddressRules
  /** An address rule narrower on one of its chains (polkadot: written for the chain's SS58 prefix); without it, `address.schema` on every chain. */
  chainAddressSchema?(chain: ChainOf<Schema>): z.ZodType<string>
  /** A chain's listed tokens under one name, `address` being the contract or the mint: prices, images, the onramp's fallback list. */
  listedTokens(chain: ChainOf<Schema>): ListedToken[]
  /** Reads an owner's non-zero holdings on one chain over its nodes, primary then fallbacks, within `policy`. */
  holdingsReader(chain: ChainOf<Schema>, policy: UpstreamPolicy): (owner: string) => Promise<Holding[]>
  /** Whether the public RPC proxy (POST /v1/) forwards a method to its nodes: an explicit list, unknown methods refused. */
  isForwardedMethod(method: string): boolean
  /** A chain's node as a readiness dependency (/readyz), when the namespace knows how to ask it. */
  nodeDependency?(chain: ChainOf<Schema>): Dependency
  /** Sign-in (SIWX) with its accounts on its chains; without it, its chains are not offered for sign-in. */
  siwx?: SiwxVerifier<ChainOf<Schema>>
  /** The embedded wallet's signer on its chains (/auth/v1/rpc, GET /user); without it, the wallet does not serve them. */
  embeddedWallet?: EmbeddedWallet<ChainOf<Schema>>
  /**
   * Routes of its own under `/v1/<namespace>/` (bip122: the UTXOs, fee rates and broadcast its sends
   * need), over its served chains; asked only when it has some (namespaces/namespaceRoutesModule.ts).
   */
  routes?(chains: readonly ChainOf<Schema>[], policy: UpstreamPolicy): readonly AnyRoute[]
  /**
   * An account's transactions on its chains, read where they are kept (bip122: Esplora), answered
   * by the one history route (GET /v1/account/:account/history with the chain's id); eip155's are
   * indexed by the activity module instead.
   */
  history?(chains: readonly ChainOf<Schema>[], policy: UpstreamPolicy): NamespaceHistory<ChainOf<Schema>>
}

/** One page of an account's transactions on one of a namespace's chains, newest first. */
export interface NamespaceHistory<Chain> {
  page(query: { chain: Chain; account: string; cursor?: string; limit: number; nativePriceUsd: number | undefined }): Promise<HistoryPage>
}

/** A namespace's address rule. */
export interface AddressRules {
  /** The address checked, with the message a caller acts on (an EVM address's checksum, a base58 key's 32 bytes). */
  schema: z.ZodType<string>
  /** The form an address is cached and looked up under: EVM addresses in lowercase, base58 ones as written. */
  key(address: string): string
  /** Its shape alone, which tells the namespace of an address given without a chain (GET /v1/sessions/:address). */
  pattern: RegExp
  /** Its shape in words, for a message listing what an address may be: "an EVM address (0x and 40 hex characters)". */
  description: string
}

/** How a namespace's sign-ins and revokes are checked. */
export interface SiwxVerifier<Chain> {
  /** How its messages are read and its signatures checked offline: @foyer/siwx-verify's rules for it. */
  rules: SiwxNamespaceRules
  /** What is wrong with a signature before any check (eip155: a high s, the malleable form), if anything; it reads after "body.signature". */
  signatureProblem?(signature: string): string | undefined
  /** A client of a chain's nodes, for the signatures only the chain can check (eip155's smart accounts: EIP-1271, EIP-6492). */
  chainClient?(chain: Chain, policy: UpstreamPolicy): PublicClient
}

/** What every namespace's chain config has, whatever it adds (an EVM chain's explorer, a Solana token's mint). */
export interface ServedChainConfig {
  caipNetworkId: string
  name: string
  rpcUrl: string
  /** Fallback nodes tried in order after rpcUrl. */
  rpcUrls?: string[] | undefined
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** A fixed price of the native currency, read only by the `fixed` price source. */
  nativePriceUsd?: number | undefined
  /** spec §5: balances are served for mainnet-like chains only. */
  testnet: boolean
  prices: ChainPriceSource
}

/** A token a chain lists, in every namespace's words: `address` is its contract (eip155) or its mint (solana). */
export interface ListedToken {
  address: string
  name: string
  symbol: string
  decimals: number
  priceUsd?: number | undefined
}

/**
 * How a namespace's chains are configured. The field names are the ones operators and code
 * configs use today (eip155's `chains`, solana's `solanaChains`; the chains file's `chains` and
 * `solana`), so configurations keep working; the resolved config keys them by namespace instead.
 */
export interface NamespaceChains<ConfigKey extends string, Schema extends ChainsSchema> {
  /** The server-config field that lists its chains in a config written in code. */
  configKey: ConfigKey
  /** That field's schema: the list of its chains' configs, with its bounds and its default. */
  schema: Schema
  /** Its part of an operator's chains file (FOYER_CHAINS_FILE). */
  chainsFile: {
    /** The file's key for its list. */
    key: string
    /**
     * The list as the file writes it, read into config inputs except `prices`, left in the file's
     * form for the file's shared CoinGecko settings; `${NAME}`s are filled from `env`.
     */
    schema(env: NodeJS.ProcessEnv): z.ZodType<ChainsFileEntry<InputOf<Schema>>[], unknown>
  }
  /** Its part of the devnet's description (FOYER_DEVNET_FILE): the key and its chains read into config inputs. */
  devnetFile: { key: string; schema: z.ZodType<InputOf<Schema>[], unknown> }
  /**
   * Fills in what a chain's configuration may leave to the chain itself, read from its nodes before
   * the config is checked (polkadot: its token and SS58 prefix from `system_properties`); a chain it
   * cannot settle is a ConfigError saying what to write instead. Without it, a configuration is
   * complete as written.
   */
  settle?(chains: readonly InputOf<Schema>[], signal?: AbortSignal): Promise<InputOf<Schema>[]>
}

/** Where a chain of the chains file says its prices come from, before the file's CoinGecko settings are laid in. */
export type ChainsFilePrices = { source: 'coingecko'; platform: string; nativeCoinId: string } | { source: 'fixed' } | { source: 'none' }

export type ChainsFileEntry<Input> = Omit<Input, 'prices'> & { prices: ChainsFilePrices }

/** The schema of a namespace's list of chains in the server config. */
export type ChainsSchema = z.ZodType<ServedChainConfig[], unknown>
/** One chain of a namespace, as configured (resolved) and as written. */
export type ChainOf<Schema extends ChainsSchema> = z.output<Schema>[number]
export type InputOf<Schema extends ChainsSchema> = NonNullable<z.input<Schema>> extends readonly (infer Input)[] ? Input : never

/** Declares a namespace; the identity function that lets TypeScript infer its names and its chains' types. */
export function defineServedNamespace<Name extends string, ConfigKey extends string, Schema extends ChainsSchema>(
  namespace: ServedNamespace<Name, ConfigKey, Schema>,
): ServedNamespace<Name, ConfigKey, Schema> {
  return namespace
}

// Namespaces are listed type-erased; each was checked against its own chain type where it was defined
// (its functions take its own chain type, which no other schema's output is assignable to).
// biome-ignore lint/suspicious/noExplicitAny: the list erases each namespace's chain type, checked where it was defined
export type AnyServedNamespace = ServedNamespace<string, string, any>
