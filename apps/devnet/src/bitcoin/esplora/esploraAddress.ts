import type { FullNode, TXMeta } from 'bcoin'
import { regtestBcoin } from '../bcoinRegtest.ts'
import { esploraTx, type EsploraTx } from './esploraTx.ts'

export interface EsploraTxoStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

export interface EsploraUtxo {
  txid: string
  vout: number
  status: { confirmed: true; block_height: number; block_hash: string; block_time: number } | { confirmed: false }
  value: number
}

/** Esplora answers this many confirmed transactions a page, and at most this many from the mempool. */
export const CONFIRMED_PAGE = 25
export const MEMPOOL_PAGE = 50

/** Whether the text is an address on this chain (regtest's prefixes), as Esplora checks it. */
export function isRegtestAddress(text: string): boolean {
  try {
    regtestBcoin().Address.fromString(text, 'regtest')
    return true
  } catch {
    return false
  }
}

/** `/address/:address`: what the chain and the mempool paid to and spent from the address. */
export async function addressStats(node: FullNode, address: string) {
  const stats = () => ({ funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 })
  const chain_stats: EsploraTxoStats = stats()
  const mempool_stats: EsploraTxoStats = stats()
  for (const meta of await node.getMetaByAddress(address)) {
    const tx = await esploraTx(node, meta)
    const into = tx.status.confirmed ? chain_stats : mempool_stats
    into.tx_count += 1
    for (const output of tx.vout) {
      if (output.scriptpubkey_address !== address) continue
      into.funded_txo_count += 1
      into.funded_txo_sum += output.value
    }
    for (const input of tx.vin) {
      if (input.prevout?.scriptpubkey_address !== address) continue
      into.spent_txo_count += 1
      into.spent_txo_sum += input.prevout.value
    }
  }
  return { address, chain_stats, mempool_stats }
}

/** `/address/:address/utxo`: the address's unspent outputs, the mempool's included (and those it spends left out). */
export async function addressUtxos(node: FullNode, address: string): Promise<EsploraUtxo[]> {
  const { util } = regtestBcoin()
  const coins = await node.getCoinsByAddress(address)
  return Promise.all(
    coins.map(async (coin) => {
      const entry = coin.height >= 0 ? await node.chain.getEntry(coin.height) : null
      return {
        txid: util.revHex(coin.hash),
        vout: coin.index,
        status: entry ? { confirmed: true as const, block_height: coin.height, block_hash: entry.rhash(), block_time: entry.time } : { confirmed: false as const },
        value: coin.value,
      }
    }),
  )
}

/**
 * `/address/:address/txs` and its pages: newest first, up to 50 from the mempool and then 25
 * confirmed; `/txs/chain/:last_seen_txid` the 25 confirmed after that one; `/txs/mempool` the
 * mempool's alone.
 */
export async function addressTxs(node: FullNode, address: string, page: { afterTxid?: string; only?: 'chain' | 'mempool' } = {}): Promise<EsploraTx[]> {
  const metas = await node.getMetaByAddress(address)
  const unconfirmed = metas.filter((meta) => meta.height < 0).sort((a, b) => b.mtime - a.mtime)
  const confirmed = metas.filter((meta) => meta.height >= 0).sort(newestFirst)
  let chain = confirmed
  if (page.afterTxid) {
    const seen = confirmed.findIndex((meta) => meta.tx.txid() === page.afterTxid)
    chain = seen < 0 ? [] : confirmed.slice(seen + 1)
  }
  const listed =
    page.only === 'mempool'
      ? unconfirmed.slice(0, MEMPOOL_PAGE)
      : page.only === 'chain' || page.afterTxid
        ? chain.slice(0, CONFIRMED_PAGE)
        : [...unconfirmed.slice(0, MEMPOOL_PAGE), ...chain.slice(0, CONFIRMED_PAGE)]
  return Promise.all(listed.map((meta) => esploraTx(node, meta)))
}

function newestFirst(a: TXMeta, b: TXMeta): number {
  return b.height - a.height || b.index - a.index
}
