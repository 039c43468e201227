import { defineServerModule } from '../kernel/serverModule.ts'
import type { UpstreamPolicy } from '../rpc/upstreams.ts'
import { servedNamespaces } from './namespaces.ts'
import type { AnyServedNamespace, ServedChainConfig } from './servedNamespace.ts'

/**
 * How a namespace's own routes treat its chains' servers, primary then fallbacks: as the balance
 * reads do, an answer in 5 s or the next server, one retry for a dropped connection, a 503 when none answers.
 */
const NAMESPACE_ROUTES_POLICY: UpstreamPolicy = { retryCount: 1, retryDelayMs: 150, timeoutMs: 5_000 }

/** The routes each served namespace declares for itself (`ServedNamespace.routes`), for the namespaces with chains here. */
export const namespaceRoutesModule = defineServerModule({
  name: 'namespaceRoutes',
  install: async (_app, { settings }) =>
    (servedNamespaces as readonly AnyServedNamespace[]).flatMap((namespace) => {
      const chains = (settings.chains as Record<string, ServedChainConfig[]>)[namespace.name] ?? []
      return namespace.routes && chains.length > 0 ? namespace.routes(chains, NAMESPACE_ROUTES_POLICY) : []
    }),
})
