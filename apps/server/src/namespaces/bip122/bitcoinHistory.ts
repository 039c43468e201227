import { formatUnits } from 'viem'
import type { HistoryPage, Transaction } from '../../activity/transactionSchema.ts'
import { badRequest } from '../../kernel/http/httpError.ts'
import { roundFiat } from '../../prices/fiatCurrencies.ts'
import type { UpstreamPolicy } from '../../rpc/upstreams.ts'
import type { NamespaceHistory } from '../servedNamespace.ts'
import type { BitcoinChainConfig } from './bitcoinChainConfig.ts'
import { esploraApi, type EsploraApi } from './esploraApi.ts'
import { unavailableAs503 } from './esploraCalls.ts'

/** What Esplora answers of a transaction, the fields read here. */
interface EsploraTransaction {
  txid: string
  fee: number
  vin: { prevout: { scriptpubkey_address?: string; value: number } | null }[]
  vout: { scriptpubkey_address?: string; value: number }[]
  status: { confirmed: boolean; block_time?: number }
}

const TXID = /^[0-9a-f]{64}$/

/**
 * An address's Bitcoin transactions from Esplora (`/address/:a/txs`, then `/address/:a/txs/chain/:last`),
 * newest first, as the history's Transaction entity: a send is what left the account for others
 * (its outputs to itself are change, the fee is the network's), a receive what came in. Only
 * confirmed ones: a transaction in the mempool is the client's to show as pending. The cursor is
 * the last txid shown.
 */
export function bitcoinHistory(chains: readonly BitcoinChainConfig[], policy: UpstreamPolicy): NamespaceHistory<BitcoinChainConfig> {
  const apis = new Map<string, EsploraApi>(chains.map((chain) => [chain.caipNetworkId, esploraApi([chain.rpcUrl, ...(chain.rpcUrls ?? [])], policy)]))
  return {
    async page({ chain, account, cursor, limit, nativePriceUsd }): Promise<HistoryPage> {
      if (cursor !== undefined && !TXID.test(cursor)) throw badRequest('querystring.cursor must be the `next` of the previous page (a txid: 64 hex characters)')
      const api = apis.get(chain.caipNetworkId)!
      const path = `/address/${encodeURIComponent(account)}/txs${cursor ? `/chain/${cursor}` : ''}`
      const listed = await unavailableAs503(chain, () => api.json<EsploraTransaction[]>(path))
      // Esplora pages 25 confirmed transactions; a full page may have more after it.
      const confirmed = listed.filter((transaction) => transaction.status.confirmed)
      const shown = confirmed.slice(0, limit)
      const more = confirmed.length > limit || confirmed.length >= 25
      return {
        data: shown.map((transaction) => toTransaction(transaction, account, chain, nativePriceUsd)),
        next: more && shown.length > 0 ? shown[shown.length - 1]!.txid : null,
      }
    },
  }
}

/** One transaction from the account's side: what it sent to others, or what it received. */
export function toTransaction(transaction: EsploraTransaction, account: string, chain: Pick<BitcoinChainConfig, 'caipNetworkId' | 'nativeCurrency'>, nativePriceUsd: number | undefined): Transaction {
  const own = (address: string | undefined) => address !== undefined && address.toLowerCase() === account.toLowerCase()
  const spent = transaction.vin.reduce((sum, input) => sum + (own(input.prevout?.scriptpubkey_address) ? BigInt(input.prevout!.value) : 0n), 0n)
  const kept = transaction.vout.reduce((sum, output) => sum + (own(output.scriptpubkey_address) ? BigInt(output.value) : 0n), 0n)
  const sending = spent > 0n
  const sender = sending ? account : (transaction.vin.find((input) => input.prevout?.scriptpubkey_address)?.prevout?.scriptpubkey_address ?? 'coinbase')
  const recipient = sending ? (transaction.vout.find((output) => output.scriptpubkey_address && !own(output.scriptpubkey_address))?.scriptpubkey_address ?? account) : account
  // Sent: what left for others (the fee is the network's, not a transfer); received: what came in.
  const amount = sending ? spent - kept - BigInt(transaction.fee) : kept
  const numeric = formatUnits(amount > 0n ? amount : 0n, chain.nativeCurrency.decimals)
  return {
    id: `${chain.caipNetworkId}:${transaction.txid}`,
    metadata: {
      minedAt: new Date((transaction.status.block_time ?? 0) * 1000).toISOString(),
      chain: chain.caipNetworkId,
      operationType: sending ? 'send' : 'receive',
      status: 'confirmed',
      sentFrom: sender,
      sentTo: recipient,
      hash: transaction.txid,
      nonce: 0,
    },
    transfers: [
      {
        direction: sending ? (recipient === account ? 'self' : 'out') : 'in',
        sender,
        recipient,
        fungible_info: { name: chain.nativeCurrency.name, symbol: chain.nativeCurrency.symbol, icon: null },
        quantity: { decimals: String(chain.nativeCurrency.decimals), numeric },
        value: nativePriceUsd === undefined ? null : roundFiat(Number(numeric) * nativePriceUsd),
        price: nativePriceUsd ?? null,
      },
    ],
  }
}
