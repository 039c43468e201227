import { z } from 'zod'
import { chainPriceSourceSchema } from '../../prices/priceSettings.ts'
import { polkadotNetworkIdSchema } from './polkadotCaip.ts'
import { polkadotNodeUrlSchema } from './polkadotNodeUrl.ts'

/** A planck amount as a decimal string (JSON has no bigint), read into a bigint. */
export const planckSchema = z.union([z.string().regex(/^\d{1,39}$/, 'must be a whole number of planck, written in decimal digits'), z.bigint().nonnegative()]).transform((planck) => BigInt(planck))

export const polkadotNativeCurrencySchema = z.object({ name: z.string().min(1), symbol: z.string().min(1).max(11), decimals: z.number().int().min(0).max(255) })
export const ss58PrefixSchema = z.number().int().min(0).max(16_383)

/** An explorer's account page with `{address}` where the SS58 address goes (Subscan's https://polkadot.subscan.io/account/{address}). */
export const explorerAccountUrlSchema = z
  .string()
  .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL')
  .refine((url) => url.includes('{address}'), 'must hold {address} where the account goes, like https://polkadot.subscan.io/account/{address}')

/**
 * A Polkadot SDK chain (a relay chain, Asset Hub, a parachain) the server serves: balances of its
 * native token from `System.Account`, the RPC proxy, sign-in. `rpcUrl` and `rpcUrls` are its nodes'
 * JSON-RPC, read over HTTP (a ws(s):// URL is read at the same host and port over http(s); polkadotNodeUrl.ts).
 * `nativeCurrency` and `ss58Prefix` are the chain's own (`system_properties`' tokenSymbol,
 * tokenDecimals, ss58Format). A configuration may leave them out: the server reads them from the
 * chain's nodes before it starts (polkadotChainProperties.ts), and parsing refuses a chain still
 * without them. Written, the readiness check and the first balance read compare them with what the
 * node says and refuse a chain whose configuration disagrees.
 */
const polkadotChainFieldsSchema = z.object({
  caipNetworkId: polkadotNetworkIdSchema,
  name: z.string().min(1),
  rpcUrl: polkadotNodeUrlSchema,
  /** Fallback nodes tried in order after rpcUrl. */
  rpcUrls: z.array(polkadotNodeUrlSchema).max(8).optional(),
  /** Its token; left out, read from the chain (`system_properties`' tokenSymbol and tokenDecimals) at start. */
  nativeCurrency: polkadotNativeCurrencySchema.optional(),
  /** The prefix the chain's addresses are written with (0 Polkadot, 2 Kusama, 42 generic Substrate); an address for another is refused. Left out, read from the chain at start. */
  ss58Prefix: ss58PrefixSchema.optional(),
  /**
   * The runtime's `Balances.ExistentialDeposit` in planck: an account that has consumers (a lock, a
   * hold, an asset) must keep it, so it is not transferable (readPolkadotHoldings.ts). Without it,
   * the transferable amount of such an account is over by up to that deposit.
   */
  existentialDeposit: planckSchema.optional(),
  /** An account page of the chain's explorer, `{address}` standing for the SS58 address (https://polkadot.subscan.io/account/{address}). */
  explorerAccountUrl: explorerAccountUrlSchema.optional(),
  /** A fixed price of the native token, read only by the `fixed` price source. */
  nativePriceUsd: z.number().min(0).optional(),
  testnet: z.boolean(),
  prices: chainPriceSourceSchema.default({ source: 'fixed' }),
})

export const polkadotChainConfigSchema = polkadotChainFieldsSchema.transform((chain, context) => {
  const { nativeCurrency, ss58Prefix } = chain
  if (nativeCurrency && ss58Prefix !== undefined) return { ...chain, nativeCurrency, ss58Prefix }
  for (const field of ['nativeCurrency', 'ss58Prefix'] as const) {
    if (chain[field] === undefined)
      context.addIssue({ code: 'custom', path: [field], message: "is required: write it, or let the server read it from the chain's nodes at start (loadConfig, buildServer)" })
  }
  return z.NEVER
})

export type PolkadotChainConfig = z.output<typeof polkadotChainConfigSchema>
export type PolkadotChainInput = z.input<typeof polkadotChainConfigSchema>

/** The server config's `polkadotChains`: the Polkadot SDK chains served beside the others (none unless listed). */
export const polkadotChainsSchema = z.array(polkadotChainConfigSchema).max(16).default([])

/** The devnet's Polkadot chain (as @foyer/devnet describes it) as the server configures it, priced by its fixed dev table. */
export function polkadotChainConfigFromDevnet(chain: {
  caipNetworkId: string
  name: string
  wsUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  nativePriceUsd: number
  ss58Prefix: number
  existentialDeposit: bigint | string
}): PolkadotChainInput {
  return {
    caipNetworkId: chain.caipNetworkId,
    name: chain.name,
    // chopsticks answers HTTP POST on its WebSocket's port, as a Polkadot SDK node does.
    rpcUrl: chain.wsUrl,
    nativeCurrency: chain.nativeCurrency,
    nativePriceUsd: chain.nativePriceUsd,
    ss58Prefix: chain.ss58Prefix,
    existentialDeposit: String(chain.existentialDeposit),
    // A devnet is served as a mainnet-like chain, as the other devnets are (spec §5's balance rule).
    testnet: false,
    prices: { source: 'fixed' },
  }
}

/** The devnet description's `polkadot` (started only when asked; most descriptions have none), as the server configures it. */
export const polkadotDevnetChainsSchema = z
  .object({
    caipNetworkId: z.string(),
    name: z.string(),
    wsUrl: z.string(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
    nativePriceUsd: z.number(),
    ss58Prefix: z.number(),
    existentialDeposit: z.string(),
  })
  .optional()
  .transform((chain) => (chain ? [polkadotChainConfigFromDevnet(chain)] : []))
