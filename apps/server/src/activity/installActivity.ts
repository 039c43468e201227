import type { FastifyInstance } from 'fastify'
import type { Database } from '../kernel/db/database.ts'
import type { AnyRoute } from '../kernel/http/defineRoute.ts'
import type { PublicOrigin } from '../kernel/http/publicOrigin.ts'
import type { ChainConfig } from '../namespaces/eip155/eip155ChainConfig.ts'
import type { PriceBook } from '../prices/priceBook.ts'
import type { ActivitySettings } from './activitySettings.ts'
import { startActivityIndexer } from './activityIndexer.ts'
import { historyRoute } from './historyRoute.ts'
import type { NamespaceHistoryChain } from './namespaceHistories.ts'
import { INDEXER_ROLE, runIndexerWithRole } from './indexerRole.ts'
import { postgresActivityLedger } from './postgresActivityLedger.ts'

/**
 * The activity feature: runs the indexer (unless turned off) in the one server process holding its
 * role on the database, stops it before the database closes, and answers the history route for the
 * server's route list.
 */
export function installActivity(
  app: FastifyInstance,
  database: Database,
  options: { chains: readonly ChainConfig[]; others: ReadonlyMap<string, NamespaceHistoryChain>; prices: PriceBook; publicOrigin: PublicOrigin; settings: ActivitySettings },
): AnyRoute {
  const ledger = postgresActivityLedger(database.db)
  if (options.settings.indexer) {
    const indexer = runIndexerWithRole({
      takeRole: () => database.takeRole(INDEXER_ROLE),
      start: () => startActivityIndexer({ chains: options.chains, ledger, pollIntervalMs: options.settings.pollIntervalMs, log: app.log }),
      takeoverIntervalMs: options.settings.takeoverIntervalMs,
      log: app.log,
    })
    // preClose runs before every onClose hook, the database's included: no write outlives its connection.
    app.addHook('preClose', () => indexer.stop())
  }
  return historyRoute(ledger, options.chains, options.prices, app.nftCatalogue, options.publicOrigin, app.onrampHistory, options.others)
}
