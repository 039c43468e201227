import type { Holding } from '../../balances/holding.ts'
import type { UpstreamPolicy } from '../../rpc/upstreams.ts'
import type { BitcoinChainConfig } from './bitcoinChainConfig.ts'
import { esploraApi } from './esploraApi.ts'

/** Esplora's `/address/:address`: what the chain and the mempool paid to and spent from it, in sats. */
interface AddressStats {
  chain_stats: TxoStats
  mempool_stats: TxoStats
}
interface TxoStats {
  funded_txo_sum: number
  spent_txo_sum: number
}

/** What an address holds: confirmed, and with the mempool's payments and spends counted. */
export interface BitcoinBalance {
  confirmed: bigint
  unconfirmed: bigint
}

/** One Bitcoin network's reads through Esplora, over its servers in order. */
export function bitcoinReader(chain: Pick<BitcoinChainConfig, 'rpcUrl' | 'rpcUrls' | 'nativeCurrency'>, policy: UpstreamPolicy) {
  const api = esploraApi([chain.rpcUrl, ...(chain.rpcUrls ?? [])], policy)
  async function balance(address: string): Promise<BitcoinBalance> {
    const stats = await api.json<AddressStats>(`/address/${encodeURIComponent(address)}`)
    const confirmed = BigInt(stats.chain_stats.funded_txo_sum) - BigInt(stats.chain_stats.spent_txo_sum)
    const pending = BigInt(stats.mempool_stats.funded_txo_sum) - BigInt(stats.mempool_stats.spent_txo_sum)
    return { confirmed, unconfirmed: pending }
  }
  return {
    balance,
    /**
     * The address's BTC as a holding: confirmed plus the mempool's net (what a wallet shows as its
     * balance, and what it can spend once the pending payments confirm); none when it is zero.
     */
    async holdings(address: string): Promise<Holding[]> {
      const { confirmed, unconfirmed } = await balance(address)
      const amount = confirmed + unconfirmed
      return amount > 0n ? [{ ...chain.nativeCurrency, amount }] : []
    },
  }
}
