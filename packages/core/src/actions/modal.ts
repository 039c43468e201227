import type { FoyerContext } from '../context.ts'
import { reportConfiguration } from '../stores/apiAlerts.ts'
import { embeddedCloseView, openingEntry } from '../stores/navigation.ts'
import type { RouterEntry } from '../stores/router.ts'
import { isConnected } from '../views/connectedAccount.ts'
import { backRefused, closeRefused, closesOnBack, viewBehaviour } from '../views/viewBehaviours.ts'

/** Opens the modal on the view the opening rules of spec §2 choose. */
export function openModal(ctx: FoyerContext, request?: RouterEntry, isMobile = false) {
  // A project is the Foyer server's: a host without a server has none to name.
  if (ctx.server && !ctx.options.projectId) reportConfiguration(ctx, 'PROJECT_ID_NOT_CONFIGURED', 'createFoyer() was called without a projectId', 'warning')
  const entry = openingEntry({
    hasAdapters: (ctx.options.adapters?.length ?? 0) > 0,
    connected: isConnected(ctx),
    isMobile,
    requested: request,
  })
  ctx.router.resetTo(entry)
  ctx.modal.open()
  ctx.analytics.track('MODAL_OPEN', { connected: isConnected(ctx) })
}

/** Whether the close button and Escape may close the modal right now (the current view decides). */
export function canClose(ctx: FoyerContext): boolean {
  return !closeRefused(ctx)
}

/** Whether the Back button shows: there is somewhere to go and the current view lets the visitor leave. */
export function canGoBack(ctx: FoyerContext): boolean {
  return ctx.router.get().history.length > 1 && !backRefused(ctx)
}

/** Closes the modal; in embedded mode it stays and shows Account or Connect instead. */
export function closeModal(ctx: FoyerContext) {
  if (!canClose(ctx)) {
    ctx.modal.shake()
    return
  }
  if (ctx.options.enableEmbedded) {
    ctx.router.reset(embeddedCloseView(isConnected(ctx)))
    return
  }
  ctx.modal.close()
  ctx.snackbar.hide()
  ctx.analytics.track('MODAL_CLOSE', { connected: isConnected(ctx) })
}

/**
 * Goes back one view, or closes when the history rules say so. Refused (the modal shakes) while
 * the current view holds the visitor; otherwise the view's own leaving behaviour runs first.
 */
export function goBack(ctx: FoyerContext) {
  if (backRefused(ctx)) return ctx.modal.shake()
  viewBehaviour(ctx.router.current().view).onBack?.(ctx)
  if (ctx.router.back(closesOnBack) === 'close') closeModal(ctx)
}
