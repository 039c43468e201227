import type { Network, TokenBalance, WalletAssetsQuestions } from '@foyer/core/internal'
import * as z from 'zod/mini'

/**
 * eip155's wallet assets: EIP-5792's `wallet_getCapabilities` says whether the wallet discovers
 * assets on a chain (`assetDiscovery.supported`), EIP-7811's `wallet_getAssets` lists them with
 * hex balances. The answers are checked here, the boundary: any other shape throws (or, for the
 * capabilities, says no), so the client asks the balance API instead (spec §5).
 */
export const eip155WalletAssets: WalletAssetsQuestions = {
  capabilities: (address) => ({ method: 'wallet_getCapabilities', params: [address] }),

  discoversAssets(capabilities, network) {
    const parsed = capabilitiesSchema.safeParse(capabilities)
    if (!parsed.success) return false
    // EIP-5792: capabilities under 0x0 hold on every chain.
    return Object.entries(parsed.data).some(([chain, entry]) => (Number(chain) === 0 || Number(chain) === network.id) && entry.assetDiscovery?.supported === true)
  },

  assets: (address, network) => ({
    method: 'wallet_getAssets',
    params: [{ account: address, chainFilter: [hexChainId(network)], assetTypeFilter: ['native', 'erc20'] }],
  }),

  readAssets(answer, network, tokenImage) {
    const byChain = assetsResponseSchema.parse(answer)
    const assets = Object.entries(byChain).flatMap(([chain, list]) => (Number(chain) === network.id ? list : []))
    return assets.flatMap((asset) => {
      const kind = asset.type.toLowerCase()
      if (kind !== 'native' && kind !== 'erc20') return [] // NFTs and other kinds are no token balances
      const amount = BigInt(asset.balance)
      if (amount === 0n) return [] // as the balance route, only holdings are listed
      return [toTokenBalance(kind === 'native' ? nativeAsset(asset, network) : erc20Asset(asset), amount, network, tokenImage)]
    })
  },
}

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'must be 0x-prefixed hex'))

const capabilitiesSchema = z.record(hex, z.looseObject({ assetDiscovery: z.optional(z.looseObject({ supported: z.boolean() })) }))

/** What a wallet may tell of a token beyond its balance: the spec's metadata (§3), every field optional but checked. */
const metadataSchema = z.looseObject({
  name: z.optional(z.string()),
  symbol: z.optional(z.string()),
  decimals: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(255))),
  price: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  iconUrl: z.optional(z.string()),
})

const assetSchema = z.object({
  address: z.string(),
  balance: hex,
  type: z.string(),
  metadata: z.optional(z.nullable(metadataSchema)),
})
type Asset = z.infer<typeof assetSchema>

const assetsResponseSchema = z.record(hex, z.array(assetSchema))

const erc20Metadata = z.object({ name: z.string(), symbol: z.string(), decimals: z.number() })
const erc20Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'))

interface AssetFacts {
  address?: string
  name: string
  symbol: string
  decimals: number
  price: number | null
  iconUrl?: string
}

// The native currency's name and decimals are the network's when the wallet leaves them out (EIP-7811 does).
function nativeAsset(asset: Asset, network: Network): AssetFacts {
  const { name = network.nativeCurrency.name, symbol = network.nativeCurrency.symbol, decimals = network.nativeCurrency.decimals } = asset.metadata ?? {}
  return { name, symbol, decimals, price: asset.metadata?.price ?? null, iconUrl: asset.metadata?.iconUrl }
}

// A token's address, name, symbol and decimals are needed to show it: without them the answer is not one to trust.
function erc20Asset(asset: Asset): AssetFacts {
  const { name, symbol, decimals } = erc20Metadata.parse(asset.metadata)
  return { address: erc20Address.parse(asset.address), name, symbol, decimals, price: asset.metadata?.price ?? null, iconUrl: asset.metadata?.iconUrl }
}

function toTokenBalance(facts: AssetFacts, amount: bigint, network: Network, tokenImage: (symbol: string) => string): TokenBalance {
  const numeric = decimalString(amount, facts.decimals)
  return {
    name: facts.name,
    symbol: facts.symbol,
    chainId: network.caipNetworkId,
    ...(facts.address && { address: `${network.caipNetworkId}:${facts.address}` }),
    value: facts.price === null ? null : Math.round(Number(numeric) * facts.price * 1e8) / 1e8,
    price: facts.price,
    // Only an https image of the wallet's is shown; else the Foyer server's image for the symbol.
    iconUrl: facts.iconUrl?.startsWith('https://') ? facts.iconUrl : tokenImage(facts.symbol),
    quantity: { decimals: String(facts.decimals), numeric },
  }
}

const hexChainId = (network: Network) => `0x${Number(network.id).toString(16)}`

// viem's formatUnits, written here: importing it splits viem's modules shared with the page's
// first chunk into chunks of their own, ~2.7 KB gzip more on the host's first load.
function decimalString(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
