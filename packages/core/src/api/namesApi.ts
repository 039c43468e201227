import type * as z from 'zod/mini'
import { apiPath } from '../protocol/apiRoute.ts'
import { NAMES_ROUTES, type nameProfileSchema, type nameSuggestionSchema } from '../protocol/namesRoutes.ts'
import { HttpError, type HttpClient } from './http.ts'

const { zone, profile, reverse, suggestions, register } = NAMES_ROUTES

/**
 * The Foyer server's names (spec §7 `/v1/profile/…`): the zone, a name's profile, an address's
 * names, suggestions and registration, every answer checked (one of another shape throws). Loaded
 * with the names views, never with the page.
 */
export function createNamesApi(http: HttpClient) {
  return {
    /** The zone the server registers names in (`foyer.id`): a name is `<label>.<zone>`. */
    zone: async (): Promise<string> => zone.response.parse(await http.get<unknown>(zone.path)).zone,
    /** A name's profile; null when it is not registered. */
    profile: async (name: string): Promise<NameProfile | null> => {
      try {
        return profile.response.parse(await http.get<unknown>(apiPath(profile.path, { name })))
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null
        throw error
      }
    },
    /** The names an address has (its one primary name, or none). */
    reverse: async (address: string): Promise<NameProfile[]> => reverse.response.parse(await http.get<unknown>(apiPath(reverse.path, { address }))),
    /** Names like `name`: the name itself (registered or not), then free variants, each a full name. */
    suggestions: async (name: string): Promise<NameSuggestionAnswer[]> => suggestions.response.parse(await http.get<unknown>(apiPath(suggestions.path, { name }))).suggestions,
    /** Registers the signed name; answers its profile. A taken name or an already named address is a 409. */
    register: async (registration: NameRegistrationBody): Promise<NameProfile> =>
      register.response.parse(await http.post<unknown>(register.path, registration satisfies z.input<typeof register.body>)),
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

export type NameProfile = z.output<typeof nameProfileSchema>
export type NameSuggestionAnswer = z.output<typeof nameSuggestionSchema>
