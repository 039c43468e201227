import { BitcoinChain, SATS_PER_BTC } from './bitcoinChain.ts'
import { deriveBitcoinDevAccounts, deriveBitcoinMinerAccount, type BitcoinDevAccount } from './bitcoinDevKeys.ts'
import { bitcoinPlan, REGTEST_CAIP2, REGTEST_GENESIS_HASH } from './bitcoinPlan.ts'
import { startEsploraServer } from './esplora/esploraServer.ts'

export interface BitcoinDevnet {
  /** `bip122:` and the first 32 hex characters of regtest's genesis hash (CAIP-2). */
  caipNetworkId: string
  genesisHash: string
  name: string
  /** The Esplora API's base URL (what production sets to mempool.space's or an own electrs'). */
  esploraUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  nativePriceUsd: number
  /** The devnet mnemonic's payment keys (BIP-84, P2WPKH), each holding the plan's BTC from the start. */
  accounts: BitcoinDevAccount[]
  /** Mines blocks now (tests that would not wait for the clock); answers their hashes. */
  mine(count?: number): Promise<string[]>
  /** Pays `sats` to `to` from a dev account's coins, as its wallet would (change back to it); answers the txid, in the mempool until a block. */
  pay(from: BitcoinDevAccount, to: string, sats: number): Promise<string>
  stop(): Promise<void>
}

export interface StartBitcoinDevnetOptions {
  host?: string
  /** The Esplora front's port; 0 or omitted picks a free one. */
  port?: number
  /** How often a block is mined; the plan's (3 s) unless told. */
  blockIntervalMs?: number
}

/** Starts the local Bitcoin chain: a regtest full node in this process, seeded, behind its Esplora front. */
export async function startBitcoinDevnet(options: StartBitcoinDevnetOptions = {}): Promise<BitcoinDevnet> {
  const accounts = deriveBitcoinDevAccounts()
  const chain = await BitcoinChain.open(deriveBitcoinMinerAccount(), { accounts, sats: bitcoinPlan.btcPerAccount * SATS_PER_BTC })
  try {
    const esplora = await startEsploraServer(chain, { host: options.host ?? '127.0.0.1', port: options.port ?? 0, feeRates: bitcoinPlan.feeRates })
    chain.startBlockClock(options.blockIntervalMs ?? bitcoinPlan.blockIntervalMs)
    return {
      caipNetworkId: REGTEST_CAIP2,
      genesisHash: REGTEST_GENESIS_HASH,
      name: bitcoinPlan.name,
      esploraUrl: esplora.url,
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      nativePriceUsd: bitcoinPlan.nativePriceUsd,
      accounts,
      mine: (count) => chain.mine(count),
      pay: (from, to, sats) => chain.pay(from, to, sats),
      stop: async () => {
        await esplora.close()
        await chain.close()
      },
    }
  } catch (error) {
    await chain.close()
    throw error
  }
}
