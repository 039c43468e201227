import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import type { AnyRoute } from '../http/defineRoute.ts'
import type { PublicOrigin } from '../http/publicOrigin.ts'
import type { ChainConfig } from '../coreSettings.ts'
import type { ActivitySettings } from './activitySettings.ts'
import { startActivityIndexer } from './activityIndexer.ts'
import { historyRoute } from './historyRoute.ts'
import { postgresActivityLedger } from './postgresActivityLedger.ts'

/**
 * The activity feature: starts the indexer (unless turned off), stops it before the database
 * closes, and answers the history route for the server's route list.
 */
export function installActivity(
  app: FastifyInstance,
  db: Db,
  options: { chains: readonly ChainConfig[]; publicOrigin: PublicOrigin; settings: ActivitySettings },
): AnyRoute {
  const ledger = postgresActivityLedger(db)
  if (options.settings.indexer) {
    const indexer = startActivityIndexer({ chains: options.chains, ledger, pollIntervalMs: options.settings.pollIntervalMs, log: app.log })
    // preClose runs before every onClose hook, the database's included: no write outlives its connection.
    app.addHook('preClose', () => indexer.stop())
  }
  return historyRoute(ledger, options.chains, options.publicOrigin)
}
