/**
 * The wire contract of the server's bip122 routes (`apps/server/src/namespaces/bip122/bitcoinRoutes.ts`):
 * what the modal's Bitcoin send reads and sends through the server, which reads any Esplora. The
 * server declares its routes with these answers (so /openapi.json documents them); the send parses
 * them. Written with `zod/mini`, as `@foyer/core/protocol` is.
 */
import type { ApiRoute } from '@foyer/core/protocol'
import * as z from 'zod/mini'

/** The fee rates the server names, each after its confirmation target (mempool.space's `recommended` words). */
export const FEE_RATE_NAMES = ['fastest', 'halfHour', 'hour', 'economy', 'minimum'] as const
export type FeeRateName = (typeof FEE_RATE_NAMES)[number]

export const bitcoinUtxoSchema = z.object({
  txid: z.string().check(z.describe('The transaction that created the output')),
  vout: z.int().check(z.describe('Its index in that transaction')),
  value: z.string().check(z.regex(/^\d+$/), z.describe('Its value in satoshis, as a decimal string')),
  confirmed: z.boolean().check(z.describe('Whether it is in a block (false: the mempool)')),
})

export const BITCOIN_ROUTES = {
  /** An address's unspent outputs on a served network, the mempool's included. */
  utxos: {
    method: 'GET',
    path: '/v1/bip122/utxos',
    query: z.object({ chainId: z.string(), address: z.string() }),
    response: z.object({ utxos: z.array(bitcoinUtxoSchema) }),
  },
  /** The network's fee rates in sat/vB, from the next block to a week; never under 1. */
  feeRates: {
    method: 'GET',
    path: '/v1/bip122/fee-rates',
    query: z.object({ chainId: z.string() }),
    response: z.object(Object.fromEntries(FEE_RATE_NAMES.map((name) => [name, z.number().check(z.describe('sat/vB'))])) as Record<FeeRateName, z.ZodMiniNumber>),
  },
  /** Broadcasts a signed transaction (hex); the network's refusal is a 400 in its words. */
  broadcast: {
    method: 'POST',
    path: '/v1/bip122/transactions',
    body: z.object({ chainId: z.string(), hex: z.string() }),
    response: z.object({ txid: z.string() }),
  },
} as const satisfies Record<string, ApiRoute>
