import { createStore } from '../store.ts'

/**
 * The connection the modal is making on the visitor's behalf (ConnectingExternal, the
 * WalletConnect views): which connector, and whether it is under way, declined or failed.
 */
export type ConnectionAttempt =
  | { status: 'idle' }
  | { status: 'connecting'; connectorId: string }
  | { status: 'declined'; connectorId: string }
  | { status: 'failed'; connectorId: string; message: string }

export const IDLE_ATTEMPT: ConnectionAttempt = { status: 'idle' }

/** What the attempt on `connectorId` looks like to a view showing it: not started yet reads as connecting. */
export function attemptOn(attempt: ConnectionAttempt, connectorId: string | undefined): Exclude<ConnectionAttempt, { status: 'idle' }>['status'] {
  return attempt.status !== 'idle' && attempt.connectorId === connectorId ? attempt.status : 'connecting'
}

export function createConnectionAttemptStore() {
  return createStore<ConnectionAttempt>(IDLE_ATTEMPT)
}
export type ConnectionAttemptStore = ReturnType<typeof createConnectionAttemptStore>
