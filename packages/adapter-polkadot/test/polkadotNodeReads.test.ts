import { describe, expect, it } from 'vitest'
import { polkadotSends } from '../src/send/polkadotSends.ts'
import { ALICE_POLKADOT, polkadot } from './support.ts'

describe('the node the sends read', () => {
  it('a network whose RPC URL cannot be fetched (a hand-made Network with a WebSocket URL) gives no quote, and says why in words', async () => {
    const unfetchable = { ...polkadot, rpcUrls: { default: { http: ['wss://rpc.polkadot.io'] } } }
    await expect(polkadotSends().quote(unfetchable, { from: ALICE_POLKADOT, to: ALICE_POLKADOT, units: 1n })).rejects.toThrow(
      "Polkadot's RPC URL (wss://rpc.polkadot.io) is not an HTTP JSON-RPC URL: Polkadot sends read the chain through one (Foyer's server's proxy, /v1/?chainId=…)",
    )
  })
})
