import { z } from 'zod'
import { eip155NetworkId, eip155NetworkIdSchema, evmAddressSchema } from '../../caip.ts'
import { checkListedOnce, checkPricedTokens, filledFromEnv, httpUrl, pricesSchema, rpcUrlsSchema } from '../../chains/chainsFileFields.ts'
import type { ChainsFileEntry } from '../servedNamespace.ts'
import { MAX_TOKENS_PER_CHAIN, type ChainInput } from './eip155ChainConfig.ts'

const tokenSchema = z.strictObject({
  address: evmAddressSchema,
  name: z.string().min(1).max(64),
  symbol: z.string().min(1).max(11),
  decimals: z.number().int().min(0).max(255),
  /** Read only with prices.source 'fixed'. */
  priceUsd: z.number().min(0).optional(),
})

/**
 * The chains file's `chains`: the EVM chains an operator serves, each named by chainId or
 * caipNetworkId, read into the server's chain settings (the primary RPC URL first).
 */
export function eip155ChainsFileSchema(env: NodeJS.ProcessEnv) {
  const chainSchema = z
    .strictObject({
      chainId: z.number().int().positive().optional(),
      caipNetworkId: eip155NetworkIdSchema.optional(),
      name: z.string().min(1).max(64),
      rpcUrls: rpcUrlsSchema(env, 'https://mainnet.example.com/v2/${RPC_API_KEY}'),
      blockExplorerUrl: httpUrl('https://etherscan.io').optional(),
      nativeCurrency: z.strictObject({ name: z.string().min(1).max(64), symbol: z.string().min(1).max(11), decimals: z.number().int().min(0).max(255) }),
      /** Read only with prices.source 'fixed'. */
      nativePriceUsd: z.number().min(0).optional(),
      /** Balances are not served on testnets (spec §5); their history is. */
      testnet: z.boolean().default(false),
      tokens: z.array(tokenSchema).max(MAX_TOKENS_PER_CHAIN).default([]),
      prices: pricesSchema,
      /** Smart accounts on the chain: its ERC-4337 bundler and, to sponsor operations, an ERC-7677 paymaster service; `${NAME}`s filled from the environment. */
      smartAccounts: z
        .strictObject({
          bundlerUrl: filledFromEnv(env, httpUrl('https://api.pimlico.io/v2/1/rpc?apikey=${PIMLICO_API_KEY}')),
          paymasterUrl: filledFromEnv(env, httpUrl('https://api.pimlico.io/v2/1/rpc?apikey=${PIMLICO_API_KEY}')).optional(),
          entryPoint: evmAddressSchema.optional(),
          safe4337Module: evmAddressSchema.optional(),
          safeModuleSetup: evmAddressSchema.optional(),
        })
        .optional(),
    })
    .superRefine((chain, context) => {
      if (chain.chainId === undefined && chain.caipNetworkId === undefined)
        context.addIssue({ code: 'custom', path: [], message: 'must name its chain: chainId (like 1) or caipNetworkId (like eip155:1)' })
      if (chain.chainId !== undefined && chain.caipNetworkId !== undefined)
        context.addIssue({ code: 'custom', path: ['caipNetworkId'], message: 'must not be given with chainId: name the chain once' })
      checkPricedTokens(chain, context, 'address')
    })

  return z
    .array(chainSchema)
    .min(1, 'must list at least one chain')
    .superRefine((chains, context) =>
      checkListedOnce(
        chains.map((chain) => (chain.chainId === undefined && chain.caipNetworkId === undefined ? undefined : networkIdOf(chain))),
        context,
        'chains',
      ),
    )
    .transform((chains) =>
      chains.map(
        (chain): ChainsFileEntry<ChainInput> => ({
          caipNetworkId: networkIdOf(chain),
          name: chain.name,
          rpcUrl: chain.rpcUrls[0]!,
          rpcUrls: chain.rpcUrls.slice(1),
          ...(chain.blockExplorerUrl && { blockExplorerUrl: chain.blockExplorerUrl }),
          nativeCurrency: chain.nativeCurrency,
          ...(chain.nativePriceUsd !== undefined && { nativePriceUsd: chain.nativePriceUsd }),
          testnet: chain.testnet,
          tokens: chain.tokens,
          prices: chain.prices,
          ...(chain.smartAccounts && { smartAccounts: withoutUndefined(chain.smartAccounts) }),
        }),
      ),
    )
}

function networkIdOf(chain: { chainId?: number | undefined; caipNetworkId?: `eip155:${number}` | undefined }) {
  return chain.caipNetworkId ?? eip155NetworkId(chain.chainId ?? 0)
}

/** The fields given, without the ones left out (which the config's defaults fill). */
function withoutUndefined<T extends object>(value: T): { [Key in keyof T]: Exclude<T[Key], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as { [Key in keyof T]: Exclude<T[Key], undefined> }
}
