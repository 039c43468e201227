/**
 * The line `npm test` prints about the relay's Redis suite: two relay processes sharing one Redis
 * (fan-out and mailbox), a dapp on one and a wallet on the other. The interop tests' global setup
 * (interop/support/redisSuiteSetup.ts) writes whether it ran, and why not, to `statusFile`.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import type { TestResults } from './postgresSuite.ts'

type SuiteStatus = { runs: true; server?: string; problem?: string } | { runs: false; reason: string }

/** A test of the suite sits in a block named "… over Redis" (or "… over Redis (did not run: …)"). */
const REDIS_BLOCK = / over Redis( \(|$)/

/** Forgets a previous run's status, so a run that never reached the interop tests says so. */
export function resetRedisSuiteStatus(statusFile: string): void {
  rmSync(statusFile, { force: true })
}

export function redisSuiteLine(statusFile: string, results: TestResults): string {
  if (!existsSync(statusFile)) return 'Redis suite: did not run (the interop tests were not part of this run)'
  const status = JSON.parse(readFileSync(statusFile, 'utf8')) as SuiteStatus
  rmSync(statusFile, { force: true })
  if (!status.runs) return `Redis suite: did not run (${status.reason})`

  const tests = results.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.ancestorTitles.some((title) => REDIS_BLOCK.test(title)))
    .filter((test) => test.status === 'passed' || test.status === 'failed')
  const failed = tests.filter((test) => test.status === 'failed').length
  if (status.problem) return `Redis suite: FAILED, ${status.problem}`
  if (tests.length === 0) return `Redis suite: found ${status.server} but none of its tests ran (filtered out?)`
  // Worded so it is never mistaken for the closing "N passed, N failed" line.
  const outcome = failed ? `${failed} of ${tests.length} tests FAILED` : `all ${tests.length} tests passed`
  return `Redis suite: ran on ${status.server}; ${outcome}`
}
