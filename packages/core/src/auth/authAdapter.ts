/**
 * The embedded wallet as a built-in adapter: it reports the AUTH connector at once; the hidden
 * frame loads on the connector's first use.
 */
import type { ChainAdapter, WalletConnector } from '../connector.ts'
import type { FoyerContext } from '../context.ts'
import { THROWN } from '../errors.ts'
import { withAccentText } from '../color.ts'
import { closeModal } from '../actions/modal.ts'
import { createApprovalRunner } from './approval.ts'
import { createAuthConnector, type AuthConnector, type AuthConnectorConfig } from './authConnector.ts'
import { readCachedLogin } from './loginCache.ts'
import type { FrameUnavailableError } from './serverProbe.ts'
import { reportConfiguration } from '../stores/apiAlerts.ts'

export interface AuthAdapterOptions {
  /** Replaces how the frame is opened (tests). */
  loadFrame?: AuthConnectorConfig['loadFrame']
}

/** Whether the host turned on a login the embedded wallet serves, on a chain it serves. */
export function embeddedWalletEnabled(ctx: FoyerContext): boolean {
  const { features, projectId } = ctx.options
  const socials = features.socials !== false && features.socials.length > 0
  return Boolean(projectId) && (features.email || socials) && Boolean(ctx.chains.chain('eip155'))
}

export function authAdapter(ctx: FoyerContext, options: AuthAdapterOptions = {}): ChainAdapter {
  let connector: AuthConnector | undefined
  let solanaSide: WalletConnector<'solana'> | undefined
  let stopThemeSync: (() => void) | undefined

  function create(): AuthConnector {
    return createAuthConnector({
      baseUrl: ctx.options.authFrameUrl ?? ctx.options.apiUrl,
      projectId: ctx.options.projectId ?? '',
      enableLogger: ctx.options.enableAuthLogger ?? false,
      storage: ctx.storage,
      activeChainId: () => ctx.chains.chain('eip155')?.networkState.caipNetwork?.id,
      approve: createApprovalRunner(ctx),
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
      onReadyTimeout: () => reportConfiguration(ctx, 'SOCIALS_TIMEOUT', 'the embedded wallet\'s frame did not start within 30 s though its server answers this page'),
      onUnavailable: (error) => reportFrameUnavailable(ctx, error),
      onSessionExpired: () => ctx.alert.raise('JWT_TOKEN_NOT_VALID'),
      onActionNotAllowed: () => ctx.snackbar.error(THROWN.ACTION_NOT_ALLOWED),
      onUser: (user) => {
        const cached = readCachedLogin(ctx.storage)
        const login = {
          user: { email: user.email ?? null, username: user.userName ?? cached.socialUsername },
          // A social login's email belongs to the provider: only email logins may change theirs.
          socialProvider: cached.socialProvider,
        }
        // The login is the wallet's in every namespace it serves: the Account view shows it on Solana too.
        ctx.chains.patchAccount('eip155', login)
        if (ctx.chains.chain('solana')) ctx.chains.patchAccount('solana', login)
      },
      loadFrame: options.loadFrame,
    })
  }

  let unloadTimer: ReturnType<typeof setTimeout> | undefined
  return {
    namespace: 'eip155',
    watchConnectors(onChange) {
      // A stop followed at once by a start (React's StrictMode) keeps the frame and its session.
      clearTimeout(unloadTimer)
      connector ??= create()
      onChange([connector])
      const current = connector
      // With Solana networks the same wallet serves the solana namespace too; its side loads only for such hosts.
      let stopped = false
      if (ctx.chains.chain('solana')) {
        void import('./embeddedSolanaConnector.ts').then(({ embeddedSolanaConnector }) => {
          solanaSide ??= embeddedSolanaConnector(current)
          if (!stopped) onChange([current, solanaSide])
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
  else console.warn(`Foyer: the embedded wallet (email and social login) cannot start: ${error.message}`)
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
