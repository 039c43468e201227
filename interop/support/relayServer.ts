/**
 * Foyer's server as the relay the interop peers meet on: built by `buildServer` as main.ts builds
 * it, listening on 127.0.0.1, with its WebSocket relay at /ws. The server needs a chain in its
 * config; the relay never uses it, so it points at a closed port and nothing polls it.
 */
import { buildServer, type RelayConfig, type ServerConfig } from '@foyer/server'

export interface RelayOptions {
  /** 0 (default) picks a free port; a restart passes the port it had. */
  port?: number
  /** Mailbox and fan-out in this Redis, under keys starting with `keyPrefix` (unique per test run). */
  redis?: { url: string; keyPrefix: string }
  /** Other relay settings (ping interval, caps). */
  relay?: RelayConfig
}

export interface RunningRelay {
  /** `ws://127.0.0.1:<port>/ws`: what peers are configured with (and what their JWTs name as audience). */
  url: string
  port: number
  close(): Promise<void>
}

const INTEROP_PER_IP_CAPS: RelayConfig = { maxSocketsPerIp: 10_000, publishPerSecondPerIp: 100_000, publishBurstPerIp: 100_000 }

export function relayServerConfig(options: RelayOptions): ServerConfig {
  return {
    host: '127.0.0.1',
    port: options.port ?? 0,
    logLevel: 'silent',
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Unused chain',
        rpcUrl: 'http://127.0.0.1:9',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        nativePriceUsd: 0,
        testnet: true,
        tokens: [],
      },
    ],
    activity: { indexer: false },
    // The peers use the dev project (peers.ts), which exists outside dev mode only when asked for.
    devProject: true,
    // redisRelays.test.ts counts the relay's stored messages in /metrics, open here as in dev mode.
    metrics: { public: true },
    // Every peer of the suite connects from 127.0.0.1, and a restarted relay sees all of them come
    // back at once: the per-IP caps, which count one address's visitors, would measure the suite.
    relay: { ...INTEROP_PER_IP_CAPS, ...options.relay, ...(options.redis ? { redisUrl: options.redis.url, redisKeyPrefix: options.redis.keyPrefix } : {}) },
  }
}

/** A relay in this process. */
export async function startRelay(options: RelayOptions = {}): Promise<RunningRelay> {
  const app = await buildServer(relayServerConfig(options))
  try {
    await app.listen({ host: '127.0.0.1', port: options.port ?? 0 })
  } catch (error) {
    await app.close()
    throw error
  }
  const address = app.server.address()
  if (typeof address !== 'object' || address === null) throw new Error('the relay server has no TCP address')
  return { url: `ws://127.0.0.1:${address.port}/ws`, port: address.port, close: () => app.close() }
}
