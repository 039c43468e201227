import type * as z from 'zod/mini'
import { apiPath } from '../protocol/apiRoute.ts'
import { SIWX_ROUTES } from '../protocol/siwxRoutes.ts'
import type { Cacao, SiwxSession } from '../siwxTypes.ts'
import type { CaipNetworkId } from '../types.ts'
import type { HttpClient } from './http.ts'

const { nonce, createSession, listSessions, revokeSession } = SIWX_ROUTES

/**
 * The Foyer server's SIWX sessions (`/v1/sessions`), every answer checked: one of another shape
 * throws. The project is the projectId the HTTP client adds to every call. Loaded with the first
 * sign-in, never with the page.
 */
export function createSiwxApi(http: HttpClient) {
  return {
    /** A single-use nonce for one message, valid 5 minutes. */
    nonce: async () => nonce.response.parse(await http.post<unknown>(nonce.path, {})),
    /**
     * Stores a signed message; the server verifies it and answers the session with its id, and the
     * sign-in's single-use proof for the host's backend (on the session, never stored).
     */
    addSession: async (signed: { message: string; signature: string; cacao?: Cacao }): Promise<StoredSiwxSession> => {
      const added = createSession.response.parse(await http.post<unknown>(createSession.path, signed satisfies z.input<typeof createSession.body>))
      return { ...stored(added.session), proof: added.proof.token, proofExpiresAt: added.proof.expiresAt }
    },
    /** The ids of the address's unexpired, unrevoked sessions of this project on one network (the server lists no message or signature). */
    sessionIds: async (address: string, chainId: CaipNetworkId): Promise<string[]> =>
      listSessions.response.parse(await http.get<unknown>(apiPath(listSessions.path, { address }), { chainId })).sessions.map((session) => session.id),
    /** Revokes a session: `signature` is the address's signature of `revokeSessionText(id)`. */
    revoke: async (address: string, id: string, signature: string): Promise<void> => {
      revokeSession.response.parse(await http.post<unknown>(apiPath(revokeSession.path, { address }), { pci: id, signature } satisfies z.input<typeof revokeSession.body>))
    },
  }
}
export type SiwxApi = ReturnType<typeof createSiwxApi>

/** A session the server stores: always with its id. */
export type StoredSiwxSession = SiwxSession & { id: string }

/** What the address signs to revoke a session (the server checks this exact text). */
export function revokeSessionText(id: string): string {
  return `Revoke Foyer session ${id}`
}

/** The session as Foyer types it: a field the server answered null is left out. */
function stored(session: z.output<typeof createSession.response>['session']): StoredSiwxSession {
  const { cacao, ...rest } = session
  return withoutNulls({ ...rest, ...(cacao && { cacao: withoutNulls({ ...cacao, p: withoutNulls(cacao.p) }) }), data: withoutNulls(session.data) }) as StoredSiwxSession
}

function withoutNulls<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined)) as T
}
