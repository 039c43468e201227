import { z } from 'zod'
import { onOffVariable } from '../kernel/settings/envVariables.ts'
import { defineServerModule } from '../kernel/serverModule.ts'
import { activitySettingsSchema } from './activitySettings.ts'
import { activityCursors, activityParticipants, activityTokens, activityTransactions, activityTransfers, activityUserOperations } from './activityTables.ts'
import { installActivity } from './installActivity.ts'
import { namespaceHistoryChains } from './namespaceHistories.ts'

const milliseconds = () =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .optional()

/** The activity indexer and history (GET /v1/account/:account/history), and the history of the namespaces that read their own (bip122). */
export const activityModule = defineServerModule({
  name: 'activity',
  needs: ['prices', 'nftCatalogue', 'onrampHistory'],
  settings: { activity: activitySettingsSchema.prefault({}) },
  env: {
    variables: {
      FOYER_ACTIVITY_INDEXER: onOffVariable().transform((value) => value !== '0' && value !== 'false'),
      FOYER_ACTIVITY_POLL_MS: milliseconds(),
      FOYER_ACTIVITY_TAKEOVER_MS: milliseconds(),
    },
    about: {
      FOYER_ACTIVITY_INDEXER: { default: 'on', meaning: '`0` or `false` turns the activity indexer off in this process' },
      FOYER_ACTIVITY_POLL_MS: { default: '`1000`', meaning: "how often the indexer looks at each chain's head" },
      FOYER_ACTIVITY_TAKEOVER_MS: { default: '`5000`', meaning: "how often a process without the indexer's role asks for it, taking over when its holder stops" },
    },
    read: (vars) => ({
      activity: { indexer: vars.FOYER_ACTIVITY_INDEXER, pollIntervalMs: vars.FOYER_ACTIVITY_POLL_MS, takeoverIntervalMs: vars.FOYER_ACTIVITY_TAKEOVER_MS },
    }),
  },
  tables: { activityCursors, activityParticipants, activityTokens, activityTransactions, activityTransfers, activityUserOperations },
  install: async (app, { settings, database, publicOrigin }) => [
    installActivity(app, database, { chains: settings.chains.eip155, others: namespaceHistoryChains(settings.chains), prices: app.prices, publicOrigin, settings: settings.activity }),
  ],
})
