import { availableParallelism } from 'node:os'
import autocannon from 'autocannon'

export interface Throughput {
  requestsPerSecond: number
  p99Ms: number
}

/** The setting: two connections per core, a few seconds per route; the JIT's first seconds are not measured. */
export const LOAD = { connections: 2 * availableParallelism(), durationSeconds: 5, warmUpSeconds: 2 }

/** Runs a URL hot for a moment, unmeasured: the first second of a cold route runs at a fraction of its speed. */
export async function warmUp(url: string): Promise<void> {
  await measureThroughput(url, LOAD.warmUpSeconds)
}

/** Loads one URL with autocannon; throws if any answer is not a 2xx, since its rate would mean nothing. */
export async function measureThroughput(url: string, durationSeconds = LOAD.durationSeconds): Promise<Throughput> {
  const result = await autocannon({ url, connections: LOAD.connections, duration: durationSeconds })
  const failed = result.non2xx + result.errors + result.timeouts
  if (failed > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts under load`)
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 }
}
