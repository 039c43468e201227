import { BUNDLE_ENTRIES, WALLET_CONNECT_SESSION_MODULE, measureBundle } from './bundleSize.ts'
import { printBundleTable, printSessionTable, printThroughputTable } from './report.ts'
import { measureSessionsInChild, type SessionFigures } from './sessionBench.ts'
import { startTargets } from './startTargets.ts'
import { makeSocketTokens, measureThroughput, THROUGHPUT_LOAD, type ThroughputFigures } from './throughputBench.ts'

/** The counts: the median of 20 pairings and of 20 requests per implementation. */
export const SESSION_SAMPLES = { pairings: 20, requests: 20 }

/**
 * WalletConnect beside its baselines, in one run: pairing and request round trip of Foyer's
 * client beside sign-client 2.21.8 through Foyer's relay; the relay's throughput beside a bare
 * ws broadcast server under the same load; the dapp-side bundle. Prints a table for each.
 */
export async function runWalletConnectBench(): Promise<void> {
  const targets = await startTargets()
  try {
    const sessions: SessionFigures[] = []
    for (const implementation of ['Foyer', 'sign-client 2.21.8'] as const) {
      sessions.push(await measureSessionsInChild(implementation, targets.urls.relay, SESSION_SAMPLES.pairings, SESSION_SAMPLES.requests))
    }
    printSessionTable(sessions)

    const tokens = await makeSocketTokens(targets.urls.relay)
    const servers = [
      { name: 'bare ws broadcast (baseline)', url: targets.urls.bare },
      { name: "Foyer's relay (/ws)", url: targets.urls.relay },
    ]
    const best = new Map<string, ThroughputFigures>()
    for (let round = 0; round < THROUGHPUT_LOAD.rounds; round++) {
      for (const server of servers) {
        const figures = await measureThroughput(server.url, tokens, () => targets.cpuMs())
        if (figures.refused > 0) throw new Error(`${server.name}: ${figures.refused} publishes refused under load; its rate would mean nothing`)
        if (figures.deliveredPerSecond > (best.get(server.name)?.deliveredPerSecond ?? 0)) best.set(server.name, figures)
      }
    }
    printThroughputTable(servers.map((server) => ({ name: server.name, figures: best.get(server.name)! })))
  } finally {
    await targets.stop()
  }

  printBundleTable([
    { name: 'createDappClient alone', size: await measureBundle(BUNDLE_ENTRIES.dappClient) },
    { name: "the modal's connector (/connector)", size: await measureBundle(BUNDLE_ENTRIES.connector) },
    { name: 'the modal (createFoyer)', size: await measureBundle(BUNDLE_ENTRIES.modal, WALLET_CONNECT_SESSION_MODULE) },
  ])
}
