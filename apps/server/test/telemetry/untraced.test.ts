import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startJsonRpcNode } from './jsonRpcNode.ts'
import { startOtlpReceiver, type OtlpReceiver } from './otlpReceiver.ts'

const here = fileURLToPath(new URL('.', import.meta.url))
const serverRoot = join(here, '../..')

/**
 * Starts the server in a child process (tsx, as `npm start` runs it) whose every resolved module is
 * written down, makes one RPC proxy request (database and upstream), and answers the modules and the answer.
 */
async function serveOnce(env: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'foyer-imports-'))
  const file = join(folder, 'imports.txt')
  const register = `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(join(here, 'recordImports.mjs')).href)}, { data: { file: ${JSON.stringify(file)} } })`
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--import', `data:text/javascript,${encodeURIComponent(register)}`, join(here, 'serveOnce.ts')], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH, ...env },
      timeout: 90_000,
    })
    return { answer: JSON.parse(stdout.trim().split('\n').at(-1)!), modules: readFileSync(file, 'utf8').split('\n') }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

const openTelemetry = (modules: string[]) => modules.filter((url) => url.includes('/@opentelemetry/'))

describe('tracing off: no OTLP endpoint', () => {
  let receiver: OtlpReceiver
  let node: Awaited<ReturnType<typeof startJsonRpcNode>>

  beforeAll(async () => {
    receiver = await startOtlpReceiver()
    node = await startJsonRpcNode('0x2a')
  })

  afterAll(async () => {
    await receiver?.close()
    await node?.close()
  })

  it('loads no OpenTelemetry module and exports nothing', async () => {
    // OTEL_ variables other than an endpoint do not turn it on.
    const { answer, modules } = await serveOnce({ TEST_NODE_URL: node.origin, OTEL_SERVICE_NAME: 'foyer-untraced', OTEL_TRACES_SAMPLER: 'always_on' })
    expect(answer).toEqual({ jsonrpc: '2.0', id: 1, result: '0x2a' })
    expect(modules.some((url) => url.includes('/src/buildServer.ts'))).toBe(true)
    expect(openTelemetry(modules)).toEqual([])
    expect(modules.filter((url) => url.includes('/src/telemetry/') && !url.endsWith('telemetryModule.ts') && !url.endsWith('tracingSettings.ts'))).toEqual([])
    expect(receiver.exports).toEqual([])
  }, 120_000)

  it('with the endpoint, the same recording sees the SDK loaded and spans arrive', async () => {
    const { answer, modules } = await serveOnce({ TEST_NODE_URL: node.origin, OTEL_EXPORTER_OTLP_ENDPOINT: new URL(receiver.tracesUrl).origin, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })
    expect(answer).toEqual({ jsonrpc: '2.0', id: 1, result: '0x2a' })
    expect(openTelemetry(modules).some((url) => url.includes('/@opentelemetry/sdk-trace/'))).toBe(true)
    expect(receiver.spans.map((span) => span.name)).toContain('POST /v1/')
  }, 120_000)
})
