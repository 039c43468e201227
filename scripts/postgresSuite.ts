/**
 * The line `npm test` prints about the server's PostgreSQL suite: the storage, project and
 * analytics tests run on PGlite and, when a server answers, on PostgreSQL too. Its global setup
 * (apps/server/test/db/postgresSuite.ts) writes whether it ran, and why not, to `statusFile`.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'

export interface TestResults {
  testResults: { assertionResults: { ancestorTitles: string[]; status: string }[] }[]
}

type SuiteStatus = { runs: true; server?: string; problem?: string } | { runs: false; reason: string }

/** A test of the suite sits in a block named "… on PostgreSQL" (or "… on PostgreSQL (did not run: …)"). */
const POSTGRES_BLOCK = / on PostgreSQL( \(|$)/

/** Forgets a previous run's status, so a run that never reached the server tests says so. */
export function resetPostgresSuiteStatus(statusFile: string): void {
  rmSync(statusFile, { force: true })
}

export function postgresSuiteLine(statusFile: string, results: TestResults): string {
  if (!existsSync(statusFile)) return "Postgres suite: did not run (the server's tests were not part of this run)"
  const status = JSON.parse(readFileSync(statusFile, 'utf8')) as SuiteStatus
  rmSync(statusFile, { force: true })
  if (!status.runs) return `Postgres suite: did not run (${status.reason})`

  const tests = results.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.ancestorTitles.some((title) => POSTGRES_BLOCK.test(title)))
    .filter((test) => test.status === 'passed' || test.status === 'failed')
  const failed = tests.filter((test) => test.status === 'failed').length
  if (status.problem) return `Postgres suite: FAILED, ${status.problem}`
  // Worded so it is never mistaken for the closing "N passed, N failed" line.
  const outcome = failed ? `${failed} of ${tests.length} tests FAILED` : `all ${tests.length} tests passed`
  return `Postgres suite: ran on ${status.server}; ${outcome}`
}
