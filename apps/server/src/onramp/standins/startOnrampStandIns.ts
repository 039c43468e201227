import type { Hex } from 'viem'
import type { OnrampSettings } from '../onrampSettings.ts'
import { startCoinbaseStandIn, type CoinbaseStandIn } from './coinbaseStandIn.ts'
import { devnetCredit } from './devnetCredit.ts'
import { startMeldStandIn, type MeldStandIn } from './meldStandIn.ts'
import { listings, type StandInChain, type StandInSolanaChain } from './standInMarket.ts'

export type { StandInChain, StandInSolanaChain } from './standInMarket.ts'

export interface OnrampStandIns {
  coinbase: CoinbaseStandIn
  meld: MeldStandIn
  /** The server's `onramp` settings that point its production clients at the stand-ins. */
  settings: Pick<OnrampSettings, 'coinbase' | 'meld'>
  close(): Promise<void>
}

/**
 * Both onramp stand-ins on loopback, selling the devnet's assets at its fixed dev prices and
 * crediting purchases from `funderKey` (an anvil dev account no other part of the stack uses).
 * `npm start` and the tests start them and hand `settings` to the server: its production clients
 * then only have another base URL.
 */
export async function startOnrampStandIns(options: { chains: readonly StandInChain[]; solanaChains?: readonly StandInSolanaChain[]; funderKey: Hex }): Promise<OnrampStandIns> {
  const listed = listings(options.chains, options.solanaChains ?? [])
  const credit = devnetCredit(options.funderKey)
  const coinbase = await startCoinbaseStandIn({ listings: listed, credit })
  const meld = await startMeldStandIn({ listings: listed, credit }).catch(async (error: unknown) => {
    await coinbase.close()
    throw error
  })
  return {
    coinbase,
    meld,
    settings: {
      coinbase: { apiUrl: coinbase.apiUrl, payUrl: coinbase.payUrl, keyName: coinbase.keyName, privateKey: coinbase.privateKey },
      meld: { apiUrl: meld.apiUrl, apiKey: meld.apiKey },
    },
    close: async () => {
      await Promise.all([coinbase.close(), meld.close()])
    },
  }
}
