import { defineServerModule } from '../serverModule.ts'
import { createSessionRoute } from './createSessionRoute.ts'
import { listSessionsRoute } from './listSessionsRoute.ts'
import { nonceRoute } from './nonceRoute.ts'
import { revokeSessionRoute } from './revokeSessionRoute.ts'
import { siwxChains } from './siwxChains.ts'
import { siwxNonceStore } from './nonceStore.ts'
import { siwxSessionStore } from './sessionStore.ts'
import { siwxNonces, siwxSessions } from './siwxTables.ts'

/**
 * Sign in with the wallet (SIWX, spec §4): nonces, sessions made from signed CAIP-122 messages
 * (checked against the project's origins and the served chains), listed and revoked by account.
 */
export const siwxModule = defineServerModule({
  name: 'siwx',
  tables: { siwxNonces, siwxSessions },
  install: async (_app, { settings, database }) => {
    const chains = siwxChains(settings)
    const nonces = siwxNonceStore(database.db)
    const sessions = siwxSessionStore(database.db)
    return [
      nonceRoute(nonces),
      createSessionRoute({ db: database.db, nonces, chains, devMode: settings.devMode }),
      listSessionsRoute(sessions, chains),
      revokeSessionRoute(sessions, chains),
    ]
  },
})
