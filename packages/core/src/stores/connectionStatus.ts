/** The connection state machine of one namespace (spec §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export type ConnectionEvent =
  | 'connect' // the visitor started a connection
  | 'connected' // a wallet answered with an account
  | 'failed' // the connection attempt failed or was rejected
  | 'restore' // startup found a stored status
  | 'synced' // the startup sync reached the wallet
  | 'syncFailed' // the startup sync could not reach the wallet
  | 'disconnect'

/** The next status for an event; events that do not apply leave the status as it is. */
export function nextConnectionStatus(status: ConnectionStatus, event: ConnectionEvent): ConnectionStatus {
  switch (event) {
    case 'connect':
      return status === 'connected' ? status : 'connecting'
    case 'connected':
    case 'synced':
      return status === 'connecting' ? 'connected' : status
    case 'failed':
      return status === 'connecting' ? 'disconnected' : status
    case 'syncFailed':
    case 'disconnect':
      return 'disconnected'
    case 'restore':
      // A stored 'connected' is only a promise until the wallet confirms it; a stored
      // 'connecting' is an attempt the previous page never finished.
      return status === 'connected' ? 'connecting' : 'disconnected'
  }
}
