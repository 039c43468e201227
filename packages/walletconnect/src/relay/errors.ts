import { FoyerError } from '@foyer/core/internal'

/** Why a call to the relay failed. */
export type RelayErrorReason =
  /** The relay answered with a JSON-RPC error (`code`/`message` as it sent them). */
  | 'refused'
  /** No answer in time (for a publish: not in 60 s, across reconnects). */
  | 'timeout'
  /** No socket to the relay opened in time to send it: the relay cannot be reached (offline, down). */
  | 'unreachable'
  /** close() was called before the answer came. */
  | 'closed'

export class RelayError extends FoyerError {
  override readonly name = 'RelayError'
  constructor(
    readonly reason: RelayErrorReason,
    /** The irn_* method of the failed call. */
    readonly method: string,
    message: string,
    /** The relay's JSON-RPC error code, when it refused. */
    readonly code?: number,
  ) {
    super(message)
  }
}
