import { defineServerModule } from '../kernel/serverModule.ts'
import { chainCheckBudget } from './chainCheckBudget.ts'
import { createSessionRoute } from './createSessionRoute.ts'
import { listSessionsRoute } from './listSessionsRoute.ts'
import { nonceRoute } from './nonceRoute.ts'
import { siwxNonceStore } from './nonceStore.ts'
import { redeemProofRoute } from './redeemProofRoute.ts'
import { revokeSessionRoute } from './revokeSessionRoute.ts'
import { siwxProofStore } from './sessionProofs.ts'
import { siwxSessionStore } from './sessionStore.ts'
import { siwxChains } from './siwxChains.ts'
import { readSiwxEnv, siwxEnvAbout, siwxEnvVariables, siwxSettingsSchema } from './siwxSettings.ts'
import { siwxNonces, siwxSessionProofs, siwxSessions } from './siwxTables.ts'

/**
 * Sign in with the wallet (SIWX, spec §4): nonces, sessions made from signed CAIP-122 messages
 * (checked against the project's origins and the served chains), listed and revoked by account,
 * and the single-use proofs a host's backend redeems to know a visitor signed in.
 */
export const siwxModule = defineServerModule({
  name: 'siwx',
  needs: ['projectGuard'],
  settings: { siwx: siwxSettingsSchema.prefault({}) },
  env: { variables: siwxEnvVariables, about: siwxEnvAbout, read: readSiwxEnv },
  tables: { siwxNonces, siwxSessions, siwxSessionProofs },
  install: async (_app, { settings, database }) => {
    const chains = siwxChains(settings)
    const { maxSessionSeconds, proofTtlSeconds, chainFailuresPer10Minutes, redeemsPerClientPerMinute } = settings.siwx
    const budget = chainCheckBudget(chainFailuresPer10Minutes)
    const nonces = siwxNonceStore(database.db)
    const sessions = siwxSessionStore(database.db)
    const proofs = siwxProofStore(database.db, proofTtlSeconds * 1000)
    return [
      nonceRoute(nonces),
      createSessionRoute({ db: database.db, nonces, proofs, chains, budget, devMode: settings.devMode, maxSessionMs: maxSessionSeconds * 1000 }),
      listSessionsRoute(sessions, chains),
      revokeSessionRoute(sessions, chains, budget),
      redeemProofRoute(proofs, redeemsPerClientPerMinute),
    ]
  },
})
