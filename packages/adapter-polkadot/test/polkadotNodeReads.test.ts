import { describe, expect, it } from 'vitest'
import { polkadotSends } from '../src/send/polkadotSends.ts'
import { ALICE_POLKADOT, polkadot } from './support.ts'

describe('the node the sends read', () => {
  it('a network whose RPC URL is a WebSocket (not fetchable) gives no quote, and says why in words', async () => {
    // support.ts's Polkadot network is wss://rpc.polkadot.io: a node's WebSocket, as polkadotNetwork() takes.
    await expect(polkadotSends().quote(polkadot, { from: ALICE_POLKADOT, to: ALICE_POLKADOT, units: 1n })).rejects.toThrow(
      "Polkadot's RPC URL (wss://rpc.polkadot.io) is not an HTTP JSON-RPC URL: Polkadot sends read the chain through one (Foyer's server's proxy, /v1/?chainId=…)",
    )
  })
})
