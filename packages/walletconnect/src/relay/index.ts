export { createRelayClient, type RelayClient, type RelayClientOptions } from './relayClient.ts'
export { RelayError, type RelayErrorReason } from './errors.ts'
export type { RelaySocket, RelaySocketConstructor } from './socket.ts'
