/**
 * The embedded wallet as a built-in adapter: it reports the AUTH connector at once; the hidden
 * frame loads on the connector's first use. The page loads this file when the connector is first
 * needed (embeddedWalletAdapter.ts), not with its first load.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import type { ChainAdapter } from '../chainAdapter.ts'
import type { WalletConnector } from '../connector.ts'
import type { FoyerContext } from '../context.ts'
import { SNACKBARS, THROWN } from '../errors.ts'
import { withAccentText } from '../color.ts'
import { closeModal } from '../actions/modal.ts'
import type { ApprovalRunner } from './approval.ts'
import { createAuthConnector, type AuthConnector, type AuthConnectorConfig } from './authConnector.ts'
import { readCachedLogin } from './loginCache.ts'
import { readPreferredAccountTypes } from './preferredAccountTypes.ts'
import type { FrameUnavailableError } from './serverProbe.ts'
import { reportConfiguration } from '../stores/apiAlerts.ts'
import type { ChainNamespace } from '../types.ts'
import { embeddedCompanions, embeddedHomeNamespace } from './embeddedWalletSides.ts'
import { requireServer } from '../serverRequired.ts'
import { createLog } from '../log.ts'

export interface AuthAdapterOptions {
  /** Replaces how the frame is opened (tests). */
  loadFrame?: AuthConnectorConfig['loadFrame']
}

/** The embedded wallet's adapter; call it only where `embeddedWalletEnabled` (embeddedWalletAdapter.ts: its home namespace has networks here). */
export function authAdapter(ctx: FoyerContext, options: AuthAdapterOptions = {}): ChainAdapter {
  const found = embeddedHomeNamespace(ctx)
  if (!found) throw new FoyerError(THROWN.CHAIN_NOT_SUPPORTED)
  const home: ChainNamespace = found
  let connector: AuthConnector | undefined
  let smartAccountNetworksAsked = false
  let companions: WalletConnector[] | undefined
  let stopThemeSync: (() => void) | undefined
  // One runner (one request shows at a time), made with the first unsafe request.
  let approvalRunner: Promise<ApprovalRunner> | undefined

  function create(): AuthConnector {
    return createAuthConnector({
      baseUrl: ctx.options.authFrameUrl ?? requireServer(ctx, 'The embedded wallet').url,
      projectId: ctx.options.projectId ?? '',
      enableLogger: ctx.options.enableAuthLogger ?? false,
      locale: ctx.messages.get().locale,
      storage: ctx.storage,
      namespace: home,
      activeChainId: () => ctx.chains.chain(home)?.networkState.caipNetwork?.id,
      accountType: () => {
        const type = readPreferredAccountTypes(ctx.storage)[home] ?? ctx.options.defaultAccountTypes[home]
        return type === 'eoa' || type === 'smartAccount' ? type : undefined
      },
      // The approval runner (ApproveTransaction's flow) loads with the first unsafe request, not with the page.
      approve: (method, run) => (approvalRunner ??= import('./approval.ts').then(({ createApprovalRunner }) => createApprovalRunner(ctx))).then((approve) => approve(method, run)),
      onReady: (auth) => {
        syncDappData(ctx, auth)
        stopThemeSync ??= ctx.theme.subscribe(() => syncTheme(ctx, auth))
        syncTheme(ctx, auth)
      },
      // Escape on the approval screen never reaches the dialog: it tries to close it from here
      // (refused while a request waits: the dialog shakes and says why).
      onEscape: () => {
        if (ctx.modal.get().open) closeModal(ctx)
      },
      onContentHeight: (height) => ctx.auth.setApprovalHeight(height),
      onReadyTimeout: () => reportConfiguration(ctx, 'SOCIALS_TIMEOUT', "the embedded wallet's frame did not start within 30 s though its server answers this page"),
      onUnavailable: (error) => reportFrameUnavailable(ctx, error),
      onSessionExpired: () => ctx.alert.raise('JWT_TOKEN_NOT_VALID'),
      onActionNotAllowed: () => ctx.snackbar.error(THROWN.ACTION_NOT_ALLOWED),
      onUnofferedMethod: () => ctx.snackbar.error(SNACKBARS.SMART_ACCOUNTS_UNSUPPORTED),
      onCodeUnavailable: () => ctx.snackbar.error(SNACKBARS.AUTH_INIT_FAILED),
      onUser: (user) => {
        const cached = readCachedLogin(ctx.storage)
        const login = {
          user: { email: user.email ?? null, username: user.userName ?? cached.socialUsername },
          // A social login's email belongs to the provider: only email logins may change theirs.
          socialProvider: cached.socialProvider,
        }
        // The login is the wallet's in every namespace it serves: the Account view shows it on each.
        for (const namespace of [home, ...embeddedCompanions(ctx).map((module) => module.namespace)]) ctx.chains.patchAccount(namespace, login)
        // The account kinds (smart account or EOA) load with the first login, not with the page.
        const auth = connector
        const askNetworks = !smartAccountNetworksAsked
        smartAccountNetworksAsked = true
        void import('./accountKinds.ts')
          .then(async ({ applyAccountKinds, followSmartAccountNetworks }) => {
            applyAccountKinds(ctx, home, user)
            if (askNetworks && auth) await followSmartAccountNetworks(ctx, home, auth)
          })
          .catch(() => (smartAccountNetworksAsked = false))
      },
      loadFrame: options.loadFrame,
    })
  }

  let unloadTimer: ReturnType<typeof setTimeout> | undefined
  return {
    namespace: home,
    watchConnectors(onChange) {
      // A stop followed at once by a start (React's StrictMode) keeps the frame and its session.
      clearTimeout(unloadTimer)
      connector ??= create()
      onChange([connector])
      const current = connector
      // With networks of a companion namespace (solana) the same wallet serves it too; its side loads only for such hosts.
      let stopped = false
      const sides = embeddedCompanions(ctx)
      if (sides.length > 0) {
        void Promise.all(sides.map((module) => module.load())).then((parts) => {
          companions ??= parts.flatMap(({ embeddedConnector }) => (embeddedConnector ? [embeddedConnector(current)] : []))
          if (!stopped) onChange([current, ...companions])
        })
      }
      // The frame loads when it is first needed (a stored session to restore, the modal opening,
      // a social login's redirect coming back), so a page load alone does not fetch it.
      return () => {
        stopped = true
        clearTimeout(unloadTimer)
        unloadTimer = setTimeout(() => {
          stopThemeSync?.()
          stopThemeSync = undefined
          current.unload()
        }, 0)
      }
    },
  }
}

/**
 * Why the frame will not start, for the developer: a refusal is a configuration problem (console,
 * and the alert in dev mode); an outage only a console line (a visitor who tries to log in reads it
 * in words of the catalogue, with Retry). Nothing is raised for a visitor who never asked.
 */
function reportFrameUnavailable(ctx: FoyerContext, error: FrameUnavailableError) {
  if (error.problem === 'notAllowed') reportConfiguration(ctx, error.alert, error.message)
  else createLog(ctx.options).warn(`Foyer: the embedded wallet (email and social login) cannot start: ${error.message}`)
}

function syncTheme(ctx: FoyerContext, auth: AuthConnector) {
  const { themeMode, themeVariables } = ctx.theme.get()
  auth.request('SYNC_THEME', { themeMode, themeVariables: { ...withAccentText(themeVariables) } }).catch(() => undefined)
}

function syncDappData(ctx: FoyerContext, auth: AuthConnector) {
  const { projectId = '', sdkType, sdkVersion, metadata } = ctx.options
  auth
    .request('SYNC_DAPP_DATA', {
      projectId,
      sdkType,
      sdkVersion,
      ...(metadata && { metadata: { ...metadata, icons: metadata.icons.slice(0, 8) } }),
    })
    .catch(() => undefined)
}
