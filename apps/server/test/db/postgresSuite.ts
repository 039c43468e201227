/**
 * Global setup of the server's tests: finds the PostgreSQL server the storage, project and
 * analytics tests also run on, and tells them (inject('postgresSuite')) and `npm test` (a status
 * file) whether that suite runs, and why not.
 *
 * It runs when TEST_DATABASE_URL is set (then an unreachable server fails those tests) or when
 * the project's machines' server answers at 127.0.0.1:5432; otherwise its tests are skipped with
 * the reason in their names and in `npm test`'s summary.
 */
import { writeFileSync } from 'node:fs'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test'

export type PostgresSuite =
  /** `url`: an existing database to create each test file's own database from. */
  | { runs: true; url: string; server: string }
  /** TEST_DATABASE_URL was set and did not answer: the suite's tests fail with `problem`. */
  | { runs: true; url: string; problem: string }
  | { runs: false; reason: string }

declare module 'vitest' {
  export interface ProvidedContext {
    postgresSuite: PostgresSuite
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const suite = await findPostgres(process.env.TEST_DATABASE_URL)
  project.provide('postgresSuite', suite)
  // scripts/test.ts names this file to print the suite's fate in its summary.
  const statusFile = process.env.FOYER_POSTGRES_SUITE_FILE
  if (statusFile) writeFileSync(statusFile, JSON.stringify(suite))
}

async function findPostgres(requiredUrl: string | undefined): Promise<PostgresSuite> {
  const url = requiredUrl || LOCAL_POSTGRES_URL
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    const { rows } = await client.query<{ version: string }>("select current_setting('server_version') as version")
    const { host, port } = new URL(url)
    return { runs: true, url, server: `PostgreSQL ${rows[0]!.version} at ${host || 'localhost'}${port ? '' : ':5432'}` }
  } catch (error) {
    const problem = (error as Error).message || String(error)
    if (requiredUrl) return { runs: true, url, problem: `TEST_DATABASE_URL does not answer: ${problem}` }
    const reason = isRefusal(error)
      ? 'no server answered on 127.0.0.1:5432 and TEST_DATABASE_URL is unset'
      : `the server on 127.0.0.1:5432 refused ${LOCAL_POSTGRES_URL} (${problem}) and TEST_DATABASE_URL is unset`
    return { runs: false, reason }
  } finally {
    await client.end().catch(() => {})
  }
}

function isRefusal(error: unknown): boolean {
  const code = (error as { code?: string }).code
  return code === 'ECONNREFUSED' || code === 'ETIMEDOUT' || (error as Error).message?.includes('timeout')
}
