import { z } from 'zod'
import { eip155NetworkIdSchema, evmAddressSchema } from '../caip.ts'
import type { EnvDocs } from '../kernel/serverModule.ts'
import { positiveWholeNumber } from '../kernel/settings/envVariables.ts'
import { isSwapNetwork, SWAP_NETWORKS } from './swapNetworks.ts'

export const SWAP_PROVIDER_NAMES = ['0x', '1inch'] as const
export type SwapProviderName = (typeof SWAP_PROVIDER_NAMES)[number]

const httpUrl = (example: string) => z.url({ protocol: /^https?$/, error: `must be an http(s) URL like ${example}` })
const apiKey = z.string().min(1).max(512)
const timeoutMs = z.number().int().min(100).max(60_000)

const ammSchema = z.object({
  caipNetworkId: eip155NetworkIdSchema,
  /** The Uniswap-V2-style router (the devnet's DevSwapRouter). */
  router: evmAddressSchema,
  /** The wrapped native token its pools hold (the devnet's DevWeth). */
  weth: evmAddressSchema,
  /** The ERC-20 tokens with a pool; omitted, every token configured on the chain is listed. */
  tokens: z.array(evmAddressSchema).max(100).optional(),
})

/**
 * Who swaps on which chain. A production chain of spec §9's list is given to 0x or 1inch
 * (`providers`, FOYER_SWAP_PROVIDERS), with that provider's API; a chain with its own AMM (the
 * devnet's) swaps through its router (`amms`, from the stack). A chain may have one or the other.
 */
export const swapSettingsSchema = z
  .object({
    /** eip155 network id → provider: `{ "eip155:1": "0x", "eip155:8453": "1inch" }`. */
    providers: z.record(eip155NetworkIdSchema, z.enum(SWAP_PROVIDER_NAMES)).default({}),
    zeroEx: z.object({ baseUrl: httpUrl('https://api.0x.org').default('https://api.0x.org'), apiKey: apiKey.optional(), timeoutMs: timeoutMs.default(8_000) }).prefault({}),
    oneInch: z.object({ baseUrl: httpUrl('https://api.1inch.dev').default('https://api.1inch.dev'), apiKey: apiKey.optional(), timeoutMs: timeoutMs.default(8_000) }).prefault({}),
    amms: z.array(ammSchema).max(16).default([]),
  })
  .superRefine((swap, context) => {
    for (const [network, provider] of Object.entries(swap.providers)) {
      if (!isSwapNetwork(network)) {
        context.addIssue({ code: 'custom', path: ['providers', network], message: `is not a swap network (spec §9: eip155 ${SWAP_NETWORKS.join(', ')})` })
      }
      const key = provider === '0x' ? swap.zeroEx.apiKey : swap.oneInch.apiKey
      if (!key) {
        const variable = provider === '0x' ? 'FOYER_SWAP_0X_API_KEY' : 'FOYER_SWAP_1INCH_API_KEY'
        context.addIssue({ code: 'custom', path: ['providers', network], message: `is given to ${provider}, which needs an API key (${variable})` })
      }
      if (swap.amms.some((amm) => amm.caipNetworkId === network)) {
        context.addIssue({ code: 'custom', path: ['providers', network], message: 'has an AMM too: give a chain one or the other' })
      }
    }
  })

export type SwapSettings = z.output<typeof swapSettingsSchema>

/** FOYER_SWAP_PROVIDERS: `1:0x,8453:1inch` (eip155 chain id, a colon, the provider), commas or spaces between. */
const providersVariable = z.string().transform((text, context) => {
  const entries: [string, SwapProviderName][] = []
  for (const pair of text.split(/[,\s]+/).filter(Boolean)) {
    const match = /^([1-9]\d{0,15}):(0x|1inch)$/.exec(pair)
    if (!match) {
      context.addIssue({ code: 'custom', message: `must list chain ids and providers like 1:0x,8453:1inch (providers: 0x, 1inch); "${pair.slice(0, 40)}" is not one` })
      return z.NEVER
    }
    entries.push([`eip155:${match[1]}`, match[2] as SwapProviderName])
  }
  return Object.fromEntries(entries)
})

export const swapEnvVariables = {
  FOYER_SWAP_PROVIDERS: providersVariable.optional(),
  FOYER_SWAP_0X_API_URL: httpUrl('https://api.0x.org').optional(),
  FOYER_SWAP_0X_API_KEY: apiKey.optional(),
  FOYER_SWAP_1INCH_API_URL: httpUrl('https://api.1inch.dev').optional(),
  FOYER_SWAP_1INCH_API_KEY: apiKey.optional(),
  FOYER_SWAP_TIMEOUT_MS: positiveWholeNumber().optional(),
}

export const swapEnvAbout: EnvDocs<typeof swapEnvVariables> = {
  FOYER_SWAP_PROVIDERS: { default: 'none', meaning: 'the swap provider of each chain (`/v1/convert`): `1:0x,8453:1inch` (eip155 chain id, a colon, `0x` or `1inch`)' },
  FOYER_SWAP_0X_API_URL: { default: '`https://api.0x.org`', meaning: "0x's API" },
  FOYER_SWAP_0X_API_KEY: { default: 'none', meaning: "0x's API key" },
  FOYER_SWAP_1INCH_API_URL: { default: '`https://api.1inch.dev`', meaning: "1inch's API" },
  FOYER_SWAP_1INCH_API_KEY: { default: 'none', meaning: "1inch's API key" },
  FOYER_SWAP_TIMEOUT_MS: { default: '`8000`', meaning: "time to wait for a swap provider's answer" },
}

/** What the environment says of `swap`; a variable not set leaves its setting to the default. */
export function swapSettingsFromEnv(vars: z.output<z.ZodObject<typeof swapEnvVariables>>): { swap?: z.input<typeof swapSettingsSchema> } {
  const set = Object.values(vars).some((value) => value !== undefined)
  if (!set) return {}
  return {
    swap: {
      providers: vars.FOYER_SWAP_PROVIDERS,
      zeroEx: { baseUrl: vars.FOYER_SWAP_0X_API_URL, apiKey: vars.FOYER_SWAP_0X_API_KEY, timeoutMs: vars.FOYER_SWAP_TIMEOUT_MS },
      oneInch: { baseUrl: vars.FOYER_SWAP_1INCH_API_URL, apiKey: vars.FOYER_SWAP_1INCH_API_KEY, timeoutMs: vars.FOYER_SWAP_TIMEOUT_MS },
    },
  }
}
