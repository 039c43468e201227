import type { Address } from 'viem'
import { z } from 'zod'
import { eip155NetworkIdSchema, evmAddressSchema, type CaipNetworkId, type Eip155NetworkId } from '../caip.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { badRequest } from '../kernel/http/httpError.ts'
import type { PublicOrigin } from '../kernel/http/publicOrigin.ts'
import { tokenImagePath } from '../images/tokenImageRoute.ts'
import type { ChainConfig } from '../namespaces/eip155/eip155ChainConfig.ts'
import type { PriceBook } from '../prices/priceBook.ts'
import type { NftCatalogue } from '../nfts/nftCatalogue.ts'
import { withPurchases, type OnrampHistory } from '../onramp/onrampHistory.ts'
import { nftImagePath } from '../nfts/nftImagePath.ts'
import { NATIVE_ASSET, pricedAsset, type FiatPrices, type PricedAsset } from '../prices/priceSource.ts'
import type { ActivityLedger } from './activityLedger.ts'
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor.ts'
import { toTransaction, type ChainPresentation, type NftPresentation, type StoredTransaction } from './toTransaction.ts'
import { configuredTokenMetadata, type TokenMetadata } from './tokenMetadata.ts'
import type { NamespaceHistoryChain } from './namespaceHistories.ts'
import { historyPageSchema, type HistoryPage } from './transactionSchema.ts'

const DEFAULT_LIMIT = 20
const MAX_LIMIT = 100

/**
 * GET /v1/account/:account/history?chainId=&cursor=&limit=: the account's indexed transactions,
 * newest first, on one configured chain or all of them, valued in USD with today's prices from the
 * price book (null where none is known); answers `{ data: Transaction[], next }`.
 */
export function historyRoute(
  ledger: ActivityLedger,
  chains: readonly ChainConfig[],
  prices: PriceBook,
  nfts: NftCatalogue,
  publicOrigin: PublicOrigin,
  onrampHistory?: OnrampHistory,
  /** The chains whose namespace reads its own history (bip122's from Esplora), by CAIP-2 id. */
  others: ReadonlyMap<string, NamespaceHistoryChain> = new Map(),
) {
  const served = chains.map((chain) => chain.caipNetworkId)
  const chainById = new Map(chains.map((chain) => [chain.caipNetworkId, chain]))
  const configuredTokens = new Map(chains.map((chain) => [chain.caipNetworkId, configuredTokenMetadata(chain.tokens)]))
  const knownIcons = new Set(chains.flatMap((chain) => [chain.nativeCurrency.symbol, ...chain.tokens.map((token) => token.symbol)]))

  return defineRoute({
    method: 'GET',
    url: '/v1/account/:account/history',
    access: 'project',
    summary:
      "An account's transactions, newest first and paged by cursor: native, ERC-20 and NFT (ERC-721, ERC-1155) transfers indexed from the served EVM chains; with the chainId of a Bitcoin network, the address's sends and receipts read from its Esplora servers",
    tags: ['blockchain'],
    params: z.object({ account: z.string().max(128).describe('An EVM address; with a Bitcoin chainId, a Bitcoin address') }),
    querystring: historyQuerySchema(served, [...others.keys()]),
    response: historyPageSchema,
    errors: [503],
    handler: async ({ params, query }): Promise<HistoryPage> => {
      const other = query.chainId ? others.get(query.chainId) : undefined
      if (other) {
        const account = other.address.schema.safeParse(params.account)
        if (!account.success) throw badRequest(`params.account ${account.error.issues[0]!.message}`)
        const nativePriceUsd = (await prices.pricesOf(other.chain.caipNetworkId as CaipNetworkId, [NATIVE_ASSET])).get(NATIVE_ASSET)?.usd
        return other.history.page({ chain: other.chain, account: account.data, ...(query.cursor && { cursor: query.cursor.text }), limit: query.limit, nativePriceUsd })
      }
      const evmAccount = evmAddressSchema.safeParse(params.account)
      if (!evmAccount.success) throw badRequest(`params.account ${evmAccount.error.issues[0]!.message}`)
      if (query.cursor && 'problem' in query.cursor.decoded) throw badRequest(`querystring.cursor ${query.cursor.decoded.problem}`)
      const account = evmAccount.data.toLowerCase() as Address
      const page = await ledger.history({
        account,
        chainIds: query.chainId ? [query.chainId as Eip155NetworkId] : served,
        after: query.cursor && 'position' in query.cursor.decoded ? query.cursor.decoded.position : undefined,
        limit: query.limit,
      })
      const origin = publicOrigin()
      // With `onramp`, the first page also lists that provider's purchases the indexer has not seen (asked anew each time, spec §7).
      const purchases = query.onramp && !query.cursor && onrampHistory ? onrampHistory(query.onramp, account, query.chainId ? [query.chainId as Eip155NetworkId] : served) : []
      const [pagePrices, pageNfts] = await Promise.all([pricesOnPage(page.transactions, prices), nftsOnPage(page.transactions, nfts, origin)])
      const presentation = (chainId: Eip155NetworkId): ChainPresentation => {
        const chainPrices = pagePrices.get(chainId)
        return {
          nativeCurrency: chainById.get(chainId)!.nativeCurrency,
          nativePriceUsd: chainPrices?.get(NATIVE_ASSET)?.usd,
          token: (address): TokenMetadata | undefined => configuredTokens.get(chainId)?.get(address) ?? page.tokens.get(`${chainId}:${address}`),
          tokenPriceUsd: (address) => chainPrices?.get(pricedAsset(address))?.usd,
          iconUrl: (symbol) => (knownIcons.has(symbol) ? origin + tokenImagePath(symbol) : null),
          nft: (contract, tokenId) => pageNfts.get(`${chainId}:${contract}:${tokenId}`)!,
        }
      }
      const data = page.transactions.map((transaction) => toTransaction(transaction, account, presentation(transaction.chainId)))
      return {
        data: withPurchases(data, await purchases, page.nextAfter !== undefined),
        next: page.nextAfter ? encodeHistoryCursor(page.nextAfter) : null,
      }
    },
  })
}

/** The prices a page needs, one price-book question per chain on it (the book asks only about configured tokens). */
async function pricesOnPage(transactions: readonly StoredTransaction[], prices: PriceBook): Promise<Map<Eip155NetworkId, ReadonlyMap<PricedAsset, FiatPrices>>> {
  const assets = new Map<Eip155NetworkId, Set<string>>()
  for (const transaction of transactions) {
    const onChain = assets.get(transaction.chainId) ?? new Set<string>()
    for (const transfer of transaction.transfers) if (!transfer.nft) onChain.add(transfer.token ?? NATIVE_ASSET)
    assets.set(transaction.chainId, onChain)
  }
  return new Map(await Promise.all([...assets].map(async ([chainId, wanted]) => [chainId, await prices.pricesOf(chainId, [...wanted])] as const)))
}

/** How each NFT moved on a page shows, by `<chainId>:<contract>:<tokenId>` (the catalogue reads and keeps their metadata). */
async function nftsOnPage(transactions: readonly StoredTransaction[], nfts: NftCatalogue, origin: string): Promise<Map<string, NftPresentation>> {
  const moved = new Map<string, { chainId: Eip155NetworkId; contract: Address; tokenId: bigint; standard: 'erc721' | 'erc1155' }>()
  for (const transaction of transactions) {
    for (const transfer of transaction.transfers) {
      if (!transfer.nft || !transfer.token) continue
      const key = `${transaction.chainId}:${transfer.token}:${transfer.nft.tokenId}`
      moved.set(key, { chainId: transaction.chainId, contract: transfer.token, ...transfer.nft })
    }
  }
  const described = await Promise.all(
    [...moved].map(async ([key, nft]) => {
      const { name, isSpam, imageUri } = await nfts.describe(nft)
      return [key, { name, isSpam, imageUrl: imageUri ? origin + nftImagePath(nft) : null }] as const
    }),
  )
  return new Map(described)
}

function historyQuerySchema(served: readonly Eip155NetworkId[], others: readonly string[]) {
  return z.object({
    chainId: z
      .string()
      .superRefine((chainId, context) => {
        if (others.includes(chainId)) return
        const evm = eip155NetworkIdSchema.safeParse(chainId)
        if (!evm.success) context.addIssue({ code: 'custom', message: evm.error.issues[0]!.message })
        else if (!served.includes(evm.data)) context.addIssue({ code: 'custom', message: `is ${chainId}, which this server does not index (it indexes ${[...served, ...others].join(', ')})` })
      })
      .optional(),
    // An indexed chain's cursor is decoded here; another namespace's is its own to read.
    cursor: z
      .string()
      .max(512)
      .transform((text) => ({ text, decoded: decodeHistoryCursor(text) }))
      .optional(),
    limit: z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().min(1).max(MAX_LIMIT))
      .default(DEFAULT_LIMIT),
    /** The onramp provider whose purchases to include (spec §7): those the indexer has not seen join the first page. */
    onramp: z.enum(['coinbase', 'meld']).optional(),
  })
}
