import type { HttpClient, SendSpeed } from '@foyer/core/internal'
import type * as z from 'zod/mini'
import { BITCOIN_ROUTES, type FeeRateName } from '../protocol/bitcoinRoutes.ts'
import type { SpendableOutput } from './bitcoinSendPlan.ts'

const { utxos, feeRates } = BITCOIN_ROUTES

/** The fee rate each speed pays: the next block's, the next few blocks' (about half an hour, wallets' default), or the next hour's. */
export const SPEED_FEE_RATES: Readonly<Record<SendSpeed, FeeRateName>> = { fast: 'fastest', normal: 'halfHour', slow: 'hour' }

/**
 * What a Bitcoin send reads of its network through the Foyer server (which reads any Esplora): the
 * account's unspent outputs and the fee rate, each answer checked (one of another shape throws).
 */
export function bitcoinSendReads(server: HttpClient) {
  return {
    async outputs(chainId: string, address: string): Promise<SpendableOutput[]> {
      const answer = utxos.response.parse(await server.get<unknown>(utxos.path, { chainId, address } satisfies z.input<typeof utxos.query>))
      return answer.utxos.map((utxo) => ({ txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value), confirmed: utxo.confirmed }))
    },
    async feeRate(chainId: string, speed: SendSpeed = 'normal'): Promise<number> {
      return feeRates.response.parse(await server.get<unknown>(feeRates.path, { chainId } satisfies z.input<typeof feeRates.query>))[SPEED_FEE_RATES[speed]]
    },
  }
}

export type BitcoinSendReads = ReturnType<typeof bitcoinSendReads>
