import { activityModule } from './activity/activityModule.ts'
import { analyticsModule } from './analytics/analyticsModule.ts'
import { authModule } from './auth/authModule.ts'
import { balancesModule } from './balances/balancesModule.ts'
import { convertModule } from './convert/convertModule.ts'
import { identityModule } from './identity/identityModule.ts'
import { nftsModule } from './nfts/nftsModule.ts'
import { onrampModule } from './onramp/onrampModule.ts'
import { imagesModule } from './images/imagesModule.ts'
import { namespaceRoutesModule } from './namespaces/namespaceRoutesModule.ts'
import { operationsModule } from './operations/operationsModule.ts'
import { pricesModule } from './prices/pricesModule.ts'
import { projectsModule } from './projects/projectsModule.ts'
import { registryModule } from './registry/registryModule.ts'
import { relayModule } from './relay/relayModule.ts'
import { rpcModule } from './rpc/rpcModule.ts'
import { siwxModule } from './siwx/siwxModule.ts'
import { telemetryModule } from './telemetry/telemetryModule.ts'

/**
 * Every module of the server, one line each, in the order they are installed and their routes
 * listed in /openapi.json. What a module takes from those before it is its `needs` (the prices,
 * the project guard, the onramp's history), checked when the server starts (kernel/moduleOrder.ts).
 * The config schema, the environment reader, buildServer and db/schema.ts all fold over this list.
 */
export const serverModules = [
  telemetryModule,
  operationsModule,
  projectsModule,
  relayModule,
  registryModule,
  imagesModule,
  rpcModule,
  pricesModule,
  balancesModule,
  namespaceRoutesModule,
  convertModule,
  identityModule,
  analyticsModule,
  nftsModule,
  onrampModule,
  activityModule,
  authModule,
  siwxModule,
] as const
