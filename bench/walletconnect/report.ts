/** The WalletConnect bench's tables, in the layout of the first-load and server tables. */
import { median } from '../firstLoad.ts'
import type { BundleSize } from './bundleSize.ts'
import type { SessionFigures } from './sessionBench.ts'
import { percentile } from './stats.ts'
import { THROUGHPUT_LOAD, type ThroughputFigures } from './throughputBench.ts'
import { BENCH_RELAY_SETTINGS } from './relaySettings.ts'

/** The issues' aims (the relay's share of a bare ws server: P21's 80 %, up from 50 %). */
export const AIMS = { pairingMs: 300, roundTripMs: 30, relayShareOfBare: 0.8, dappClientGzipKb: 25 }

const pad = (text: string, width: number) => text.padEnd(width)
const ms = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const percent = (share: number) => `${Math.round(100 * share)} %`

export function printSessionTable(rows: readonly SessionFigures[]): void {
  console.log("\nWalletConnect sessions through Foyer's relay on loopback (relay in its own process, each implementation as dapp and wallet in a fresh one)\n")
  console.log(`${pad('implementation', 24)}${pad('pairing: median', 18)}${pad('p95', 12)}${pad('round trip: median', 21)}p95`)
  for (const row of rows) {
    console.log(
      `${pad(row.implementation, 24)}${pad(ms(median(row.pairingMs)), 18)}${pad(ms(percentile(row.pairingMs, 95)), 12)}` +
        `${pad(ms(median(row.roundTripMs)), 21)}${ms(percentile(row.roundTripMs, 95))}`,
    )
  }
  const foyer = rows.find((row) => row.implementation === 'Foyer')
  console.log(
    `\nPairing: dapp connect() → the dapp holds the settled session and the wallet's approve() has resolved; ${foyer?.pairingMs.length} pairings,` +
      ' each with a fresh dapp and a fresh wallet (new identities, sockets opened by connect() and pair()), the wallet pairing and approving at once.',
  )
  console.log(
    `Round trip: personal_sign from the dapp → the wallet's fixed 65-byte result back (no signing); ${foyer?.roundTripMs.length} in a row on one session after 3 untimed.` +
      " 2.21.8's wallet runs with signConfig.disableRequestQueue: its default queue holds a request that comes within 1 s of the previous answer.",
  )
  if (foyer) {
    const pairing = median(foyer.pairingMs)
    const roundTrip = median(foyer.roundTripMs)
    console.log(
      `Foyer: pairing ${ms(pairing)} (aim ≤ ${AIMS.pairingMs} ms: ${pairing <= AIMS.pairingMs ? 'met' : 'missed'}),` +
        ` round trip ${ms(roundTrip)} (aim ≤ ${AIMS.roundTripMs} ms: ${roundTrip <= AIMS.roundTripMs ? 'met' : 'missed'})\n`,
    )
  }
}

export function printThroughputTable(rows: readonly { name: string; figures: ThroughputFigures }[]): void {
  const load = THROUGHPUT_LOAD
  console.log(
    `\nRelay throughput on loopback: ${load.sockets} sockets (${load.sockets / 2} topics, one publisher and one subscriber each; ${load.inFlight} publishes in flight per publisher,` +
      ` ${load.messageBytes}-byte messages, ttl ${load.ttlSeconds} s), best of ${load.rounds} runs of ${load.measuredMs / 1000} s after ${load.warmUpMs / 1000} s of warm-up\n`,
  )
  console.log(`${pad('server', 32)}${pad('delivered/s', 14)}${pad('median latency', 17)}${pad('p99 latency', 14)}${pad('server CPU', 13)}of bare ws`)
  const baseline = rows[0]!.figures.deliveredPerSecond
  for (const { name, figures } of rows) {
    console.log(
      `${pad(name, 32)}${pad(Math.round(figures.deliveredPerSecond).toLocaleString('en'), 14)}${pad(ms(figures.medianMs), 17)}` +
        `${pad(ms(figures.p99Ms), 14)}${pad(percent(figures.serverCpu), 13)}${percent(figures.deliveredPerSecond / baseline)}`,
    )
  }
  const relay = rows[rows.length - 1]!.figures
  const share = relay.deliveredPerSecond / baseline
  console.log(
    `\nLatency: publish sent → push received by the subscriber. Server CPU: the server process's CPU time over the window, as a share of one core` +
      ` (the load generator used ${percent(relay.loadCpu)} during the relay's run).`,
  )
  for (const { name, figures } of rows) {
    if (figures.lost > 0) console.log(`Warning: ${name} answered ${figures.lost} publishes whose message never reached the subscriber`)
  }
  console.log(
    `Foyer's relay delivers ${percent(share)} of the bare server's rate (aim ≥ ${percent(AIMS.relayShareOfBare)}: ${share >= AIMS.relayShareOfBare ? 'met' : 'missed'})` +
      ` with JWT auth, validation, mailbox, acks and metrics on; its per-client publish cap is raised to ${BENCH_RELAY_SETTINGS.publishPerSecond?.toLocaleString('en')}/s for the bench (default 100/s)\n`,
  )
}

export function printBundleTable(rows: readonly { name: string; size: BundleSize }[]): void {
  console.log('\nDapp-side WalletConnect JavaScript: Vite production build of an entry that exports only this, gzip -9\n')
  console.log(`${pad('entry', 38)}${pad('on first load', 16)}${pad('on connect (lazy)', 20)}total`)
  for (const { name, size } of rows) {
    const lazy = size.lazyGzipBytes > 0 ? kb(size.lazyGzipBytes) : '–'
    console.log(`${pad(name, 38)}${pad(kb(size.initialGzipBytes), 16)}${pad(lazy, 20)}${kb(size.initialGzipBytes + size.lazyGzipBytes)}`)
  }
  console.log(
    '\nAlone, an entry counts everything it needs. In the modal, picking WalletConnect loads only what the first load' +
      ' (@foyer/core, zod/mini, the connector) lacks: that is the dapp client a visitor downloads.',
  )
  const picked = rows.find((row) => row.size.addedToInitialGzipBytes !== undefined)?.size
  if (picked === undefined) return
  const pickedKb = picked.lazyGzipBytes / 1024
  console.log(
    `On picking WalletConnect in the modal the dapp client is ${pickedKb.toFixed(1)} KB gzip (aim ≤ ${AIMS.dappClientGzipKb} KB: ${pickedKb <= AIMS.dappClientGzipKb ? 'met' : 'missed'});` +
      ` the code it shares with the first load adds ${kb(picked.addedToInitialGzipBytes ?? 0)} to that load`,
  )
  console.log(`Where its code comes from, before minification: ${picked.packageShares.map(({ name, share }) => `${name} ${percent(share)}`).join(', ')}\n`)
}
