import type { CaipNetworkId } from '../caip.ts'
import type { ChainConfig } from '../namespaces/eip155/eip155ChainConfig.ts'
import type { Transaction } from '../activity/transactionSchema.ts'
import type { FastifyBaseLogger } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { Catalogue } from './onrampCatalogue.ts'
import { caipNetworkOf } from './onrampNetworks.ts'
import { PROVIDER_NAMES, type OnrampProviderId, type ProviderPurchase } from './onrampProvider.ts'
import type { OnrampService } from './onrampService.ts'

/** An account's purchases from one provider as history transactions (GET /v1/account/:account/history?onramp=…). */
export type OnrampHistory = (provider: OnrampProviderId, account: string, chainIds: readonly CaipNetworkId[]) => Promise<Transaction[]>

/** Accounts whose purchases are kept at once; past it the least recently asked is forgotten. */
const MAX_KEPT_ACCOUNTS = 10_000

export interface OnrampHistoryOptions {
  /**
   * How long one account's purchases from one provider are kept (0: asked every time). Every ask
   * uses the operator's API key and counts against its quota, so a client reloading a history
   * cannot turn each of its requests into one.
   */
  cacheMs: number
  now?: () => number
}

/**
 * Asks the provider for the purchases filed under the account (the partnerUserId the onramp URL
 * was made with), at most once per cacheMs per (provider, account): a purchase shows within that
 * long of the provider having it (spec §7 has Coinbase's own list skip caches; the cache here is
 * the operator's guard on its quota, kept short). A failed ask is not kept. Each completed or failed purchase on one of `chainIds` becomes a `receive` from
 * the provider with its on-chain hash; one still in progress has no hash yet and is left out, as
 * the history's transactions are mined ones. Never throws: a provider that is not configured adds
 * nothing, and one that fails is logged and adds nothing, so the indexed history still answers.
 */
export function onrampHistory(service: OnrampService, chains: readonly ChainConfig[], log: Pick<FastifyBaseLogger, 'warn'>, { cacheMs, now = Date.now }: OnrampHistoryOptions): OnrampHistory {
  const kept = new LRUCache<string, { purchases: Promise<ProviderPurchase[]>; until: number }>({ max: MAX_KEPT_ACCOUNTS })
  /** One ask per (provider, account) and cacheMs; callers asking meanwhile share it. */
  const purchasesOf = (provider: OnrampService['providers'][number], partnerUserId: string): Promise<ProviderPurchase[]> => {
    const key = `${provider.id} ${partnerUserId}`
    const entry = kept.get(key)
    if (entry && now() < entry.until) return entry.purchases
    const purchases = provider.purchases(partnerUserId)
    kept.set(key, { purchases, until: now() + cacheMs })
    purchases.catch(() => kept.get(key)?.purchases === purchases && kept.delete(key))
    return purchases
  }
  return async (providerId, account, chainIds) => {
    const provider = service.providers.find((candidate) => candidate.id === providerId)
    if (!provider) return []
    let purchases: ProviderPurchase[]
    let catalogue: Catalogue
    try {
      purchases = await purchasesOf(provider, account.toLowerCase())
      catalogue = await service.catalogue()
    } catch (error) {
      log.warn({ provider: providerId, reason: (error as Error).message }, `onramp: ${(error as Error).message}; the history is answered without its purchases`)
      return []
    }
    return purchases.flatMap((purchase) => {
      const chainId = chainOf(purchase, catalogue)
      if (!chainId || !chainIds.includes(chainId) || purchase.status === 'pending' || !purchase.txHash) return []
      const minedAt = timeOf(purchase)
      if (!minedAt) return []
      const name = PROVIDER_NAMES[providerId]
      const asset = catalogue.purchaseCurrencies.find((candidate) => candidate.symbol === purchase.symbol)
      const transaction: Transaction = {
        id: `${chainId}:${purchase.txHash}`,
        metadata: {
          minedAt,
          chain: chainId,
          operationType: 'receive',
          status: purchase.status === 'success' ? 'confirmed' : 'failed',
          sentFrom: name,
          sentTo: purchase.walletAddress,
          hash: purchase.txHash,
          nonce: 0,
        },
        transfers: [
          {
            direction: 'in',
            sender: name,
            recipient: purchase.walletAddress,
            fungible_info: { name: asset?.name ?? purchase.symbol, symbol: purchase.symbol, icon: null },
            quantity: { decimals: String(decimalsOf(chains, chainId, purchase)), numeric: purchase.amount },
            value: null,
            price: null,
          },
        ],
      }
      return [transaction]
    })
  }
}

/**
 * A history page with the purchases it does not already hold (the indexer saw the credit: its own
 * entry, with prices and icons, stays), newest first. On a page with more after it, only purchases
 * at least as new as its oldest entry join, so none is shown on two pages.
 */
export function withPurchases(page: Transaction[], purchases: readonly Transaction[], moreAfter: boolean): Transaction[] {
  if (purchases.length === 0) return page
  const ids = new Set(page.map((transaction) => transaction.id.toLowerCase()))
  const oldest = moreAfter ? page.at(-1)?.metadata.minedAt : undefined
  const added = purchases.filter((purchase) => !ids.has(purchase.id.toLowerCase()) && (!oldest || purchase.metadata.minedAt >= oldest))
  if (added.length === 0) return page
  return [...page, ...added].sort((a, b) => (a.metadata.minedAt < b.metadata.minedAt ? 1 : a.metadata.minedAt > b.metadata.minedAt ? -1 : 0))
}

/** Coinbase names the network, Meld gives a chain id or its currency code (USDC_BASE). */
function chainOf(purchase: ProviderPurchase, catalogue: Catalogue): CaipNetworkId | undefined {
  if (purchase.chainId) {
    const byId = caipNetworkOf({ name: '', chainId: purchase.chainId })
    if (byId) return byId
  }
  for (const asset of catalogue.purchaseCurrencies) {
    for (const network of asset.networks) {
      if (network.name === purchase.network || network.codes.meld === purchase.network) return network.caipNetworkId
    }
  }
  return caipNetworkOf({ name: purchase.network, chainId: '' })
}

/** When the purchase completed (Coinbase's zero time for "not yet" is skipped), as ISO 8601. */
function timeOf(purchase: ProviderPurchase): string | undefined {
  for (const time of [purchase.completedAt, purchase.createdAt]) {
    const date = time ? new Date(time) : undefined
    if (date && !Number.isNaN(date.getTime()) && date.getUTCFullYear() > 2000) return date.toISOString()
  }
  return undefined
}

/** The asset's decimals where the server lists it on that chain, else the digits the amount has. */
function decimalsOf(chains: readonly ChainConfig[], chainId: CaipNetworkId, purchase: ProviderPurchase): number {
  const chain = chains.find((candidate) => candidate.caipNetworkId === chainId)
  if (chain?.nativeCurrency.symbol === purchase.symbol) return chain.nativeCurrency.decimals
  const token = chain?.tokens.find((candidate) => candidate.symbol === purchase.symbol)
  return token?.decimals ?? purchase.amount.split('.')[1]?.length ?? 0
}
