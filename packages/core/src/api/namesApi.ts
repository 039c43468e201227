import * as z from 'zod/mini'
import { HttpError, type HttpClient } from './http.ts'

/**
 * The Foyer server's names (spec §7 `/v1/profile/…`): the zone, a name's profile, an address's
 * names, suggestions and registration, every answer checked (one of another shape throws). Loaded
 * with the names views, never with the page.
 */
export function createNamesApi(http: HttpClient) {
  return {
    /** The zone the server registers names in (`foyer.id`): a name is `<label>.<zone>`. */
    zone: async (): Promise<string> => zoneSchema.parse(await http.get<unknown>('/v1/profile/zone')).zone,
    /** A name's profile; null when it is not registered. */
    profile: async (name: string): Promise<NameProfile | null> => {
      try {
        return profileSchema.parse(await http.get<unknown>(`/v1/profile/account/${encodeURIComponent(name)}`))
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null
        throw error
      }
    },
    /** The names an address has (its one primary name, or none). */
    reverse: async (address: string): Promise<NameProfile[]> => z.array(profileSchema).parse(await http.get<unknown>(`/v1/profile/reverse/${encodeURIComponent(address)}`)),
    /** Names like `name`: the name itself (registered or not), then free variants, each a full name. */
    suggestions: async (name: string): Promise<NameSuggestionAnswer[]> =>
      suggestionsSchema.parse(await http.get<unknown>(`/v1/profile/suggestions/${encodeURIComponent(name)}`)).suggestions,
    /** Registers the signed name; answers its profile. A taken name or an already named address is a 409. */
    register: async (registration: NameRegistrationBody): Promise<NameProfile> => profileSchema.parse(await http.post<unknown>('/v1/profile/account', registration)),
  }
}
export type NamesApi = ReturnType<typeof createNamesApi>

/** What POST /v1/profile/account takes: the address's coin type, the signed message and its signature. */
export interface NameRegistrationBody {
  coin_type: number
  address: string
  message: string
  signature: string
}

const profileSchema = z.object({
  name: z.string(),
  /** Seconds since the epoch. */
  registered: z.number(),
  updated: z.number(),
  /** By coin type (60: Ethereum; ENSIP-11 for other EVM chains). */
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.record(z.string(), z.string()),
})
export type NameProfile = z.output<typeof profileSchema>

const suggestionSchema = z.object({ name: z.string(), registered: z.boolean() })
export type NameSuggestionAnswer = z.output<typeof suggestionSchema>

const zoneSchema = z.object({ zone: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)) })
const suggestionsSchema = z.object({ suggestions: z.array(suggestionSchema) })
