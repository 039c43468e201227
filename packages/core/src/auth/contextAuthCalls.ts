/**
 * The AUTH connector's calls wired to Foyer's stores and options: the part of authAdapter.ts that
 * loads with the connector's first use (theme and app data sync, approvals, the user's details).
 */
import type { ConnectorEventHub } from '../connectorEvents.ts'
import type { FoyerContext } from '../context.ts'
import { THROWN } from '../errors.ts'
import { withAccentText } from '../color.ts'
import { createApprovalRunner } from './approval.ts'
import { createAuthCalls } from './authCalls.ts'
import type { AuthCalls, AuthConnector, FrameLoader } from './authConnector.ts'
import { readCachedLogin } from './loginCache.ts'

export function contextAuthCalls(ctx: FoyerContext, connector: AuthConnector, emit: ConnectorEventHub['emit'], loadFrame?: FrameLoader): AuthCalls {
  let stopThemeSync: (() => void) | undefined
  const calls = createAuthCalls(
    {
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
      onReadyTimeout: () => ctx.alert.raise('SOCIALS_TIMEOUT', { once: true }),
      onSessionExpired: () => ctx.alert.raise('JWT_TOKEN_NOT_VALID'),
      onActionNotAllowed: () => ctx.snackbar.error(THROWN.ACTION_NOT_ALLOWED),
      onUser: (user) => {
        const cached = readCachedLogin(ctx.storage)
        ctx.chains.patchAccount('eip155', {
          user: { email: user.email ?? null, username: user.userName ?? cached.socialUsername },
          // A social login's email belongs to the provider: only email logins may change theirs.
          socialProvider: cached.socialProvider,
        })
      },
      loadFrame,
    },
    connector,
    emit,
  )
  return {
    ...calls,
    unload() {
      stopThemeSync?.()
      stopThemeSync = undefined
      calls.unload()
    },
  }
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
