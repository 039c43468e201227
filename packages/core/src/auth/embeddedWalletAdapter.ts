/**
 * The embedded wallet's adapter as the page starts it. Its connector and everything the connector
 * carries (`authAdapter.ts`, `authConnector.ts`: ~5 KB gzip) are not part of the first load: they
 * load when the modal opens or when the framework preloads the Connect view (`load()`, on idle and on
 * a pointer over the connect button), and at start only when a stored login or a social login's
 * redirect (`?foyer_social_result=`) needs them.
 */
import { readStoredConnectorIds } from '../actions/persistence.ts'
import type { ChainAdapter } from '../chainAdapter.ts'
import type { WalletConnector } from '../connector.ts'
import type { FoyerContext } from '../context.ts'
import { THROWN } from '../errors.ts'
import { FoyerError } from '@foyer/auth-frame/protocol'
import type { AuthAdapterOptions } from './authAdapter.ts'
import { embeddedHomeNamespace } from './embeddedWalletSides.ts'
import { hasSocialResult } from './socialResultParam.ts'

/**
 * The embedded wallet's connectors are `AUTH` on its home namespace and `AUTH:<namespace>` on each
 * companion (`AUTH:solana`): what a stored connection's id says to tell it was the embedded wallet's.
 */
const EMBEDDED_CONNECTOR_ID = /^AUTH(:|$)/

export interface EmbeddedWalletAdapter extends ChainAdapter {
  /**
   * Loads the connector (once) and, while discovery runs, reports it; resolves when it is in the
   * page's connector list, or loaded where discovery has not started.
   */
  load(): Promise<void>
}

/** Whether the host turned on a login the embedded wallet serves, with networks of the namespace its login lives on. */
export function embeddedWalletEnabled(ctx: FoyerContext): boolean {
  const { features, projectId } = ctx.options
  const socials = features.socials !== false && features.socials.length > 0
  return Boolean(ctx.server && projectId) && (features.email || socials) && embeddedHomeNamespace(ctx) !== undefined
}

/** The embedded wallet's adapter; call it only where `embeddedWalletEnabled` (its home namespace has networks here). */
export function embeddedWalletAdapter(ctx: FoyerContext, options: AuthAdapterOptions = {}): EmbeddedWalletAdapter {
  const home = embeddedHomeNamespace(ctx)
  if (!home) throw new FoyerError(THROWN.CHAIN_NOT_SUPPORTED)
  let adapter: Promise<ChainAdapter> | undefined
  // The discovery running now (`watchConnectors` until its stop), and the loaded adapter's once it reports.
  let watching: { onChange: (connectors: WalletConnector[]) => void; stopped: boolean; stop?: () => void } | undefined

  function load(): Promise<void> {
    adapter ??= import('./authAdapter.ts').then(
      ({ authAdapter }) => authAdapter(ctx, options),
      (error: unknown) => {
        // A chunk that did not arrive (offline, a deploy in between) is asked for again next time.
        adapter = undefined
        throw error
      },
    )
    return adapter.then((loaded) => {
      const current = watching
      if (current && !current.stopped && !current.stop) current.stop = loaded.watchConnectors(current.onChange)
    })
  }

  return {
    namespace: home,
    load,
    watchConnectors(onChange) {
      const current: NonNullable<typeof watching> = { onChange, stopped: false }
      watching = current
      const stopFollowingModal = ctx.modal.subscribe(({ open }) => {
        if (open) load().catch(() => undefined)
      })
      // Loaded already (a stop and a start, React's StrictMode), or needed now: reported at once.
      if (adapter || ctx.modal.get().open || neededAtStart(ctx)) load().catch(() => undefined)
      return () => {
        current.stopped = true
        stopFollowingModal()
        current.stop?.()
      }
    },
  }
}

/** A login to restore (a stored connection of the embedded wallet), or a social login's redirect coming back. */
function neededAtStart(ctx: FoyerContext): boolean {
  if (Object.values(readStoredConnectorIds(ctx)).some((id) => id !== undefined && EMBEDDED_CONNECTOR_ID.test(id))) return true
  return typeof location !== 'undefined' && hasSocialResult(location.href)
}
