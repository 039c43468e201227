import type { Hex } from 'viem'
import { z } from 'zod'
import { evmAddressSchema } from '../../caip.ts'
import { defineRoute } from '../../kernel/http/defineRoute.ts'
import { badRequest, notFound } from '../../kernel/http/httpError.ts'
import type { AccountNameStore } from './accountNameStore.ts'
import { decodeGatewayQuery } from './gatewayQuery.ts'
import { answerRecordQuery, isZoneQuery } from './gatewayRecords.ts'
import { signedGatewayResponse } from './gatewaySignature.ts'

/** Where the gateway answers; an OffchainResolver's URL is this server's public origin + this path. */
export const NAMES_GATEWAY_PATH = '/v1/names/gateway'

/** A resolve(name, data) call is a few hundred bytes; 4 KiB leaves room for any name of 255 bytes. */
const MAX_CALL_BYTES = 4096
const hexData = z
  .string()
  .regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex of whole bytes')
  .max(2 + 2 * MAX_CALL_BYTES)

/**
 * The zone's EIP-3668 (CCIP-read) gateway, so that any ENS client resolves its names: an
 * OffchainResolver reverts with an OffchainLookup naming this URL, the client POSTs
 * `{ sender, data }` here (EIP-3668's form for a URL without `{data}`), and the answer, signed
 * with the gateway key, goes back to the resolver, which checks the signature. Without a key
 * (FOYER_NAMES_GATEWAY_KEY) the server runs no gateway and says so. It signs nothing for a name
 * outside its zone (a 404).
 */
export function namesGatewayRoute(store: AccountNameStore, zone: string, gatewayKey: Hex | undefined, now = Date.now) {
  return defineRoute({
    method: 'POST',
    url: NAMES_GATEWAY_PATH,
    access: 'public',
    summary: `EIP-3668 gateway for the ${zone} zone: answers an OffchainResolver's resolve(name, data) with a record signed by the gateway key`,
    tags: ['names'],
    body: z.object({
      /** The resolver that asked (its address is in what the gateway signs). */
      sender: evmAddressSchema,
      /** The resolver's call: resolve(bytes name, bytes data). */
      data: hexData,
    }),
    response: z.object({ data: z.string().describe('abi.encode(bytes result, uint64 expires, bytes signature)') }),
    errors: [404],
    handler: async ({ body }) => {
      if (!gatewayKey) throw notFound('This server runs no names gateway: FOYER_NAMES_GATEWAY_KEY is not set')
      const request = body.data as Hex
      const query = decodeGatewayQuery(request)
      if ('problem' in query) throw badRequest(`body.data: ${query.problem}`)
      if (!isZoneQuery(query, zone)) throw notFound(`${query.name} is not a name of the ${zone} zone: this gateway answers only for its zone's names`)
      const result = await answerRecordQuery(query, store, zone)
      return { data: await signedGatewayResponse({ resolver: body.sender as Hex, request, result }, gatewayKey, Math.floor(now() / 1000)) }
    },
  })
}
