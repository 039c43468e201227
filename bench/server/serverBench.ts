import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { DevnetChain } from '@foyer/devnet'
import { LOAD, measureThroughput, warmUp, type Throughput } from './loadTest.ts'
import type { TargetUrls } from './targets.ts'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BALANCE_PATH = `/v1/account/${ACCOUNT}/balance?chainId=eip155:31337&projectId=foyer-dev`
/** The issue's aim for the cached balance route, as a share of the hello-world rate. */
const BALANCE_AIM = 0.5
/** Each route is measured this many times, interleaved, and its best run kept: other work on the machine only slows a run down. */
const ROUNDS = 2

/**
 * The server under autocannon on loopback: the cached balance route and a wallet search beside a
 * bare Fastify hello-world measured in the same run, printed as a table with the ratio to it.
 */
export async function runServerBench(chains: readonly DevnetChain[]): Promise<void> {
  const targets = await startTargets(chains)
  try {
    // One request fills the balance cache; past its 30 s, one request in 30 s reads the chain again.
    const warm = await fetch(targets.urls.foyer + BALANCE_PATH)
    if (!warm.ok) throw new Error(`The balance route answered ${warm.status}: ${await warm.text()}`)

    const routes = [
      { name: 'bare Fastify hello-world (baseline)', url: targets.urls.helloWorld },
      { name: 'GET /v1/account/0xf39F…/balance (cached)', url: targets.urls.foyer + BALANCE_PATH },
      { name: 'GET /getWallets?search=rain', url: `${targets.urls.foyer}/getWallets?search=rain&projectId=foyer-dev` },
    ]
    for (const route of routes) await warmUp(route.url)
    const best = new Map<string, Throughput>()
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of routes) {
        const result = await measureThroughput(route.url)
        if (result.requestsPerSecond > (best.get(route.name)?.requestsPerSecond ?? 0)) best.set(route.name, result)
      }
    }
    const rows = routes.map((route) => ({ name: route.name, result: best.get(route.name)! }))
    printTable(rows)
  } finally {
    await targets.stop()
  }
}

function printTable(rows: readonly { name: string; result: Throughput }[]): void {
  const baseline = rows[0]!.result.requestsPerSecond
  const pad = (text: string, width: number) => text.padEnd(width)
  console.log(`\nServer on loopback: autocannon, ${LOAD.connections} connections, best of ${ROUNDS} runs of ${LOAD.durationSeconds} s per route after a ${LOAD.warmUpSeconds} s warm-up\n`)
  console.log(`${pad('route', 44)}${pad('requests/s', 14)}${pad('p99 latency', 14)}of hello-world`)
  for (const { name, result } of rows) {
    const share = `${((100 * result.requestsPerSecond) / baseline).toFixed(0)} %`
    console.log(`${pad(name, 44)}${pad(Math.round(result.requestsPerSecond).toLocaleString('en'), 14)}${pad(result.p99Ms < 1 ? '< 1 ms' : `${result.p99Ms} ms`, 14)}${share}`)
  }
  const balance = rows[1]!.result.requestsPerSecond / baseline
  console.log(`\nThe cached balance route runs at ${(100 * balance).toFixed(0)} % of the hello-world rate (aim ≥ ${100 * BALANCE_AIM} %)` + ' with its logs, metrics and rate limits on\n')
}

async function startTargets(chains: readonly DevnetChain[]): Promise<{ urls: TargetUrls; stop(): Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./targets.ts', import.meta.url)), [JSON.stringify(chains)], {
    // FOYER_BENCH_CPU_PROFILE=<dir> writes a V8 CPU profile of the servers' process there.
    execArgv: ['--import', 'tsx', ...(process.env.FOYER_BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.FOYER_BENCH_CPU_PROFILE}`] : [])],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const urls = await new Promise<TargetUrls>((resolve, reject) => {
    child.once('message', (message) => resolve(message as TargetUrls))
    child.once('exit', (code) => reject(new Error(`The bench servers exited (code ${code}) before they were up`)))
  })
  return {
    urls,
    async stop() {
      child.disconnect()
      await exited
    },
  }
}
