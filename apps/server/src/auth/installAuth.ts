import type { FastifyInstance } from 'fastify'
import type { Db } from '../kernel/db/database.ts'
import type { DatabaseConfig } from '../kernel/db/databaseConfig.ts'
import { inboxRoutes } from '../dev/inboxRoutes.ts'
import { startMailSink } from '../dev/mailSink.ts'
import type { AnyRoute } from '../kernel/http/defineRoute.ts'
import type { PublicOrigin } from '../kernel/http/publicOrigin.ts'
import type { ServedChains } from '../namespaces/namespaces.ts'
import { createWalletAccounts } from './walletAccounts.ts'
import type { ServedChainConfig } from '../namespaces/servedNamespace.ts'
import { authChains } from './authChains.ts'
import type { AuthDeps } from './authDeps.ts'
import { AuthError } from './authErrors.ts'
import type { AuthSettings } from './authSettings.ts'
import { installFrameOnlyGuard } from './frame/frameOnlyGuard.ts'
import { frameOriginPolicy } from './frame/frameOrigin.ts'
import { serveFrame } from './frame/serveFrame.ts'
import { deriveAuthKeys } from './keys/derivedKeys.ts'
import { resolveMasterKey } from './keys/masterKey.ts'
import { checkMasterKey } from './keys/masterKeyCheck.ts'
import { longPollSlots, type LongPollSlots } from './throttle/longPollSlots.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { fundOnDevnet } from './devFunding.ts'
import { emailLoginRoutes } from './routes/emailLoginRoutes.ts'
import { emailUpdateRoutes } from './routes/emailUpdateRoutes.ts'
import { frameOriginRoute } from './routes/frameOriginRoute.ts'
import { rpcRoute } from './routes/rpcRoute.ts'
import { sessionRoutes } from './routes/sessionRoutes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded wallet's long polls held open now (operators and tests read `held`). */
    authLongPolls: LongPollSlots
  }
}

export interface InstallAuthOptions {
  db: Db
  /** The server's settings: `auth`, and the chains, database and dev mode it depends on. */
  settings: { auth: AuthSettings; chains: ServedChains; database: DatabaseConfig; devMode: boolean }
  /** Where mailed links point: this server's origin from configuration. */
  publicOrigin: PublicOrigin
}

export interface InstalledAuth {
  /** The auth API's routes, for the server's route list (and /openapi.json). */
  routes: AnyRoute[]
  /** What the social and Farcaster routes sign users in with. */
  deps: AuthDeps
}

/**
 * The embedded wallet's server side: the master key (configured, kept in the data folder, or per
 * process), the mailer (FOYER_SMTP_URL, or the dev SMTP sink shown at /dev/inbox), the frame's
 * files at /auth-frame/, the frame-only guard of the `frame` routes, and the /auth/v1 routes,
 * answered in the caller's route list.
 */
export async function installAuth(app: FastifyInstance, options: InstallAuthOptions): Promise<InstalledAuth> {
  const { auth: settings, database, devMode } = options.settings
  const master = resolveMasterKey(settings.masterKey, settings.masterKeyDir ?? (database.kind === 'pglite' ? database.dataDir : undefined))
  // Before anything is served: wallets sealed under another key would be stranded, not merely refused.
  await checkMasterKey(options.db, master.key)
  if (master.source.kind === 'file' && master.source.created) {
    app.log.info(`auth: no FOYER_MASTER_KEY set; generated a master key in ${master.source.path} (keep it: the embedded wallets' keys are encrypted under it)`)
  } else if (master.source.kind === 'ephemeral' && database.kind === 'postgres') {
    app.log.warn('auth: no FOYER_MASTER_KEY set; using a master key for this process only: embedded wallets made now cannot sign after a restart')
  }

  app.decorate('authLongPolls', longPollSlots(settings.longPollsPerClient))
  const closing = new AbortController()
  app.addHook('preClose', async () => closing.abort())
  const routes: AnyRoute[] = []
  let mailer: Mailer | undefined
  const useSink = settings.mailSink ?? (devMode && !settings.smtpUrl)
  if (useSink) {
    const sink = await startMailSink({ port: settings.smtpSinkPort })
    mailer = createMailer(sink.url, settings.mailFrom, { plainLoopback: true })
    app.addHook('onClose', async () => sink.close())
    app.log.info(`auth: login mails go to the dev SMTP sink at ${sink.url}; read them at /dev/inbox`)
    routes.push(...inboxRoutes(sink))
  } else if (settings.smtpUrl) {
    mailer = createMailer(settings.smtpUrl, settings.mailFrom)
  }
  if (mailer) {
    const opened = mailer
    app.addHook('onClose', async () => opened.close())
  }

  const served = options.settings.chains as Record<string, readonly ServedChainConfig[]>
  const accounts = createWalletAccounts((namespace) => served[namespace.name]!)
  const onUserCreated = fundOnDevnet(options.settings.chains, settings, app.log, accounts)
  const deps: AuthDeps = {
    db: options.db,
    keys: deriveAuthKeys(master.key),
    settings,
    chains: authChains(options.settings.chains, settings),
    accounts,
    mailer,
    now: settings.now ?? Date.now,
    log: app.log,
    closing: closing.signal,
    longPolls: app.authLongPolls,
    ...(onUserCreated && { onUserCreated }),
  }

  // The cooldown's 429 says when to come back in the standard header too.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof AuthError && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds))
  })
  installFrameOnlyGuard(app, frameOriginPolicy({ frameOrigin: settings.frameOrigin, publicOrigin: options.publicOrigin }))
  serveFrame(app, { frameDir: settings.frameDir, findProject: app.findProject, devMode })

  routes.push(...emailLoginRoutes(deps, { publicOrigin: options.publicOrigin }), ...sessionRoutes(deps), ...emailUpdateRoutes(deps), rpcRoute(deps), frameOriginRoute(devMode))
  return { routes, deps }
}
