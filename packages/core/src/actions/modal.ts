import type { FoyerContext } from '../context.ts'
import { embeddedCloseView, isCloseDisabled, openingEntry } from '../stores/navigation.ts'
import type { View, ViewData } from '../stores/router.ts'

export function isConnected(ctx: FoyerContext): boolean {
  return ctx.chains.active()?.accountState.status === 'connected'
}

/** Opens the modal on the view the opening rules of spec §2 choose. */
export function openModal(ctx: FoyerContext, request?: { view: View; data?: ViewData }, isMobile = false) {
  if (!ctx.options.projectId) ctx.alert.raise('PROJECT_ID_NOT_CONFIGURED', { once: true, variant: 'warning' })
  const entry = openingEntry({
    hasAdapters: (ctx.options.adapters?.length ?? 0) > 0,
    connected: isConnected(ctx),
    isMobile,
    requested: request,
  })
  ctx.router.reset(entry.view, entry.data)
  ctx.modal.open()
  ctx.analytics.track('MODAL_OPEN', { connected: isConnected(ctx) })
}

/** Close, Escape and Back are refused while a request waits in ApproveTransaction (spec §2). */
export function approvalLocks(ctx: FoyerContext): boolean {
  return ctx.auth.get().approval.pending && ctx.router.current().view === 'ApproveTransaction'
}

/** Whether the close button and Escape may close the modal right now. */
export function canClose(ctx: FoyerContext): boolean {
  if (approvalLocks(ctx)) return false
  return !isCloseDisabled({
    view: ctx.router.current().view,
    signingRequired: Boolean(ctx.options.siwx?.required),
    hasSession: false,
  })
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

/** Goes back one view, or closes when the history rules say so; refused while an approval waits. */
export function goBack(ctx: FoyerContext) {
  if (approvalLocks(ctx)) return ctx.modal.shake()
  if (ctx.router.back() === 'close') closeModal(ctx)
}
