import { BITCOIN_ROUTES, FEE_RATE_NAMES, type FeeRateName } from '@foyer/adapter-bitcoin/protocol'
import { z } from 'zod'
import { defineRoute, type AnyRoute } from '../../kernel/http/defineRoute.ts'
import type { UpstreamPolicy } from '../../rpc/upstreams.ts'
import { bitcoinAddressSchema } from './bitcoinCaip.ts'
import type { BitcoinChainConfig } from './bitcoinChainConfig.ts'
import { esploraApi, type EsploraApi } from './esploraApi.ts'
import { broadcastTransaction, unavailableAs503 } from './esploraCalls.ts'

const { utxos, feeRates, broadcast } = BITCOIN_ROUTES

/** The largest transaction a visitor's send may broadcast: a standard transaction's 400,000 weight units, as hex. */
export const MAX_TX_HEX = 800_000

/** Esplora's confirmation targets behind each named fee rate (mempool.space's `recommended` words). */
const FEE_TARGETS: Readonly<Record<FeeRateName, string>> = { fastest: '1', halfHour: '3', hour: '6', economy: '144', minimum: '1008' }

interface EsploraUtxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

/**
 * What the modal's Bitcoin send needs of a network, through its Esplora servers: an address's
 * spendable outputs, the fee rates, and the broadcast of the signed transaction, whose refusal by the
 * network is a 400 in the node's own words. A network no server answers for is a 503.
 */
export function bitcoinRoutes(chains: readonly BitcoinChainConfig[], policy: UpstreamPolicy): readonly AnyRoute[] {
  const apis = new Map<string, { chain: BitcoinChainConfig; api: EsploraApi }>(
    chains.map((chain) => [chain.caipNetworkId, { chain, api: esploraApi([chain.rpcUrl, ...(chain.rpcUrls ?? [])], policy) }]),
  )
  const served = [...apis.keys()]
  const chainIdSchema = z.string().refine((id) => apis.has(id), { message: `must be a Bitcoin network this server serves (${served.join(', ')})` })
  const on = (chainId: string) => apis.get(chainId)!

  return [
    defineRoute({
      method: 'GET',
      url: utxos.path,
      summary: "An address's unspent outputs on a Bitcoin network (the mempool's included), for a send",
      tags: ['bip122'],
      access: 'project',
      querystring: z.object({ chainId: chainIdSchema, address: bitcoinAddressSchema }),
      response: utxos.response,
      errors: [503],
      handler: async ({ query }) => {
        const { chain, api } = on(query.chainId)
        const utxos = await unavailableAs503(chain, () => api.json<EsploraUtxo[]>(`/address/${encodeURIComponent(query.address)}/utxo`))
        return { utxos: utxos.map((utxo) => ({ txid: utxo.txid, vout: utxo.vout, value: String(utxo.value), confirmed: utxo.status.confirmed })) }
      },
    }),
    defineRoute({
      method: 'GET',
      url: feeRates.path,
      summary: 'Fee rates on a Bitcoin network in sat/vB, from the next block to a week, never under 1',
      tags: ['bip122'],
      access: 'project',
      querystring: z.object({ chainId: chainIdSchema }),
      response: feeRates.response,
      errors: [503],
      handler: async ({ query }) => {
        const { chain, api } = on(query.chainId)
        const estimates = await unavailableAs503(chain, () => api.json<Record<string, number>>('/fee-estimates'))
        const rate = (target: string) => Math.max(1, Number.isFinite(estimates[target]) ? estimates[target]! : 1)
        return Object.fromEntries(FEE_RATE_NAMES.map((name) => [name, rate(FEE_TARGETS[name])])) as Record<FeeRateName, number>
      },
    }),
    defineRoute({
      method: 'POST',
      url: broadcast.path,
      summary: 'Broadcasts a signed Bitcoin transaction; a refusal by the network is a 400 in its words',
      tags: ['bip122'],
      access: 'project',
      bodyLimit: MAX_TX_HEX + 1_024,
      body: z.object({
        chainId: chainIdSchema,
        hex: z
          .string()
          .max(MAX_TX_HEX, `must be at most ${MAX_TX_HEX} hex characters (a standard transaction)`)
          .regex(/^([0-9a-fA-F]{2})+$/, 'must be the signed transaction in hex'),
      }),
      response: broadcast.response,
      successStatus: 200,
      errors: [503],
      handler: async ({ body }) => {
        const { chain, api } = on(body.chainId)
        return { txid: await broadcastTransaction(chain, api, body.hex) }
      },
    }),
  ]
}
