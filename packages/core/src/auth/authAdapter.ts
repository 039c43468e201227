/**
 * The embedded wallet as a built-in adapter: it reports the AUTH connector at once; the
 * connector's calls load on its first use (contextAuthCalls.ts), the hidden frame with them.
 */
import type { ChainAdapter } from '../connector.ts'
import type { FoyerContext } from '../context.ts'
import type { AuthConnector, FrameLoader } from './authConnector.ts'
import { createLazyAuthConnector } from './lazyAuthConnector.ts'

export interface AuthAdapterOptions {
  /** Replaces how the frame is opened (tests). */
  loadFrame?: FrameLoader
}

/** Whether the host turned on a login the embedded wallet serves, on a chain it serves. */
export function embeddedWalletEnabled(ctx: FoyerContext): boolean {
  const { features, projectId } = ctx.options
  const socials = features.socials !== false && features.socials.length > 0
  return Boolean(projectId) && (features.email || socials) && Boolean(ctx.chains.chain('eip155'))
}

export function authAdapter(ctx: FoyerContext, options: AuthAdapterOptions = {}): ChainAdapter {
  let connector: AuthConnector | undefined
  let unloadTimer: ReturnType<typeof setTimeout> | undefined

  function create(): AuthConnector {
    return createLazyAuthConnector(async (self, emit) => {
      // Every call needs the frame: its code comes beside the calls', not after them.
      if (!options.loadFrame && typeof document !== 'undefined') import('./frameModule.ts').catch(() => undefined)
      const { contextAuthCalls } = await import('./contextAuthCalls.ts')
      return contextAuthCalls(ctx, self, emit, options.loadFrame)
    })
  }

  return {
    namespace: 'eip155',
    watchConnectors(onChange) {
      // A stop followed at once by a start (React's StrictMode) keeps the frame and its session.
      clearTimeout(unloadTimer)
      connector ??= create()
      onChange([connector])
      const current = connector
      // The frame loads when it is first needed (a stored session to restore, the modal opening,
      // a social login's redirect coming back), so a page load alone does not fetch it.
      return () => {
        clearTimeout(unloadTimer)
        unloadTimer = setTimeout(() => current.unload(), 0)
      }
    },
  }
}
