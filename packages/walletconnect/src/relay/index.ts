export { createRelayClient, type RelayClient } from './relayClient.ts'
export type { RelayClientOptions } from './relayClientOptions.ts'
export { RelayError, type RelayErrorReason } from './errors.ts'
export type { RelaySocket, RelaySocketConstructor } from './socket.ts'
