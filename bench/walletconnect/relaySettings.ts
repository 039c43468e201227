import type { RelayConfig } from '@foyer/server'

/**
 * The relay's defaults, except the publish rates and the per-IP socket cap: 100 a second (bursts of 200) is
 * for one wallet or dapp, and the throughput load has each publisher send as fast as the relay
 * answers. Everything else (auth, validation, mailbox with ttl, acks, metrics) runs as deployed.
 */
export const BENCH_RELAY_SETTINGS: RelayConfig = {
  publishPerSecond: 100_000,
  publishBurst: 100_000,
  // Every bench socket comes from 127.0.0.1: the per-IP caps would measure themselves.
  maxSocketsPerIp: 100_000,
  publishPerSecondPerIp: 100_000,
  publishBurstPerIp: 100_000,
}
