/**
 * The server's names (spec §7 `/v1/profile/…`, `apps/server/src/identity/names`): the zone, a
 * name's profile, an address's names, suggestions and registration. A name is `<label>.<zone>`.
 */
import * as z from 'zod/mini'
import type { ApiRoute } from './apiRoute.ts'

export const nameProfileSchema = z.object({
  name: z.string(),
  registered: z.number().check(z.describe('Seconds since the epoch')),
  updated: z.number().check(z.describe('Seconds since the epoch')),
  addresses: z.record(z.string(), z.object({ address: z.string() })).check(z.describe('By coin type (60: Ethereum; ENSIP-11 for other EVM chains)')),
  attributes: z.record(z.string(), z.string()),
})

export const nameSuggestionSchema = z.object({ name: z.string(), registered: z.boolean() })

export const NAMES_ROUTES = {
  /** The zone the server registers names in (`foyer.id`). */
  zone: { method: 'GET', path: '/v1/profile/zone', response: z.object({ zone: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)) }) },
  /** A name's profile; 404 when it is not registered. */
  profile: { method: 'GET', path: '/v1/profile/account/:name', params: z.object({ name: z.string() }), response: nameProfileSchema },
  /** The names an address has (its one primary name, or none). */
  reverse: { method: 'GET', path: '/v1/profile/reverse/:address', params: z.object({ address: z.string() }), response: z.array(nameProfileSchema) },
  /** Names like `name`: the name itself (registered or not), then free variants, each a full name. */
  suggestions: {
    method: 'GET',
    path: '/v1/profile/suggestions/:name',
    params: z.object({ name: z.string() }),
    response: z.object({ suggestions: z.array(nameSuggestionSchema) }),
  },
  /** Registers the signed name; answers its profile. A taken name or an already named address is a 409. */
  register: {
    method: 'POST',
    path: '/v1/profile/account',
    body: z.object({ coin_type: z.int(), address: z.string(), message: z.string(), signature: z.string() }),
    response: nameProfileSchema,
  },
} as const satisfies Record<string, ApiRoute>
