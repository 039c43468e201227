/**
 * `npm test`: check formatting and lint (Biome), typecheck every workspace, check that no import cycle exists and the layers point one way, then run every test (unit, integration against the real
 * devnet and server, end-to-end in Chromium) and close with one summary line.
 */
import { execFile, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { assertChromium } from '../e2e/support/chromium.ts'
import { checkFormatAndLint } from './formatAndLint.ts'
import { checkImportRules } from './importRules.ts'
import { NATIVE_TSC } from './nativeTsc.ts'
import { postgresSuiteLine, resetPostgresSuiteStatus, type TestResults } from './postgresSuite.ts'
import { redisSuiteLine, resetRedisSuiteStatus } from './redisSuite.ts'
import { timingLines, type TimedFileResult } from './testTimings.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const TYPECHECKED = [
  'packages/core',
  'packages/core/test',
  'packages/react',
  'packages/adapter-evm',
  'packages/adapter-solana',
  'packages/adapter-bitcoin',
  'packages/adapter-polkadot',
  'packages/walletconnect',
  'packages/auth-frame',
  'packages/wagmi',
  'packages/siwx-verify',
  'apps/bundler',
  'apps/devnet',
  'apps/server',
  'apps/web',
  'apps/wallet',
  'interop',
  'e2e',
  'bench',
  '.',
]

/** Typechecks the projects with TypeScript 7's compiler (scripts/nativeTsc.ts), `parallel` at a time; each one's errors are printed whole when it ends. Answers the ones that failed. */
async function typecheck(projects: readonly string[], parallel: number): Promise<string[]> {
  const queue = [...projects]
  const failed: string[] = []
  const worker = async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
      const checked = project
      const ok = await new Promise<boolean>((resolve) =>
        execFile(process.execPath, [NATIVE_TSC, '-p', checked], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
          process.stdout.write(stdout)
          process.stderr.write(stderr)
          resolve(!error)
        }),
      )
      if (!ok) failed.push(checked)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return projects.filter((project) => failed.includes(project))
}

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  return result.status ?? 1
}

try {
  assertChromium()
} catch (error) {
  console.error(`\n${(error as Error).message}\n`)
  process.exit(1)
}

const stages: { stage: string; ms: number }[] = []
let stageStart = performance.now()
/** Records how long the stage that just ended took. */
function endStage(stage: string) {
  const now = performance.now()
  stages.push({ stage, ms: now - stageStart })
  stageStart = now
}

console.log('\n▶ format and lint (biome)')
if (checkFormatAndLint(root) !== 0) {
  console.error('\nBiome found unformatted or lint-failing files (above): `npx biome check --write .` fixes the formatting and safe lint fixes.')
  console.log('Summary: 0 passed, 1 failed')
  process.exit(1)
}

endStage('format and lint')
console.log('\n▶ typecheck')
const failedTypecheck = await typecheck(TYPECHECKED, 2)
if (failedTypecheck.length) {
  console.error(`\nTypecheck failed in: ${failedTypecheck.join(', ')}`)
  console.log('Summary: 0 passed, 1 failed')
  process.exit(1)
}

endStage('typecheck')
console.log('\n▶ import cycles and layers')
if (checkImportRules(root) !== 0) {
  console.error("\nImport rules broken (above): for a cycle, move what the modules share into a module of its own; for a layer, see the rule's comment in .dependency-cruiser.cjs.")
  console.log('Summary: 0 passed, 1 failed')
  process.exit(1)
}

endStage('import rules')
console.log('\n▶ vitest: unit, integration and end-to-end')
mkdirSync(`${root}.foyer`, { recursive: true })
const resultsFile = `${root}.foyer/test-results.json`
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url))
// The server tests' global setup says here whether their PostgreSQL suite ran (one file per run).
const postgresStatusFile = `${root}.foyer/postgres-suite-${process.pid}.json`
resetPostgresSuiteStatus(postgresStatusFile)
process.env.FOYER_POSTGRES_SUITE_FILE = postgresStatusFile
// Likewise the interop tests' global setup says whether the relay's Redis suite ran.
const redisStatusFile = `${root}.foyer/redis-suite-${process.pid}.json`
resetRedisSuiteStatus(redisStatusFile)
process.env.FOYER_REDIS_SUITE_FILE = redisStatusFile
const status = run(process.execPath, [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...process.argv.slice(2)])
endStage('tests')

try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as TestResults & {
    testResults: TimedFileResult[]
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTotalTests: number
  }
  if (results.numTotalTests === 0) {
    console.error('No test ran.')
    process.exit(1)
  }
  const skipped = results.numPendingTests ? `, ${results.numPendingTests} skipped` : ''
  console.log(`\n${timingLines(stages, results.testResults, root).join('\n')}`)
  console.log(`\n${postgresSuiteLine(postgresStatusFile, results)}`)
  console.log(redisSuiteLine(redisStatusFile, results))
  console.log(`Summary: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped}`)
} catch {
  console.error('The test results could not be read.')
  process.exit(status || 1)
}
process.exit(status)
