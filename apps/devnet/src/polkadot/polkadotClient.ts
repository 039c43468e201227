import { createClient, type PolkadotClient } from 'polkadot-api'
import { getWsProvider } from 'polkadot-api/ws'
import { WebSocket } from 'ws'

/** A polkadot-api client of the chain at `wsUrl`, as a wallet connects (the devnet and its tests each make their own). */
export function connectPolkadotClient(wsUrl: string): PolkadotClient {
  // Node 20 has no global WebSocket: ws's stands in for the browser's, which polkadot-api types it as.
  return createClient(getWsProvider(wsUrl, { websocketClass: WebSocket as unknown as typeof globalThis.WebSocket }))
}
