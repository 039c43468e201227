/**
 * The bad-input suite (badInputSuite.ts) against the server as an operator runs it: the build
 * (`foyer serve`), in production mode (FOYER_DEV unset), on PostgreSQL and Redis, serving the
 * devnet's chains, with a project made by `foyer project create` (the dev project does not exist
 * there). Its rule holds here too: bad input is a 4xx naming the problem, never a 5xx. Requests that
 * need a signed-in session are not sent: a production server mails nobody here.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@foyer/devnet'
import pg from 'pg'
import { afterAll } from 'vitest'
import { buildServerDist } from '../../build.ts'
import { declareBadInputSuite } from './badInputSuite.ts'

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
/** Its own build folder, beside dist/ (serverBuild.test.ts may rebuild dist/ meanwhile). */
const outDir = fileURLToPath(new URL(`../../dist-bad-input-${process.pid}/`, import.meta.url))
const START_TIMEOUT_MS = 180_000
const NO_LIMIT = '1000000000'

const workDir = mkdtempSync(join(tmpdir(), 'foyer-bad-input-production-'))
const databaseName = `foyer_bad_input_${randomBytes(6).toString('hex')}`
const databaseUrl = Object.assign(new URL(DATABASE_URL), { pathname: `/${databaseName}` }).toString()
let server: ChildProcess | undefined
const devnet = await startDevnet()
afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await devnet.stop()
  await onAdmin((client) => client.query(`drop database if exists ${databaseName} with (force)`))
  rmSync(outDir, { recursive: true, force: true })
  rmSync(workDir, { recursive: true, force: true })
})

async function onAdmin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

await onAdmin((client) => client.query(`create database ${databaseName}`))
await buildServerDist({ quiet: true, outDir })
const { stop: _stop, ...solana } = devnet.solana
writeFileSync(join(workDir, 'devnet.json'), JSON.stringify({ chains: devnet.chains, solana }))

/** The environment of every `foyer` command: production mode, the test's PostgreSQL, Redis and devnet. */
const env: NodeJS.ProcessEnv = {
  ...process.env,
  FOYER_DEV: '',
  DATABASE_URL: databaseUrl,
  REDIS_URL,
  FOYER_MASTER_KEY: randomBytes(32).toString('base64'),
  FOYER_DATA_DIR: join(workDir, 'data'),
  FOYER_DEVNET_FILE: join(workDir, 'devnet.json'),
  FOYER_CHAINS_FILE: '',
  FOYER_HOST: '127.0.0.1',
  FOYER_PORT: '0',
  FOYER_ACTIVITY_INDEXER: '0',
  // Thousands of requests come from this one address.
  FOYER_RATE_LIMIT_PER_MINUTE: NO_LIMIT,
  FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE: NO_LIMIT,
  FOYER_RATE_LIMIT_PER_IP_PER_MINUTE: NO_LIMIT,
}

function foyer(...args: string[]): string {
  const result = spawnSync(process.execPath, [join(outDir, 'foyer.js'), ...args], { cwd: workDir, env, encoding: 'utf8', timeout: START_TIMEOUT_MS })
  if (result.status !== 0) throw new Error(`foyer ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  return result.stdout.trim()
}

foyer('migrate')
const projectId = foyer('project', 'create', '--origin', 'https://app.example.com', '--name', 'Bad input')

const baseUrl = await new Promise<string>((resolve, reject) => {
  const child = spawn(process.execPath, [join(outDir, 'foyer.js'), 'serve'], { cwd: workDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  server = child
  let output = ''
  const timer = setTimeout(() => reject(new Error(`the built server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS)
  child.once('exit', (code) => reject(new Error(`the built server exited (${code}) before listening:\n${output}`)))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
    const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
    if (!listening) return
    clearTimeout(timer)
    resolve(listening[1]!)
  })
})

await declareBadInputSuite({ baseUrl, projectId })
