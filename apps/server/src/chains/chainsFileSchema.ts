import { z } from 'zod'
import { eip155NetworkId, eip155NetworkIdSchema, evmAddressSchema, solanaAddressSchema, solanaNetworkIdSchema } from '../caip.ts'
import type { SolanaChainInput } from '../namespaces/solana/solanaChainConfig.ts'
import { MAX_TOKENS_PER_CHAIN } from '../namespaces/eip155/eip155ChainConfig.ts'
import { coingeckoApiSchema, coingeckoIdSchema } from '../prices/priceSettings.ts'
import type { ServerConfig } from '../serverConfig.ts'
import { fillPlaceholders } from './envPlaceholders.ts'

type ChainInput = ServerConfig['chains'][number]

/** A primary and a few fallbacks; past this a list of RPC URLs is a mistake, not resilience. */
export const MAX_RPC_URLS = 8

const httpUrl = (example: string) => z.url({ protocol: /^https?$/, error: `must be an http(s) URL like ${example}` })

const tokenSchema = z.strictObject({
  address: evmAddressSchema,
  name: z.string().min(1).max(64),
  symbol: z.string().min(1).max(11),
  decimals: z.number().int().min(0).max(255),
  /** Read only with prices.source 'fixed'. */
  priceUsd: z.number().min(0).optional(),
})

const solanaTokenSchema = z.strictObject({
  mint: solanaAddressSchema,
  name: z.string().min(1).max(64),
  symbol: z.string().min(1).max(11),
  decimals: z.number().int().min(0).max(255),
  /** Read only with prices.source 'fixed'. */
  priceUsd: z.number().min(0).optional(),
})

const pricesSchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('coingecko'), platform: coingeckoIdSchema, nativeCoinId: coingeckoIdSchema }),
    z.strictObject({ source: z.literal('fixed') }),
    z.strictObject({ source: z.literal('none') }),
  ],
  { error: "must say where the chain's prices come from: source 'coingecko', 'fixed' or 'none'" },
)

/**
 * The file an operator writes to serve real chains (FOYER_CHAINS_FILE; docs/chains.md), read into
 * the server's chain settings. `${NAME}` in an RPC URL or the CoinGecko apiKey is filled from
 * `env`, so keys stay in the environment. Unknown fields are refused: a misspelt one would
 * otherwise be ignored without a word.
 */
export function chainsFileSchema(env: NodeJS.ProcessEnv) {
  const chainSchema = z
    .strictObject({
      chainId: z.number().int().positive().optional(),
      caipNetworkId: eip155NetworkIdSchema.optional(),
      name: z.string().min(1).max(64),
      /** The primary first, then fallbacks in the order they are tried. */
      rpcUrls: z
        .array(filledFromEnv(env, httpUrl('https://mainnet.example.com/v2/${RPC_API_KEY}')))
        .min(1, 'must list at least one RPC URL: the primary, then fallbacks in the order they are tried')
        .max(MAX_RPC_URLS),
      blockExplorerUrl: httpUrl('https://etherscan.io').optional(),
      nativeCurrency: z.strictObject({ name: z.string().min(1).max(64), symbol: z.string().min(1).max(11), decimals: z.number().int().min(0).max(255) }),
      /** Read only with prices.source 'fixed'. */
      nativePriceUsd: z.number().min(0).optional(),
      /** Balances are not served on testnets (spec §5); their history is. */
      testnet: z.boolean().default(false),
      tokens: z.array(tokenSchema).max(MAX_TOKENS_PER_CHAIN).default([]),
      prices: pricesSchema,
    })
    .superRefine(checkChain)

  const solanaChainSchema = z
    .strictObject({
      /** `solana:` and the first 32 characters of the cluster's genesis hash. */
      caipNetworkId: solanaNetworkIdSchema,
      name: z.string().min(1).max(64),
      rpcUrls: z
        .array(filledFromEnv(env, httpUrl('https://api.mainnet-beta.solana.com')))
        .min(1, 'must list at least one RPC URL: the primary, then fallbacks in the order they are tried')
        .max(MAX_RPC_URLS),
      nativePriceUsd: z.number().min(0).optional(),
      testnet: z.boolean().default(false),
      tokens: z.array(solanaTokenSchema).max(MAX_TOKENS_PER_CHAIN).default([]),
      prices: pricesSchema,
    })
    .superRefine((chain, context) => checkChain({ ...chain, tokens: chain.tokens.map((token) => ({ ...token, address: token.mint })) }, context, 'mint'))

  return z
    .strictObject({
      /** How to reach CoinGecko, for every chain whose prices.source is 'coingecko'; omitted, its keyless public API. */
      coingecko: z.strictObject({ ...coingeckoApiSchema.shape, apiKey: filledFromEnv(env, coingeckoApiSchema.shape.apiKey.unwrap()).optional() }).optional(),
      chains: z.array(chainSchema).min(1, 'must list at least one chain'),
      /** Solana clusters served beside the EVM chains: balances (SOL and these SPL mints) and the RPC proxy. */
      solana: z.array(solanaChainSchema).max(16).default([]),
    })
    .superRefine((file, context) => {
      const seen = new Map<string, number>()
      file.chains.forEach((chain, index) => {
        if (chain.chainId === undefined && chain.caipNetworkId === undefined) return // named as a mistake of its own
        const id = networkIdOf(chain)
        const first = seen.get(id)
        if (first === undefined) seen.set(id, index)
        else context.addIssue({ code: 'custom', path: ['chains', index], message: `is ${id} again: chains[${first}] already serves it` })
      })
      file.solana.forEach((cluster, index) => {
        const first = file.solana.findIndex((other) => other.caipNetworkId === cluster.caipNetworkId)
        if (first !== index) context.addIssue({ code: 'custom', path: ['solana', index], message: `is ${cluster.caipNetworkId} again: solana[${first}] already serves it` })
      })
    })
    .transform((file): { chains: ChainInput[]; solanaChains: SolanaChainInput[] } => ({
      solanaChains: file.solana.map((cluster) => ({
        caipNetworkId: cluster.caipNetworkId,
        name: cluster.name,
        rpcUrl: cluster.rpcUrls[0]!,
        rpcUrls: cluster.rpcUrls.slice(1),
        ...(cluster.nativePriceUsd !== undefined && { nativePriceUsd: cluster.nativePriceUsd }),
        testnet: cluster.testnet,
        tokens: cluster.tokens,
        prices:
          cluster.prices.source === 'coingecko'
            ? { source: 'coingecko', platform: cluster.prices.platform, nativeCoinId: cluster.prices.nativeCoinId, api: file.coingecko ?? coingeckoApiSchema.parse({}) }
            : { source: 'fixed' },
      })),
      chains: file.chains.map((chain) => ({
        caipNetworkId: networkIdOf(chain),
        name: chain.name,
        rpcUrl: chain.rpcUrls[0]!,
        rpcUrls: chain.rpcUrls.slice(1),
        ...(chain.blockExplorerUrl && { blockExplorerUrl: chain.blockExplorerUrl }),
        nativeCurrency: chain.nativeCurrency,
        ...(chain.nativePriceUsd !== undefined && { nativePriceUsd: chain.nativePriceUsd }),
        testnet: chain.testnet,
        tokens: chain.tokens,
        // 'none' is the fixed source with no numbers: every price unknown.
        prices:
          chain.prices.source === 'coingecko'
            ? { source: 'coingecko', platform: chain.prices.platform, nativeCoinId: chain.prices.nativeCoinId, api: file.coingecko ?? coingeckoApiSchema.parse({}) }
            : { source: 'fixed' },
      })),
    }))
}

export type ChainsFile = z.input<ReturnType<typeof chainsFileSchema>>

type ChainEntry = {
  chainId?: number | undefined
  caipNetworkId?: string | undefined
  nativePriceUsd?: number | undefined
  tokens: { address: string; priceUsd?: number | undefined }[]
  prices: { source: string }
}

function networkIdOf(chain: Pick<ChainEntry, 'chainId' | 'caipNetworkId'>) {
  return chain.caipNetworkId ?? eip155NetworkId(chain.chainId ?? 0)
}

/** What one field cannot say alone: which chain it is, and whether its fixed numbers fit its price source. */
function checkChain(chain: ChainEntry, context: z.RefinementCtx, tokenKey: 'address' | 'mint' = 'address'): void {
  const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message })
  if (chain.chainId === undefined && chain.caipNetworkId === undefined) issue([], 'must name its chain: chainId (like 1) or caipNetworkId (like eip155:1)')
  if (chain.chainId !== undefined && chain.caipNetworkId !== undefined) issue(['caipNetworkId'], 'must not be given with chainId: name the chain once')

  const fixed = chain.prices.source === 'fixed'
  if (fixed && chain.nativePriceUsd === undefined) issue(['nativePriceUsd'], "is required with prices.source 'fixed'")
  if (!fixed && chain.nativePriceUsd !== undefined) issue(['nativePriceUsd'], `is read only with prices.source 'fixed', not '${chain.prices.source}': remove it`)
  const firstListed = new Map<string, number>()
  chain.tokens.forEach((token, index) => {
    if (fixed && token.priceUsd === undefined) issue(['tokens', index, 'priceUsd'], "is required with prices.source 'fixed'")
    if (!fixed && token.priceUsd !== undefined) issue(['tokens', index, 'priceUsd'], `is read only with prices.source 'fixed', not '${chain.prices.source}': remove it`)
    // An EVM address in any letter case is one token; a base58 mint is case-sensitive.
    const address = tokenKey === 'address' ? token.address.toLowerCase() : token.address
    const first = firstListed.get(address)
    if (first === undefined) firstListed.set(address, index)
    else issue(['tokens', index, tokenKey], `is tokens[${first}]'s ${tokenKey} again: list each token once`)
  })
}

/** A string whose `${NAME}`s are filled from the environment, then checked by `filled`. */
function filledFromEnv<Filled extends z.ZodType<unknown, string>>(env: NodeJS.ProcessEnv, filled: Filled) {
  return z
    .string()
    .max(2048)
    .transform((template, context) => {
      const result = fillPlaceholders(template, env)
      if ('value' in result) return result.value
      const names = result.unset.map((name) => '${' + name + '}').join(', ')
      context.addIssue({ code: 'custom', message: `has ${names}, but the environment does not set ${result.unset.join(', ')}: set it, or write the value without it` })
      return z.NEVER
    })
    .pipe(filled)
}
