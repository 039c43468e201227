import type { RelayConfig } from '@foyer/server'

const MIB = 1024 * 1024

/**
 * The relay's defaults, except the publish rates, the per-IP socket cap and the byte budgets: 100 a
 * second (bursts of 200) and 16 MiB held per client are for one wallet or dapp, and the throughput
 * load has each publisher send as fast as the relay answers, every message kept for its ttl — a
 * second of it is tens of MiB, all from 127.0.0.1. Everything else (auth, validation, mailbox with
 * ttl, acks, metrics) runs as deployed.
 */
export const BENCH_RELAY_SETTINGS: RelayConfig = {
  publishPerSecond: 100_000,
  publishBurst: 100_000,
  // Every bench socket comes from 127.0.0.1: the per-IP caps would measure themselves.
  maxSocketsPerIp: 100_000,
  publishPerSecondPerIp: 100_000,
  publishBurstPerIp: 100_000,
  // The load's messages live 300 s: room for every round's, so none is refused or evicted mid-run.
  mailboxMaxBytes: 4 * 1024 * MIB,
  ipMaxBytes: 2 * 1024 * MIB,
  clientMaxBytes: 2 * 1024 * MIB,
}
