import cors from '@fastify/cors'
import Fastify, { type FastifyInstance } from 'fastify'
import { createPublicClient, http } from 'viem'
import type { Eip155NetworkId } from './caip.ts'
import { analyticsRoutes } from './analytics/analyticsRoutes.ts'
import { authGuardOptions, installAuth } from './auth/installAuth.ts'
import { installSocialLogin } from './auth/social/installSocialLogin.ts'
import { installActivity } from './activity/installActivity.ts'
import { databaseDependency } from './db/databaseDependency.ts'
import { openServerDatabase } from './db/serverDatabase.ts'
import { allowAnyOrigin } from './http/allowAnyOrigin.ts'
import { acceptFormBodies } from './http/formBodies.ts'
import { publicOrigin as configuredPublicOrigin } from './http/publicOrigin.ts'
import { answerFrameworkError, installErrorHandling } from './http/errorHandling.ts'
import { acceptJsonBodies } from './http/jsonBodies.ts'
import { installProjects } from './projects/installProjects.ts'
import { registryWallets } from './registry/wallets.ts'
import { servedRegistry } from './registry/referenceWallet.ts'
import { registerRoutes, type AnyRoute } from './http/defineRoute.ts'
import { accountBalanceRoute, type ServedChain } from './routes/accountBalance.ts'
import { getTokenImageRoute } from './routes/getTokenImage.ts'
import { getWalletImageRoute } from './routes/getWalletImage.ts'
import { getWalletsRoute } from './routes/getWallets.ts'
import { healthRoute } from './routes/health.ts'
import { fungiblePriceRoute } from './routes/fungiblePrice.ts'
import { getAssetImageRoute, getCurrencyImageRoute } from './routes/imageRoutes.ts'
import { anonymousIdentity, identityRoute } from './routes/identity.ts'
import { ensIdentityResolver } from './identity/ensIdentityResolver.ts'
import { openApiRoute } from './routes/openApi.ts'
import { rpcProxyRoutes } from './routes/rpcProxy.ts'
import { installOperations } from './operations/installOperations.ts'
import { createHttpMetrics, type HttpMetrics } from './operations/httpMetrics.ts'
import { requestAccounting } from './operations/requestAccounting.ts'
import { rpcDependency } from './operations/rpcDependency.ts'
import { installRelay } from './relay/installRelay.ts'
import { createRelayMetrics, withRelayMetrics, type RelayMetrics } from './relay/relayMetrics.ts'
import { supportedChainsRoute } from './routes/supportedChains.ts'
import { parseServerConfig, type ChainConfig, type ParsedServerConfig, type ServerConfig } from './serverConfig.ts'

/** An RPC node that does not answer in this time is reported as unreachable (503), not waited on. */
const RPC_TIMEOUT_MS = 5_000

export interface BuildServerOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void }
}

/**
 * Builds the Foyer server with every route registered; it does not listen, so the caller chooses
 * how (`await app.listen({ host, port })`) and tests can use port 0.
 */
export async function buildServer(config: ServerConfig, options: BuildServerOptions = {}): Promise<FastifyInstance> {
  const settings = parseServerConfig(config)
  const metrics = createHttpMetrics()
  const relayMetrics = createRelayMetrics()
  const app = Fastify({
    logger: { level: settings.logLevel, ...(options.logStream && { stream: options.logStream }) },
    ...requestAccounting(metrics),
    trustProxy: settings.trustProxy,
    frameworkErrors: answerFrameworkError,
  })
  try {
    await installServer(app, settings, metrics, relayMetrics)
    return app
  } catch (error) {
    // A server that cannot start lets go of what it opened (the database, its data folder's lock).
    await app.close().catch((closeError: unknown) => app.log.warn({ err: closeError }, 'closing the server that failed to start'))
    throw error
  }
}

async function installServer(app: FastifyInstance, settings: ParsedServerConfig, metrics: HttpMetrics, relayMetrics: RelayMetrics): Promise<void> {
  const database = await openServerDatabase(app, settings.database)
  // Links, redirects and the frame's origin come from configuration, never from a request's Host.
  const publicOrigin = configuredPublicOrigin(app, settings)
  if (!settings.publicUrl && !settings.devMode) {
    app.log.warn('FOYER_PUBLIC_URL is not set: mailed links and OAuth redirects point at the listening address, which only this machine reaches')
  }

  // CORS answers any origin, errors included, so a refused browser reads the reason; each
  // project's allow-list is enforced by the project guard. Our routes get the one header from a
  // hook of our own (cheaper per request than the plugin's options merge); the plugin answers
  // preflights and everything else.
  allowAnyOrigin(app)
  await app.register(cors, { origin: '*' })
  installErrorHandling(app)
  acceptJsonBodies(app)
  const operationsRoutes = await installOperations(app, {
    metrics: withRelayMetrics(metrics, relayMetrics),
    rateLimit: settings.rateLimit,
    dependencies: [databaseDependency(database), ...settings.chains.map(rpcDependency)],
  })
  const findProject = await installProjects(app, database.db, { devMode: settings.devMode, ...authGuardOptions(settings, publicOrigin) })
  // The WalletConnect relay: WebSocket upgrades at settings.relay.path, beside the routes.
  await installRelay(app, { settings: settings.relay, db: database.db, metrics: relayMetrics, devMode: settings.devMode, publicUrl: settings.publicUrl })

  // The embedded wallet (email, social and Farcaster login, keys, RPC) and its frame at /auth-frame/.
  const auth = await installAuth(app, { db: database.db, settings, findProject, publicOrigin })
  const socialLogin = { auth: auth.deps, social: settings.social, farcaster: settings.farcaster, devMode: settings.devMode, publicOrigin }

  const wallets = servedRegistry(
    registryWallets,
    settings.referenceWalletUrl ? { url: settings.referenceWalletUrl, chains: settings.chains.map((c) => c.caipNetworkId) } : undefined,
  )
  // Every route of the server, one line each; /openapi.json describes exactly this list.
  const routes: AnyRoute[] = [
    healthRoute(),
    ...operationsRoutes,
    getWalletsRoute(wallets),
    getWalletImageRoute(wallets),
    getTokenImageRoute(settings.chains),
    getAssetImageRoute(settings.chains),
    getCurrencyImageRoute(),
    supportedChainsRoute(settings.chains),
    ...rpcProxyRoutes(settings.chains, settings.rpcUpstream),
    accountBalanceRoute(servedChains(settings.chains), publicOrigin),
    fungiblePriceRoute(settings.chains, publicOrigin),
    identityRoute(settings.ensRpcUrl ? ensIdentityResolver(settings.ensRpcUrl) : anonymousIdentity),
    ...analyticsRoutes(database.db),
    installActivity(app, database.db, { chains: settings.chains, publicOrigin, settings: settings.activity }),
    ...auth.routes,
    ...(await installSocialLogin(app, socialLogin)),
  ]
  routes.push(openApiRoute(() => routes))
  acceptFormBodies(app, routes)
  registerRoutes(app, routes)
}

function servedChains(chains: readonly ChainConfig[]): Map<Eip155NetworkId, ServedChain> {
  return new Map(
    chains.map((config) => {
      // batch: the reads of one request leave as a single JSON-RPC batch. One retry covers a
      // dropped connection without making a down node slow to report.
      const transport = http(config.rpcUrl, { batch: true, retryCount: 1, timeout: RPC_TIMEOUT_MS })
      return [config.caipNetworkId, { config, client: createPublicClient({ transport }) }]
    }),
  )
}
