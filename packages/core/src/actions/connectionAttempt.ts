/**
 * The modal's connection attempts (spec §2, ConnectingExternal and the WalletConnect views):
 * start, retry and cancel, with the outcome in `ctx.connectionAttempt` and the modal closed on
 * success. The views only read the store and call these.
 */
import { RPC_ERROR_DISPLAY_DELAY_MS } from '../constants.ts'
import type { WalletConnector } from '../connector.ts'
import type { FoyerContext } from '../context.ts'
import { isUserRejection } from '../errors.ts'
import { IDLE_ATTEMPT } from '../stores/connectionAttempt.ts'
import { connect, connectCompanions } from './connection.ts'
import { closeModal } from './modal.ts'
import { createLog } from '../log.ts'

interface Running {
  connector: WalletConnector
  /** Bumped by every start and cancel: an outcome that arrives for an older one is dropped. */
  round: number
}
const running = new WeakMap<FoyerContext, Running>()

/**
 * Connects through `connector` unless an attempt on it is already under way (a view mounting
 * twice starts one). Success closes the modal; a rejection reads as declined; a cancelled
 * attempt (AbortError) says nothing; a service's failure reads as the catalogue says its cause.
 */
export function startConnection(ctx: FoyerContext, connector: WalletConnector): void {
  const attempt = ctx.connectionAttempt.get()
  if (attempt.status === 'connecting' && attempt.connectorId === connector.id) return
  const round = (running.get(ctx)?.round ?? 0) + 1
  running.set(ctx, { connector, round })
  ctx.connectionAttempt.set({ status: 'connecting', connectorId: connector.id })
  const current = () => running.get(ctx)?.round === round
  connect(ctx, connector)
    .then(() => connectCompanions(ctx, connector, current))
    .then(
      () => {
        if (!current()) return
        ctx.connectionAttempt.set(IDLE_ATTEMPT)
        closeModal(ctx)
      },
      async (error: unknown) => {
        if (!current() || (error as Error)?.name === 'AbortError') return
        // The wallet's answer shows 300 ms after it came (spec §9): a refusal at once does not flash past "Connecting".
        await new Promise((resolve) => setTimeout(resolve, RPC_ERROR_DISPLAY_DELAY_MS))
        if (!current()) return
        if (isUserRejection(error)) return ctx.connectionAttempt.set({ status: 'declined', connectorId: connector.id })
        // The failure's words load with the first failure, not with the page (CONNECTION_FAILURE_TEXTS'
        // couldNotConnect if even they cannot load).
        const message = await import('./connectionFailure.ts').then(
          ({ connectionFailureText }) => connectionFailureText(error, connector.name, createLog(ctx.options)),
          () => (error as Error | null)?.message || 'The wallet could not connect.',
        )
        if (current()) ctx.connectionAttempt.set({ status: 'failed', connectorId: connector.id, message })
      },
    )
}

/** Tries the declined or failed attempt again, with the same connector. */
export function retryConnection(ctx: FoyerContext): void {
  const last = running.get(ctx)
  if (!last || ctx.connectionAttempt.get().status === 'connecting') return
  startConnection(ctx, last.connector)
}

/**
 * The visitor left the view: a connector that can stop a pending connect() (WalletConnect)
 * stops it, and whatever the attempt answers later no longer decides anything.
 */
export function cancelConnection(ctx: FoyerContext): void {
  const last = running.get(ctx)
  if (!last) return
  running.set(ctx, { connector: last.connector, round: last.round + 1 })
  if (ctx.connectionAttempt.get().status === 'connecting') last.connector.cancelConnect?.()
  ctx.connectionAttempt.set(IDLE_ATTEMPT)
}

/**
 * The visitor left a view whose wallet cannot stop a request it shows (an injected wallet's
 * popup): a declined or failed outcome is forgotten, so coming back starts afresh; a request still
 * pending in the wallet stays, and its answer still counts.
 */
export function leaveConnection(ctx: FoyerContext): void {
  if (ctx.connectionAttempt.get().status !== 'connecting') ctx.connectionAttempt.set(IDLE_ATTEMPT)
}
