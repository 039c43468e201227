/**
 * Global setup of the interop tests: finds the Redis the two-relay-process suite runs on, and
 * tells its tests (inject('redisSuite')) and `npm test` (a status file, see scripts/redisSuite.ts)
 * whether that suite runs, and why not.
 *
 * It runs when TEST_REDIS_URL is set (then an unreachable Redis fails those tests; CI sets it) or
 * when a Redis answers at 127.0.0.1:6379; otherwise its tests are skipped with the reason in
 * their names and in `npm test`'s summary.
 */
import { writeFileSync } from 'node:fs'
import { Redis } from 'ioredis'
import type { TestProject } from 'vitest/node'

export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379'

export type RedisSuite =
  | { runs: true; url: string; server: string }
  /** TEST_REDIS_URL was set and did not answer: the suite's tests fail with `problem`. */
  | { runs: true; url: string; problem: string }
  | { runs: false; reason: string }

declare module 'vitest' {
  export interface ProvidedContext {
    redisSuite: RedisSuite
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const suite = await findRedis(process.env.TEST_REDIS_URL)
  project.provide('redisSuite', suite)
  // scripts/test.ts names this file to print the suite's fate in its summary.
  const statusFile = process.env.FOYER_REDIS_SUITE_FILE
  if (statusFile) writeFileSync(statusFile, JSON.stringify(suite))
}

async function findRedis(requiredUrl: string | undefined): Promise<RedisSuite> {
  const url = requiredUrl || LOCAL_REDIS_URL
  // One try, no reconnecting: the answer is wanted now.
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  // connect() itself only says "Connection is closed."; the error event says why (ECONNREFUSED …).
  let cause: Error | undefined
  redis.on('error', (error: Error) => (cause ??= error))
  try {
    await redis.connect()
    const info = await redis.info('server')
    const version = /redis_version:(\S+)/.exec(info)?.[1] ?? 'of unknown version'
    const { hostname, port } = new URL(url)
    return { runs: true, url, server: `Redis ${version} at ${hostname}:${port || '6379'}` }
  } catch (error) {
    const problem = cause?.message || (error as Error).message || String(error)
    if (requiredUrl) return { runs: true, url, problem: `TEST_REDIS_URL does not answer: ${problem}` }
    return { runs: false, reason: `no Redis answered on 127.0.0.1:6379 (${problem}) and TEST_REDIS_URL is unset` }
  } finally {
    redis.disconnect()
  }
}
